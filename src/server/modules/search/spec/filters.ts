/**
 * What each search filter (shared/rules/search-filters.ts) asks of the criteria, for both engines:
 * whether the criteria turn it on, and the criteria without it (what its facet counts over). How a
 * filter applies is each engine's: its SQL in engines/sql/filters.ts, its bitmap or offer test in
 * engines/index/filters.ts. All three maps are typed by the filter names, so a filter added to the
 * shared list does not compile until the spec and both engines say what it does.
 */
import { SEARCH_FILTERS, type SearchFacetName, type SearchFilterName } from '@shared/rules/search-filters';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchCriteria } from './criteria';

export interface FilterSpec {
  isOn(c: SearchCriteria): boolean;
  /** The criteria without this filter. */
  off(c: SearchCriteria): SearchCriteria;
}

const offerFlagFilter = (name: OfferFilterName): FilterSpec => ({
  isOn: (c) => c.offerFilters?.includes(name) ?? false,
  off: (c) => ({ ...c, offerFilters: c.offerFilters?.filter((other) => other !== name) }),
});

export const SEARCH_FILTER_SPECS: Record<SearchFilterName, FilterSpec> = {
  category: { isOn: (c) => c.categoryId !== undefined, off: (c) => ({ ...c, categoryId: undefined }) },
  vehicle: {
    isOn: (c) => c.makeId !== undefined || c.modelId !== undefined || c.year !== undefined,
    off: (c) => ({ ...c, makeId: undefined, modelId: undefined, year: undefined }),
  },
  brand: { isOn: (c) => (c.brands?.length ?? 0) > 0, off: (c) => ({ ...c, brands: undefined }) },
  partType: { isOn: (c) => (c.partTypeFilter?.length ?? 0) > 0, off: (c) => ({ ...c, partTypeFilter: undefined }) },
  price: {
    isOn: (c) => c.minPriceCents !== undefined || c.maxPriceCents !== undefined,
    off: (c) => ({ ...c, minPriceCents: undefined, maxPriceCents: undefined }),
  },
  vendor: { isOn: (c) => (c.vendorIds?.length ?? 0) > 0, off: (c) => ({ ...c, vendorIds: undefined }) },
  hasFreeShipping: offerFlagFilter('hasFreeShipping'),
  hasSameDayShipping: offerFlagFilter('hasSameDayShipping'),
  hasNextDayDelivery: offerFlagFilter('hasNextDayDelivery'),
  inStock: offerFlagFilter('inStock'),
};

/** The filters the criteria ask for, in the registry's order, with their shared definitions. */
export function filtersOn(c: SearchCriteria) {
  return SEARCH_FILTERS.filter((filter) => SEARCH_FILTER_SPECS[filter.name].isOn(c));
}

/** The filter whose values a facet counts. */
export function filterOfFacet(facet: SearchFacetName): SearchFilterName {
  return SEARCH_FILTERS.find((filter) => filter.facet === facet)!.name;
}
