import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface SearchLayoutProps {
  /** The filter sidebar; left out until there is something to filter. */
  filters?: ReactNode;
  /**
   * Vehicle and categories: right on wide screens, above the results from md. Below md they sit
   * above the results only while there are no filters; with filters they move into the sheet.
   */
  refine: ReactNode;
  children: ReactNode;
}

/**
 * Three columns from xl (filters, results, vehicle), two from md (the vehicle above the results),
 * one below md (the filters move into a sheet).
 */
export function SearchLayout({ filters, refine, children }: SearchLayoutProps) {
  return (
    <div
      className={cn(
        'mt-5 grid items-start gap-6',
        filters
          ? 'md:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_18rem]'
          : 'xl:grid-cols-[minmax(0,1fr)_18rem]',
      )}
    >
      <aside
        aria-label="Vehicle and categories"
        className={cn(
          'flex-col gap-4',
          filters ? 'hidden md:col-start-2 md:row-start-1 md:flex xl:col-start-3' : 'flex xl:col-start-2 xl:row-start-1',
        )}
      >
        {refine}
      </aside>
      {filters && (
        <aside aria-label="Filters" className="hidden rounded-xl border border-border bg-card p-4 shadow-xs md:col-start-1 md:row-span-2 md:row-start-1 md:block">
          {filters}
        </aside>
      )}
      <section aria-labelledby="results-title" className={cn('min-w-0', filters ? 'md:col-start-2 md:row-start-2 xl:row-start-1' : 'xl:col-start-1 xl:row-start-1')}>
        {children}
      </section>
    </div>
  );
}
