import { categoryListingId, categorySearchHead } from '@shared/rules/page-head';
import { useLocation, useSearchParams } from 'wouter';
import { searchPrerequisite } from '@shared/rules/search';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/constants';
import { Button } from '@web/components/ui/button';
import { useCategories } from '@web/entities/category/api/categories';
import { useVendors } from '@web/entities/vendor/api/vendors';
import { useLiveSearch } from '@web/features/live-search/api/live-search';
import { LiveResultsNotice } from '@web/features/live-search/components/live-results-notice';
import { LiveSearchButton } from '@web/features/live-search/components/live-search-button';
import { liveResultsPage } from '@web/features/live-search/live-search-rules';
import { useSearchParts } from '@web/features/search/api/search-parts';
import { ActiveFilters } from '@web/features/search/components/active-filters';
import { CategoryFilter } from '@web/features/search/components/category-filter';
import { ImpossiblePriceRange, NoResults, SelectCategory, SelectVehicleFirst } from '@web/features/search/components/empty-states';
import { FilterSidebar } from '@web/features/search/components/filter-sidebar';
import { NoResultsNext } from '@web/features/search/components/no-results-next';
import { MobileFilters } from '@web/features/search/components/mobile-filters';
import { Pagination } from '@web/features/search/components/pagination';
import { PastLastPage } from '@web/features/search/components/past-last-page';
import { RefinePanel } from '@web/features/search/components/refine-panel';
import { ResultList } from '@web/features/search/components/result-list';
import { QueryInterpretation } from '@web/features/search/components/query-interpretation';
import { ResultsHeading } from '@web/features/search/components/results-heading';
import { ResultsSkeleton } from '@web/features/search/components/results-skeleton';
import { ResultsSummary } from '@web/features/search/components/results-summary';
import { ResultsToolbar } from '@web/features/search/components/results-toolbar';
import { SearchBox } from '@web/features/search/components/search-box';
import { SearchError } from '@web/features/search/components/search-error';
import { SearchLayout } from '@web/features/search/components/search-layout';
import { SortControl } from '@web/features/search/components/sort-control';
import { searchTitle } from '@web/features/search/components/search-title';
import { searchRequestParams } from '@web/features/search/search-request';
import {
  activeFilterCount,
  hasListingFilters,
  otherSearchFields,
  parseSearchState,
  priceRangeError,
  type SearchState,
  searchHref,
  withChanges,
  withoutListingFilters,
} from '@web/features/search/search-state';
import { useGarage } from '@web/features/vehicle/api/use-garage';
import { useActiveVehicle } from '@web/features/vehicle/api/garage-api';
import { FilterChip } from '@web/components/ui/filter-chip';
import { FitVehicleLabel } from '@web/features/search/components/fit-line';
import { useState } from 'react';
import { AppliedVehicle } from '@web/features/vehicle/components/applied-vehicle';
import { GarageNote } from '@web/features/vehicle/components/garage-note';
import { VehicleSelector } from '@web/features/vehicle/components/vehicle-selector';
import { useEnhancedModels, useMakes } from '@web/lib/catalog-queries';
import { pageOrigin } from '@web/lib/page-origin';
import { plainHead, usePageHead } from '@web/lib/use-page-head';
import { describeVehicle, isCompleteVehicle, type VehicleChoice } from '@web/lib/vehicle-choice';

/**
 * The garage vehicle's variant, engine and body, so each result's verdict weighs them too, and the
 * word that it is the garage's: a car named in the search's words replaces it.
 */
function withGarageQualifiers(params: URLSearchParams, vehicle: { variant: string | null; engine: string | null; body: string | null } | null): URLSearchParams {
  if (vehicle) params.set('garage', 'true');
  if (vehicle?.variant) params.set('variant', vehicle.variant);
  if (vehicle?.engine) params.set('engine', vehicle.engine);
  if (vehicle?.body) params.set('body', vehicle.body);
  return params;
}

/** /search: every bit of state lives in the address. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const addressState = parseSearchState(params);
  // My Garage's active vehicle applies as a fitment filter (a removable chip) while the address
  // names no vehicle of its own.
  const active = useActiveVehicle();
  const [garageChipRemoved, setGarageChipRemoved] = useState(false);
  const garageVehicle = active.vehicle && !garageChipRemoved && !addressState.make && !addressState.model ? active.vehicle : null;
  const state = garageVehicle ? { ...addressState, make: garageVehicle.make, model: garageVehicle.model, year: garageVehicle.year } : addressState;
  const go = (next: SearchState) => navigate(searchHref(next));
  const change = (changes: Partial<SearchState>) => go(withChanges(addressState, changes));
  const clearFilters = () => go(withoutListingFilters(addressState));

  // Names for headings and chips; the same cached lists the selectors use.
  const makes = useMakes();
  const categories = useCategories();
  const vendors = useVendors();
  const make = makes.data?.find((m) => m.slug === state.make);
  const models = useEnhancedModels(make?.id, state.year);
  const model = models.data?.find((m) => m.slug === state.model);
  const vehicle: VehicleChoice = {
    make: state.make,
    makeName: make?.name,
    year: state.year,
    model: state.model,
    modelName: model?.displayName,
  };
  const vehicleName = state.make ? describeVehicle(vehicle) : undefined;
  const fitLabel = garageVehicle?.label ?? (state.model && state.year ? (vehicleName ?? null) : null);
  const category = categories.data?.find((c) => c.id === state.categoryId);
  const garage = useGarage();

  const prerequisite = searchPrerequisite(state);
  // A minimum above the maximum matches nothing by definition: the fields say so, and nothing is searched.
  const priceError = priceRangeError(state.minPrice, state.maxPrice);
  // Whether the make param is a catalog slug decides between a fitment filter and the query prefix,
  // so a search with a make waits for the makes list (a failed list sends the make as it is).
  const request =
    prerequisite === 'ready' && !priceError && active.ready && !(state.make && makes.isPending)
      ? withGarageQualifiers(searchRequestParams(state, makes.data ? make !== undefined : true), garageVehicle)
      : null;
  const results = useSearchParts(request);
  const data = request ? results.data : undefined;
  // The server read another car in the words than the garage's: the page speaks of that one.
  const garageReplaced = garageVehicle !== null && data?.vehicle?.source === 'query';
  const pageVehicleName = garageReplaced ? undefined : vehicleName;
  // The selector and the live search then go by the address alone: the words name the car.
  const searchedState = garageReplaced ? addressState : state;
  const selectorVehicle: VehicleChoice = garageReplaced ? { make: addressState.make, year: addressState.year, model: addressState.model } : vehicle;
  // Each facet counts the search without its own filter (server side), so ticked vendors keep the rest listed.
  const facets = data?.facets;
  // Live search: once pressed, its parts replace the catalog's while it has any.
  const liveSearch = useLiveSearch(
    searchedState.q ? { q: searchedState.q, make: searchedState.make, model: searchedState.model, year: searchedState.year } : null,
    searchHref({ ...searchedState, page: 1 }),
  );
  const liveResults = liveSearch.replacingResults
    ? liveResultsPage(liveSearch.replacingResults, state.page, DEFAULT_PAGE_SIZE)
    : undefined;
  const shown = liveResults ?? data;

  const title = searchTitle({ q: state.q, categoryName: category?.name, vehicleName: pageVehicleName });
  // A plain category listing is the one indexable search; its head comes from the builder the server uses too.
  const isCategoryListing = category !== undefined && categoryListingId(params) === category.id;
  usePageHead(
    isCategoryListing
      ? categorySearchHead(category, pageOrigin())
      : plainHead(
          state.q || title,
          `Compare prices${state.q ? ` on ${state.q}` : ''}${pageVehicleName ? ` for ${pageVehicleName}` : ''} across specialty retailers: shipping, stock and delivery side by side.`,
        ),
  );

  // The vehicle chip's ✕: a vehicle read from the words leaves with its words; a chosen one is cleared.
  const withoutVehicle =
    data?.vehicle?.source === 'query'
      ? withChanges(addressState, { q: data.remainingText ?? '' })
      : withChanges(state, { make: undefined, model: undefined, year: undefined });
  const applyVehicle = (next: VehicleChoice) => change({ make: next.make, year: next.year, model: next.model });
  const garageDiffers =
    garage.vehicle &&
    (garage.vehicle.make !== searchedState.make || garage.vehicle.year !== searchedState.year || garage.vehicle.model !== searchedState.model);
  const vendorName = (id: number) =>
    facets?.vendors.find((v) => v.id === id)?.name ?? vendors.data?.find((v) => v.id === id)?.name ?? `Vendor ${id}`;

  const categoryButtons = (className?: string) => (
    <CategoryFilter
      className={className}
      categories={categories.data}
      selectedId={state.categoryId}
      onSelect={(categoryId) => change({ categoryId })}
      keep={otherSearchFields(state, ['categoryId'])}
    />
  );
  const sidebar = (idPrefix: string) => (
    <FilterSidebar
      state={state}
      facets={facets}
      onChange={change}
      onClear={clearFilters}
      vendorName={vendorName}
      idPrefix={idPrefix}
    />
  );

  const refine = (idPrefix: string, plain = false) => (
    <>
      <RefinePanel
        plain={plain}
        title="Your vehicle"
        action={
          // A complete vehicle has its own Clear, beside Save to My Garage.
          searchedState.make && !isCompleteVehicle(selectorVehicle) && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => applyVehicle({})}>
              Clear
            </Button>
          )
        }
      >
        <VehicleSelector
          idPrefix={`${idPrefix}-vehicle`}
          value={selectorVehicle}
          onChange={applyVehicle}
          showVariant={false}
          // The sheet is narrow at every width; the column is wide enough for three across until xl.
          className={plain ? 'grid-cols-1 sm:grid-cols-1' : 'sm:grid-cols-3 md:grid-cols-3 xl:grid-cols-1'}
        />
        {!(garageVehicle && !garageReplaced) && <AppliedVehicle className="mt-3" vehicle={selectorVehicle} onClear={() => applyVehicle({})} />}
        {garageDiffers && <GarageNote className="mt-3" onUse={applyVehicle} />}
      </RefinePanel>
      {prerequisite !== 'select-category' && (
        <RefinePanel plain={plain} title="Categories">
          {categoryButtons()}
        </RefinePanel>
      )}
    </>
  );

  const body = () => {
    if (prerequisite === 'select-vehicle') {
      return (
        <SelectVehicleFirst categoryName={category?.name}>
          {garage.vehicle && (
            <Button onClick={() => applyVehicle(garage.vehicle!)}>Use my {describeVehicle(garage.vehicle)}</Button>
          )}
        </SelectVehicleFirst>
      );
    }
    if (prerequisite === 'select-category') {
      return (
        <SelectCategory vehicleName={vehicleName ?? 'vehicle'}>
          <div className="mt-2">{categoryButtons('justify-center')}</div>
        </SelectCategory>
      );
    }
    if (priceError) return <ImpossiblePriceRange onClearPrice={() => change({ minPrice: undefined, maxPrice: undefined })} />;
    if (results.error && !liveResults) return <SearchError onRetry={() => void results.refetch()} />;
    if (!shown) return <ResultsSkeleton />;
    if (shown.total === 0) {
      const garageCar = active.vehicle
        ? { make: active.vehicle.make, model: active.vehicle.model, year: active.vehicle.year, label: active.vehicle.label }
        : null;
      return (
        <NoResults
          query={state.q}
          // The vehicle the server searched for (chosen, the garage's, or named in the words), if any.
          vehicleName={data?.vehicle?.label}
          filtered={hasListingFilters(state) || state.categoryId !== undefined}
          onClearFilters={hasListingFilters(state) ? clearFilters : undefined}
        >
          <NoResultsNext
            categories={categories.data}
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
        {liveResults && <LiveResultsNotice count={liveResults.total} onShowCatalog={liveSearch.dismiss} />}
        <div aria-busy={refreshing} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
          <FitVehicleLabel value={garageReplaced ? null : fitLabel}>
            <ResultList parts={shown.parts} featured={shown.featured} />
          </FitVehicleLabel>
        </div>
        <Pagination page={shown.page} totalPages={shown.totalPages} hrefFor={(page) => searchHref({ ...state, page })} />
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <SearchBox
        query={state.q}
        onSearch={(q) => change({ q })}
        onSearchVehicle={(q) => change({ q, make: undefined, model: undefined, year: undefined })}
        keep={otherSearchFields(state, ['q'])}
        emptySubmitted={params.has('q') && state.q === ''}
      />
      <ResultsHeading title={title} subtitle={state.q && pageVehicleName ? `for ${pageVehicleName}` : undefined} />
      {!liveResults && (
        <QueryInterpretation
          typed={state.q}
          // The garage's vehicle has its own chip, which says so (below, with the filters).
          answer={garageVehicle && !garageReplaced && data ? { ...data, vehicle: null } : data}
          asTypedHref={searchHref(withChanges(state, { literal: true }))}
          withoutVehicleHref={searchHref(withoutVehicle)}
          onRemoveVehicle={() => go(withoutVehicle)}
          choiceHref={(choice) =>
            choice.makeSlug && choice.modelSlug
              ? searchHref(withChanges(addressState, { q: data?.remainingText ?? '', make: choice.makeSlug, model: choice.modelSlug, year: data?.vehicle?.year ?? undefined }))
              : null
          }
        />
      )}
      <SearchLayout filters={prerequisite === 'ready' ? sidebar('filters') : undefined} refine={refine('results')}>
        <ResultsToolbar divided={prerequisite === 'ready'}>
          <div className="flex flex-wrap items-center gap-3">
            {prerequisite === 'ready' && (
              <MobileFilters activeCount={activeFilterCount(state)} resultCount={shown?.total}>
                <div className="flex flex-col gap-6 pt-6">
                  {refine('sheet', true)}
                  {sidebar('sheet-filters')}
                </div>
              </MobileFilters>
            )}
            <ResultsSummary
              total={shown?.total}
              page={state.page}
              pageSize={shown?.pageSize ?? DEFAULT_PAGE_SIZE}
              loading={!liveResults && request !== null && (results.isPending || results.isPlaceholderData)}
            />
            {prerequisite === 'ready' && <SortControl value={state.sort} onChange={(sort) => change({ sort })} keep={otherSearchFields(state, ['sort'])} />}
            {prerequisite === 'ready' && <LiveSearchButton live={liveSearch} query={state.q} />}
          </div>
          {garageVehicle && !garageReplaced && (
            <FilterChip label={garageVehicle.label} source="From My Garage" onRemove={() => setGarageChipRemoved(true)} />
          )}
          <ActiveFilters state={addressState} vendorName={vendorName} onChange={change} onClear={clearFilters} />
        </ResultsToolbar>
        {body()}
      </SearchLayout>
    </div>
  );
}
