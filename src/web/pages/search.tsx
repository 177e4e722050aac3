import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/constants';
import { useLiveSearch } from '@web/features/live-search/api/live-search';
import { LiveResultsNotice } from '@web/features/live-search/components/live-results-notice';
import { LiveSearchButton } from '@web/features/live-search/components/live-search-button';
import { liveResultsPage } from '@web/features/live-search/live-search-rules';
import { useSearchHead } from '@web/features/search/api/use-search-head';
import { useSearchView } from '@web/features/search/api/use-search-view';
import { SearchBody } from '@web/features/search/components/search-body';
import { SearchFilters } from '@web/features/search/components/search-filters';
import { SearchHeader } from '@web/features/search/components/search-header';
import { SearchLayout } from '@web/features/search/components/search-layout';
import { SearchRefine } from '@web/features/search/components/search-refine';
import { SearchToolbar } from '@web/features/search/components/search-toolbar';
import { searchHref } from '@web/features/search/search-state';
import { useActiveVehicle } from '@web/features/vehicle/api/garage-api';
import { useGarage } from '@web/features/vehicle/api/use-garage';
import { AppliedVehicle } from '@web/features/vehicle/components/applied-vehicle';
import { GarageNote } from '@web/features/vehicle/components/garage-note';
import { VehicleSelector } from '@web/features/vehicle/components/vehicle-selector';

/** /search: every bit of state lives in the address; the search feature reads it, the vehicle and live-search features join in. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const active = useActiveVehicle();
  const garage = useGarage();
  const view = useSearchView({ params, active });
  const { state, searchedState, selectorVehicle, garageVehicle, garageReplaced, prerequisite } = view;
  // Live search: once pressed, its parts replace the catalog's while it has any.
  const liveSearch = useLiveSearch(
    searchedState.q ? { q: searchedState.q, make: searchedState.make, model: searchedState.model, year: searchedState.year } : null,
    searchHref({ ...searchedState, page: 1 }),
  );
  const liveResults = liveSearch.replacingResults ? liveResultsPage(liveSearch.replacingResults, state.page, DEFAULT_PAGE_SIZE) : undefined;
  useSearchHead(view);

  const garageDiffers =
    garage.vehicle &&
    (garage.vehicle.make !== searchedState.make || garage.vehicle.year !== searchedState.year || garage.vehicle.model !== searchedState.model);
  const vehicleControls = (idPrefix: string, plain: boolean) => (
    <>
      <VehicleSelector
        idPrefix={`${idPrefix}-vehicle`}
        value={selectorVehicle}
        onChange={view.applyVehicle}
        showVariant={false}
        // The sheet is narrow at every width; the column is wide enough for three across until xl.
        className={plain ? 'grid-cols-1 sm:grid-cols-1' : 'sm:grid-cols-3 md:grid-cols-3 xl:grid-cols-1'}
      />
      {!(garageVehicle && !garageReplaced) && <AppliedVehicle className="mt-3" vehicle={selectorVehicle} onClear={() => view.applyVehicle({})} />}
      {garageDiffers && <GarageNote className="mt-3" onUse={view.applyVehicle} />}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <SearchHeader view={view} liveResultsShown={liveResults !== undefined} />
      <SearchLayout filters={prerequisite === 'ready' ? <SearchFilters view={view} idPrefix="filters" /> : undefined} refine={<SearchRefine view={view} vehicle={vehicleControls('results', false)} />}>
        <SearchToolbar
          view={view}
          shown={liveResults ?? view.data}
          liveResultsShown={liveResults !== undefined}
          sheet={
            <>
              <SearchRefine view={view} plain vehicle={vehicleControls('sheet', true)} />
              <SearchFilters view={view} idPrefix="sheet-filters" />
            </>
          }
          liveSearch={<LiveSearchButton live={liveSearch} query={state.q} />}
        />
        <SearchBody
          view={view}
          liveResults={liveResults}
          liveNotice={<LiveResultsNotice count={liveResults?.total ?? 0} onShowCatalog={liveSearch.dismiss} />}
          garageChoice={garage.vehicle}
        />
      </SearchLayout>
    </div>
  );
}
