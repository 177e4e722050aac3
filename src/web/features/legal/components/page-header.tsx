import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface PageHeaderProps {
  /** Short label above the title, e.g. "Help Center". */
  eyebrow?: string;
  /** The page's one h1. */
  title: ReactNode;
  /** The lede under the title. */
  children?: ReactNode;
  /** Buttons or links under the lede. */
  actions?: ReactNode;
  /** Anything else under the lede, full width (key facts, a list of promises). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The graphite title band every content page opens with, in the home hero's look: eyebrow, the
 * page's h1, a lede and optional actions.
 */
export function PageHeader({ eyebrow, title, children, actions, footer, className }: PageHeaderProps) {
  return (
    <div className={cn('relative isolate overflow-hidden surface-inverse', className)}>
      {/* Decoration only: a soft red glow and a hairline, as on the home hero. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-32 -top-24 size-[28rem] rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && (
          <p className="inline-flex items-center gap-2 rounded-full border border-inverse-border bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-inverse-muted">
            <span className="size-1.5 rounded-full bg-inverse-brand" aria-hidden="true" />
            {eyebrow}
          </p>
        )}
        <h1 className="mt-5 max-w-4xl text-3xl font-extrabold leading-tight tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-base leading-relaxed text-inverse-muted sm:text-lg">{children}</div>}
        {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        {footer && <div className="mt-8">{footer}</div>}
      </div>
    </div>
  );
}
