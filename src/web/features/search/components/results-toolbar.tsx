import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** Above the results: filters button (phones), count, sort, and the active filter chips. */
export function ResultsToolbar({ divided, children }: { divided: boolean; children: ReactNode }) {
  return <div className={cn('flex flex-col gap-3', divided && 'mb-5 border-b border-border pb-4')}>{children}</div>;
}
