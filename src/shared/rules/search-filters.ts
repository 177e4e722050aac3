import { OFFER_FILTERS } from './offer-filters';

/**
 * Every filter a search can apply, defined once. `level` says what it tests: a part (its category,
 * the vehicles it fits, its brand, its catalog part type) or the part's offers (price, vendor and the offer filters of
 * offer-filters.ts), where a result needs one offer passing every offer filter and shows only those.
 * `facet` names the sidebar list that counts results by this filter's values, each entry counting
 * the search without this filter, so it can be widened.
 *
 * The search engines map each name to how they apply it (`modules/search/spec/filters.ts` on the server), in a
 * map typed by these names, so a filter added here does not compile until both engines say how;
 * the sidebar shows the labels given here.
 */
export const SEARCH_FILTERS = [
  { name: 'category', label: 'Categories', level: 'part', facet: 'categories', params: ['categoryId'] },
  { name: 'vehicle', label: 'Vehicle', level: 'part', facet: null, params: ['make', 'model', 'makeId', 'modelId', 'year'] },
  { name: 'brand', label: 'Brands', level: 'part', facet: 'brands', params: ['brands', 'brandIds'] },
  { name: 'partType', label: 'Part type', level: 'part', facet: 'partTypes', params: ['partType'] },
  { name: 'price', label: 'Price', level: 'offer', facet: null, params: ['minPrice', 'maxPrice'] },
  { name: 'vendor', label: 'Vendors', level: 'offer', facet: 'vendors', params: ['vendorIds'] },
  ...OFFER_FILTERS.map(({ name, label }) => ({ name, label, level: 'offer' as const, facet: null, params: [name] as const })),
] as const satisfies readonly SearchFilterDefinition[];

interface SearchFilterDefinition {
  name: string;
  label: string;
  level: 'part' | 'offer';
  facet: 'categories' | 'vendors' | 'brands' | 'partTypes' | null;
  /** The search address's parameters that set it (their schemas: shared/schemas/search.ts). */
  params: readonly string[];
}

export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export type SearchFilterName = SearchFilter['name'];
export type SearchFacetName = NonNullable<SearchFilter['facet']>;
export type SearchFilterParam = SearchFilter['params'][number];

/** The heading the results page shows over a filter ("Price", "Vendors"). */
export function searchFilterLabel(name: SearchFilterName): string {
  return SEARCH_FILTERS.find((filter) => filter.name === name)!.label;
}
