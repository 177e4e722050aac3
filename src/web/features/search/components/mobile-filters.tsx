import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';

interface MobileFiltersProps {
  activeCount: number;
  resultCount: number | undefined;
  children: ReactNode;
}

/** Below the md breakpoint the filter sidebar opens in a side sheet. */
export function MobileFilters({ activeCount, resultCount, children }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  usePressBeforeHydration('search-filters', () => setOpen(true));
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button data-needs-app="search-filters" variant="outline" className="md:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters{' '}
          {activeCount > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent className="gap-0 overflow-y-auto pb-0">
        <SheetTitle className="sr-only">Filters</SheetTitle>
        <SheetDescription className="sr-only">Narrow the results by price, vendor, brand, part type and shipping.</SheetDescription>
        {children}
        <div className="sticky bottom-0 -mx-6 mt-6 border-t border-border bg-background px-6 py-4">
          <Button className="w-full" onClick={() => setOpen(false)}>
            {resultCount === undefined ? 'Show results' : `Show ${resultCount} ${resultCount === 1 ? 'result' : 'results'}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
