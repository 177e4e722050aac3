import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SearchResponse, searchResponseSchema } from '@shared/schemas/search';
import { getJson } from '@web/lib/api';

const fetchSearch = (params: URLSearchParams) => getJson(`/api/parts/search?${params}`, searchResponseSchema);

/**
 * One page of results. The previous page stays on screen while the next one loads, so paging and
 * filtering do not flash a skeleton. `params` null means there is nothing to search for yet.
 */
export function useSearchParts(params: URLSearchParams | null) {
  return useQuery({
    queryKey: ['parts-search', params?.toString()],
    queryFn: () => fetchSearch(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

type Facets = SearchResponse['facets'];

/** The same search without one filter and with a single row: the counts that filter chooses from. */
function useFacetsWithout(params: URLSearchParams | null, filter: 'vendorIds' | 'brands') {
  const active = params?.has(filter) ?? false;
  const base = new URLSearchParams(params ?? undefined);
  base.delete(filter);
  base.delete('sort');
  base.set('page', '1');
  base.set('pageSize', '1');
  return useQuery({
    queryKey: ['parts-search', base.toString()],
    queryFn: () => fetchSearch(base),
    enabled: active,
    placeholderData: keepPreviousData,
    select: (data) => data.facets,
  });
}

/**
 * Vendor and brand counts for the sidebar. The search answer counts only what matches every
 * filter, so once a vendor is ticked the others would vanish from the list and could not be
 * added; while a vendor (or brand) filter is on, its list comes from the search without it.
 */
export function useSidebarFacets(params: URLSearchParams | null, results: Facets | undefined): Facets | undefined {
  const vendorBase = useFacetsWithout(params, 'vendorIds');
  const brandBase = useFacetsWithout(params, 'brands');
  if (!results) return undefined;
  return {
    categories: results.categories,
    vendors: params?.has('vendorIds') ? (vendorBase.data?.vendors ?? results.vendors) : results.vendors,
    brands: params?.has('brands') ? (brandBase.data?.brands ?? results.brands) : results.brands,
  };
}
