import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface GuideSectionProps {
  id: string;
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
  className?: string;
}

/** A titled block of a guide page; the h2 names the section for assistive technology. */
export function GuideSection({ id, title, Icon, children, className }: GuideSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('scroll-mt-32', className)}>
      <h2 id={id} className="flex items-center gap-2.5 text-xl font-bold tracking-tight text-foreground">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-brand">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
