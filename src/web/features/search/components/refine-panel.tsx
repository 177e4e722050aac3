import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface RefinePanelProps {
  title: string;
  action?: ReactNode;
  /** Without the card frame, inside the mobile sheet. */
  plain?: boolean;
  children: ReactNode;
}

/** A titled card in the refine column (vehicle, categories). */
export function RefinePanel({ title, action, plain, children }: RefinePanelProps) {
  return (
    <div className={cn(!plain && 'rounded-xl border border-border bg-card p-4 shadow-xs')}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </div>
  );
}
