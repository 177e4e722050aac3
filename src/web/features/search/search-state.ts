import { OFFER_FILTER_NAMES, offerFilterRecord } from '@shared/rules/offer-filters';
import { readSearchAddress, type SearchState, writeSearchParams } from './search-address';

/**
 * Everything the results page shows is decided by its address, so reload, back and shared links
 * give the same view. This file reads and writes that state (each parameter as search-address.ts
 * describes it); it knows nothing about React.
 */
export { cleanPriceBound, DEFAULT_SORT, type SearchState } from './search-address';

/** What the price fields say when the lower bound is above the upper one. */
export const PRICE_RANGE_ERROR = 'Min price must be less than max price';

/** The message for bounds no price can meet (a minimum above the maximum), else undefined. */
export function priceRangeError(min: string | undefined, max: string | undefined): string | undefined {
  return min !== undefined && max !== undefined && Number(min) > Number(max) ? PRICE_RANGE_ERROR : undefined;
}

/** The state in an address's query string; anything unreadable is ignored rather than refused. */
export function parseSearchState(params: URLSearchParams): SearchState {
  return readSearchAddress(params);
}

/** The query string for a state; defaults are left out so addresses stay short. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  return writeSearchParams(state, { withDefaults: false });
}

/**
 * The address's other fields, as hidden inputs of a plain GET form that changes only `fields` (the
 * sort box, the filter sidebar): submitted without the app's code, the form keeps the rest of the
 * search and goes back to page 1.
 */
export function otherSearchFields(state: SearchState, fields: readonly string[]): [string, string][] {
  return [...searchStateToParams(state)].filter(([key]) => key !== 'page' && !fields.includes(key));
}

export function searchHref(state: SearchState): string {
  const query = searchStateToParams(state).toString();
  return query ? `/search?${query}` : '/search';
}

/** Any change of what is searched starts again at page 1. */
export function withChanges(state: SearchState, changes: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...changes, page: 1 };
}

/** Whether any sidebar filter (price, vendor, brand, part type, offer filters) narrows the results. */
export function hasListingFilters(state: SearchState): boolean {
  return (
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.vendorIds.length > 0 ||
    state.brands.length > 0 ||
    state.partType.length > 0 ||
    OFFER_FILTER_NAMES.some((name) => state[name])
  );
}

export function withoutListingFilters(state: SearchState): SearchState {
  return withChanges(state, {
    minPrice: undefined,
    maxPrice: undefined,
    vendorIds: [],
    brands: [],
    partType: [],
    ...offerFilterRecord(() => false),
  });
}

/** How many sidebar filters are on (the price range counts once), for the mobile Filters button. */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    state.vendorIds.length +
    state.brands.length +
    state.partType.length +
    OFFER_FILTER_NAMES.filter((name) => state[name]).length
  );
}
