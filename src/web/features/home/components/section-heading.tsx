import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
}

/** Eyebrow, h2 and an optional lede; `id` labels the surrounding section. */
export function SectionHeading({ id, eyebrow, title, children, className, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-base text-muted-foreground">{children}</p>}
    </div>
  );
}
