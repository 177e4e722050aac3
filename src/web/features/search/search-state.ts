import { OFFER_FILTER_NAMES, offerFilterRecord, type OfferFilterName } from '@shared/rules/offer-filters';
import { SEARCH_SORTS, type SearchSort } from '@shared/schemas/constants';
import { isPartTypeId } from '@shared/part-types';

/**
 * Everything the results page shows is decided by its address, so reload, back and shared links
 * give the same view. This file reads and writes that state; it knows nothing about React.
 */
/** With one flag per offer filter (rules/offer-filters.ts): `hasFreeShipping`, `inStock`... */
export interface SearchState extends Record<OfferFilterName, boolean> {
  q: string;
  /** Make and model slugs, as the home page sends them. */
  make?: string;
  model?: string;
  year?: number;
  categoryId?: number;
  /** Dollar amounts as text ("49.99"); absent means no bound. */
  minPrice?: string;
  maxPrice?: string;
  vendorIds: number[];
  brands: string[];
  /** Catalog part type ids ticked ("brake-pads-front"): the address's `partType`. */
  partType: string[];
  /** Search the words as typed, without the corrections ("search instead for …"). */
  literal?: boolean;
  sort: SearchSort;
  page: number;
}

export const DEFAULT_SORT: SearchSort = 'price_asc';

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

const slug = (value: string | null): string | undefined => {
  const text = value?.trim().toLowerCase();
  return text && /^[a-z0-9-]{1,100}$/.test(text) ? text : undefined;
};

/** Comma-joined (the app's own links) or repeated (a plain HTML form's ticked boxes), or both. */
const list = (values: string[]): string[] =>
  [...new Set(values.join(',').split(',').map((item) => item.trim()).filter(Boolean))];

/**
 * A price bound as typed, cleaned to what the API accepts: a non-negative amount with at most two
 * decimals ("49.999" -> "50", "12.5" -> "12.5"); empty or unreadable text means no bound.
 */
export function cleanPriceBound(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0 || amount > 10_000_000) return undefined;
  return String(Math.round(amount * 100) / 100);
}

/** What the price fields say when the lower bound is above the upper one. */
export const PRICE_RANGE_ERROR = 'Min price must be less than max price';

/** The message for bounds no price can meet (a minimum above the maximum), else undefined. */
export function priceRangeError(min: string | undefined, max: string | undefined): string | undefined {
  return min !== undefined && max !== undefined && Number(min) > Number(max) ? PRICE_RANGE_ERROR : undefined;
}

/** The state in an address's query string; anything unreadable is ignored rather than refused. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const year = positiveInt(params.get('year'));
  return {
    q: (params.get('q') ?? '').trim(),
    make: slug(params.get('make')),
    model: slug(params.get('model')),
    year: year && year >= 1900 && year <= 2100 ? year : undefined,
    categoryId: positiveInt(params.get('categoryId')),
    minPrice: cleanPriceBound(params.get('minPrice')),
    maxPrice: cleanPriceBound(params.get('maxPrice')),
    vendorIds: list(params.getAll('vendorIds')).map((id) => positiveInt(id)).filter((id): id is number => id !== undefined),
    brands: list(params.getAll('brands')),
    partType: list(params.getAll('partType')).filter(isPartTypeId),
    ...offerFilterRecord((name) => params.get(name) === 'true'),
    literal: params.get('literal') === 'true' || undefined,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : DEFAULT_SORT,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query string for a state; defaults are left out so addresses stay short. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  };
  set('q', state.q);
  set('make', state.make);
  set('year', state.year);
  set('model', state.model);
  set('categoryId', state.categoryId);
  set('minPrice', state.minPrice);
  set('maxPrice', state.maxPrice);
  set('vendorIds', state.vendorIds.join(','));
  set('brands', state.brands.join(','));
  set('partType', state.partType.join(','));
  for (const name of OFFER_FILTER_NAMES) set(name, state[name] && 'true');
  set('literal', state.literal === true && 'true');
  if (state.sort !== DEFAULT_SORT) set('sort', state.sort);
  if (state.page > 1) set('page', state.page);
  return params;
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
