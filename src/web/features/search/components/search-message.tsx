import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface SearchMessageProps {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  /** "alert" for failures so they are read out at once. */
  role?: 'alert' | 'status';
  className?: string;
}

/** The frame of the results page's empty and error states: icon, heading, text, actions. */
export function SearchMessage({ Icon, title, children, tone = 'neutral', role, className }: SearchMessageProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center sm:py-16',
        tone === 'error' ? 'border-destructive/40 bg-destructive/5' : 'border-border bg-card',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-brand',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold tracking-tight">{title}</h2>
      {children && <div className="mt-2 flex max-w-md flex-col items-center gap-4 text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
