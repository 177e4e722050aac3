import type { Database } from '../../db/client';
import { findFacets, type FacetName, type FacetRows } from './search.queries';
import type { SearchCriteria } from './search.sql';

/** The search a facet counts over: every filter but its own. */
function withoutOwnFilter(name: FacetName, c: SearchCriteria): SearchCriteria {
  switch (name) {
    case 'categories':
      return c.categoryId === undefined ? c : { ...c, categoryId: undefined };
    case 'vendors':
      return c.vendorIds?.length ? { ...c, vendorIds: undefined } : c;
    case 'brands':
      return c.brands?.length ? { ...c, brands: undefined } : c;
  }
}

const FACETS: readonly FacetName[] = ['categories', 'vendors', 'brands'];

/**
 * Sidebar counts as comparison sites show them: each facet counts the results of the search without
 * its own filter, so with one vendor ticked the other vendors keep their counts and can be added,
 * while every other filter still narrows them. Facets whose own filter is off share one query.
 */
export async function searchFacets(db: Database, c: SearchCriteria): Promise<FacetRows> {
  const groups = new Map<SearchCriteria, FacetName[]>();
  for (const name of FACETS) {
    const criteria = withoutOwnFilter(name, c);
    groups.set(criteria, [...(groups.get(criteria) ?? []), name]);
  }
  const parts = await Promise.all([...groups].map(([criteria, names]) => findFacets(db, criteria, names)));
  return Object.assign({ categories: [], vendors: [], brands: [] }, ...parts) as FacetRows;
}
