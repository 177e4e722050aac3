import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { isCompleteVehicle } from '@web/lib/vehicle-choice';
import { otherSearchFields } from '../search-state';
import type { SearchView } from '../api/use-search-view';
import { CategoryFilter } from './category-filter';
import { RefinePanel } from './refine-panel';

/** The category buttons for the current search; picking one keeps the rest of the search. */
export function SearchCategories({ view, className }: { view: SearchView; className?: string }) {
  const { state, categories, change } = view;
  return (
    <CategoryFilter
      className={className}
      categories={categories}
      selectedId={state.categoryId}
      onSelect={(categoryId) => change({ categoryId })}
      keep={otherSearchFields(state, ['categoryId'])}
    />
  );
}

interface SearchRefineProps {
  view: SearchView;
  /** In the phone's sheet: panels without their card. */
  plain?: boolean;
  /** The vehicle selector and what goes with it (the page's, from the vehicle feature). */
  vehicle: ReactNode;
}

/** "Your vehicle" and, once the search can run, "Categories". */
export function SearchRefine({ view, plain = false, vehicle }: SearchRefineProps) {
  return (
    <>
      <RefinePanel
        plain={plain}
        title="Your vehicle"
        action={
          // A complete vehicle has its own Clear, beside Save to My Garage.
          view.searchedState.make && !isCompleteVehicle(view.selectorVehicle) && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => view.applyVehicle({})}>
              Clear
            </Button>
          )
        }
      >
        {vehicle}
      </RefinePanel>
      {view.prerequisite !== 'select-category' && (
        <RefinePanel plain={plain} title="Categories">
          <SearchCategories view={view} />
        </RefinePanel>
      )}
    </>
  );
}
