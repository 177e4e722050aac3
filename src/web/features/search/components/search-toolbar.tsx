import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/constants';
import { FilterChip } from '@web/components/ui/filter-chip';
import { activeFilterCount, otherSearchFields } from '../search-state';
import type { SearchView } from '../api/use-search-view';
import { ActiveFilters } from './active-filters';
import { MobileFilters } from './mobile-filters';
import type { ResultsPage } from './results-page';
import { ResultsSummary } from './results-summary';
import { ResultsToolbar } from './results-toolbar';
import { SortControl } from './sort-control';

interface SearchToolbarProps {
  view: SearchView;
  /** The page of results shown: the catalog's, or the live search's. */
  shown: ResultsPage | undefined;
  liveResultsShown: boolean;
  /** The phone's filter sheet: the vehicle, the categories and the filters. */
  sheet: ReactNode;
  /** The live search's button. */
  liveSearch: ReactNode;
}

/** Above the results: the phone's Filters button, the count, the sort, live search, then the garage chip and the filter chips. */
export function SearchToolbar({ view, shown, liveResultsShown, sheet, liveSearch }: SearchToolbarProps) {
  const { state, addressState, prerequisite, request, results, garageVehicle, garageReplaced } = view;
  const ready = prerequisite === 'ready';
  return (
    <ResultsToolbar divided={ready}>
      <div className="flex flex-wrap items-center gap-3">
        {ready && (
          <MobileFilters activeCount={activeFilterCount(state)} resultCount={shown?.total}>
            <div className="flex flex-col gap-6 pt-6">{sheet}</div>
          </MobileFilters>
        )}
        <ResultsSummary
          total={shown?.total}
          page={state.page}
          pageSize={shown?.pageSize ?? DEFAULT_PAGE_SIZE}
          loading={!liveResultsShown && request !== null && (results.isPending || results.isPlaceholderData)}
        />
        {ready && <SortControl value={state.sort} onChange={(sort) => view.change({ sort })} keep={otherSearchFields(state, ['sort'])} />}
        {ready && liveSearch}
      </div>
      {garageVehicle && !garageReplaced && <FilterChip label={garageVehicle.label} source="From My Garage" onRemove={view.removeGarageChip} />}
      <ActiveFilters state={addressState} vendorName={view.vendorName} onChange={view.change} onClear={view.clearFilters} />
    </ResultsToolbar>
  );
}
