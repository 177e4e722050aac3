import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const searchResponse = () => import('@shared/schemas/search').then((module) => module.searchResponseSchema);

const fetchSearch = (params: URLSearchParams) => getJson(`/api/parts/search?${params}`, searchResponse);

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
