import { filterOfFacet, SEARCH_FILTER_SPECS } from './filters';
import { SEARCH_FILTERS, type SearchFacetName as FacetName } from '@shared/rules/search-filters';
import { catalogPartType } from '@shared/part-types';
import type { SearchCriteria } from './criteria';

/** The search a facet counts over: every filter but its own (the same criteria when its own is off). */
function withoutOwnFilter(name: FacetName, c: SearchCriteria): SearchCriteria {
  const own = SEARCH_FILTER_SPECS[filterOfFacet(name)];
  return own.isOn(c) ? own.off(c) : c;
}

export const FACETS: readonly FacetName[] = SEARCH_FILTERS.flatMap((filter) => (filter.facet ? [filter.facet] : []));

export interface FacetPlan {
  /** Facets whose own filter is off: they count the results themselves, in the page's query. */
  withResults: FacetName[];
  /** Facets counted over a wider search, grouped so facets sharing one search share one query. */
  wider: [SearchCriteria, FacetName[]][];
}

/**
 * Sidebar counts as comparison sites show them: each facet counts the results of the search without
 * its own filter, so with one vendor ticked the other vendors keep their counts and can be added,
 * while every other filter still narrows them.
 */
export function planFacets(c: SearchCriteria): FacetPlan {
  const withResults: FacetName[] = [];
  const wider = new Map<SearchCriteria, FacetName[]>();
  for (const name of FACETS) {
    const criteria = withoutOwnFilter(name, c);
    if (criteria === c) withResults.push(name);
    else wider.set(criteria, [...(wider.get(criteria) ?? []), name]);
  }
  return { withResults, wider: [...wider] };
}

/** Names compared as `localeCompare(…, 'en')` compares them, with one collator instead of one per comparison. */
const byName = new Intl.Collator('en').compare;

export interface PartTypeFacetEntry {
  id: string;
  name: string;
  count: number;
}

/**
 * The part-type facet from each engine's counts by part type id, shaped here once so both list it
 * alike: the catalog's names, most results first, then by name. A type the catalog does not list is
 * left out: the `partType` parameter could not ask for it.
 */
export function partTypeFacet(counts: Iterable<{ id: string; count: number }>): PartTypeFacetEntry[] {
  const entries: PartTypeFacetEntry[] = [];
  for (const { id, count } of counts) {
    const type = catalogPartType(id);
    if (type && count > 0) entries.push({ id, name: type.name, count });
  }
  return entries.sort((a, b) => b.count - a.count || byName(a.name, b.name) || (a.id < b.id ? -1 : 1));
}
