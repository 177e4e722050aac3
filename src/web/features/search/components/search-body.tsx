import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { describeVehicle, type VehicleChoice } from '@web/lib/vehicle-choice';
import { hasListingFilters, searchHref } from '../search-state';
import type { SearchView } from '../api/use-search-view';
import { ImpossiblePriceRange, NoResults, SelectCategory, SelectVehicleFirst } from './empty-states';
import { FitVehicleLabel } from './fit-line';
import { NoResultsNext } from './no-results-next';
import { Pagination } from './pagination';
import { PastLastPage } from './past-last-page';
import { ResultList } from './result-list';
import type { ResultsPage } from './results-page';
import { ResultsSkeleton } from './results-skeleton';
import { SearchCategories } from './search-refine';
import { SearchError } from './search-error';

interface SearchBodyProps {
  view: SearchView;
  /** The live search's results while they replace the catalog's. */
  liveResults: ResultsPage | undefined;
  /** Says the live results are shown, with the way back to the catalog's. */
  liveNotice: ReactNode;
  /** My Garage's vehicle, offered while the search waits for a vehicle. */
  garageChoice: VehicleChoice | null;
}

/** What the results column shows: what the search still needs, why it found nothing, or the results and their pages. */
export function SearchBody({ view, liveResults, liveNotice, garageChoice }: SearchBodyProps) {
  const { state, prerequisite, priceError, results, data, category, vehicleName, searchedState, activeVehicle, garageReplaced, fitLabel } = view;
  const shown = liveResults ?? data;
  if (prerequisite === 'select-vehicle') {
    return (
      <SelectVehicleFirst categoryName={category?.name}>
        {garageChoice && <Button onClick={() => view.applyVehicle(garageChoice)}>Use my {describeVehicle(garageChoice)}</Button>}
      </SelectVehicleFirst>
    );
  }
  if (prerequisite === 'select-category') {
    return (
      <SelectCategory vehicleName={vehicleName ?? 'vehicle'}>
        <div className="mt-2">
          <SearchCategories view={view} className="justify-center" />
        </div>
      </SelectCategory>
    );
  }
  if (priceError) return <ImpossiblePriceRange onClearPrice={() => view.change({ minPrice: undefined, maxPrice: undefined })} />;
  if (results.error && !liveResults) return <SearchError onRetry={() => void results.refetch()} />;
  if (!shown) return <ResultsSkeleton />;
  if (shown.total === 0) {
    const garageCar = activeVehicle ? { make: activeVehicle.make, model: activeVehicle.model, year: activeVehicle.year, label: activeVehicle.label } : null;
    return (
      <NoResults
        query={state.q}
        // The vehicle the server searched for (chosen, the garage's, or named in the words), if any.
        vehicleName={data?.vehicle?.label}
        filtered={hasListingFilters(state) || state.categoryId !== undefined}
        onClearFilters={hasListingFilters(state) ? view.clearFilters : undefined}
      >
        <NoResultsNext
          categories={view.categories}
          vehicle={{ make: searchedState.make, model: searchedState.model, year: searchedState.year }}
          garage={garageCar}
        />
      </NoResults>
    );
  }
  if (shown.parts.length === 0) {
    return <PastLastPage firstPageHref={searchHref({ ...state, page: 1 })} />;
  }
  const refreshing = !liveResults && results.isPlaceholderData;
  return (
    <div className="flex flex-col gap-6">
      {liveResults && liveNotice}
      <div aria-busy={refreshing} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
        <FitVehicleLabel value={garageReplaced ? null : fitLabel}>
          <ResultList parts={shown.parts} featured={shown.featured} />
        </FitVehicleLabel>
      </div>
      <Pagination page={shown.page} totalPages={shown.totalPages} hrefFor={(page) => searchHref({ ...state, page })} />
    </div>
  );
}
