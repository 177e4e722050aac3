import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchResponseSchema } from '@shared/schemas/search';
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
