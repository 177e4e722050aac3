import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Fact {
  Icon: LucideIcon;
  title: string;
  /** The figure that matters, e.g. "3-7 business days". */
  figure: string;
  text: ReactNode;
}

/** Cards of options with their headline figure (shipping speeds, return categories...). */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {facts.map(({ Icon, title, figure, text }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-xs">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-card-foreground">{title}</h3>
              <p className="text-sm font-semibold text-brand">{figure}</p>
            </div>
          </div>
          <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{text}</div>
        </li>
      ))}
    </ul>
  );
}
