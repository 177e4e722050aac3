import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIVE_RESULTS_CACHE_MS } from '@shared/schemas/constants';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const liveSearchResponse = () => import('@shared/schemas/pricing').then((module) => module.liveSearchResponseSchema);

/** What a failed live search throws (and logs). */
export const LIVE_SEARCH_FAILED = 'Live search failed';

/** What the results page searches for; make and model as the address has them (slugs). */
export interface LiveSearchParams {
  q: string;
  make?: string;
  model?: string;
  year?: number;
}

async function fetchLiveSearch(params: LiveSearchParams) {
  const search = new URLSearchParams({ q: params.q });
  if (params.make) search.set('make', params.make);
  if (params.model) search.set('model', params.model);
  if (params.year) search.set('year', String(params.year));
  try {
    return await getJson(`/api/live-search?${search}`, liveSearchResponse);
  } catch (error) {
    console.error('Failed to fetch live results', error);
    throw new Error(LIVE_SEARCH_FAILED, { cause: error });
  }
}

/**
 * Live search on the results page: nothing is asked until `start`, and the
 * answer belongs to the view it was asked from (`scope`, the address without its page): a new
 * query or filter goes back to the catalog results until Live Search is pressed again. Answers
 * are kept 5 minutes, so pressing it again for the same words opens at once.
 */
export function useLiveSearch(params: LiveSearchParams | null, scope: string) {
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const active = params !== null && requestedFor === scope;
  const query = useQuery({
    queryKey: ['live-search', params?.q, params?.make ?? '', params?.model ?? '', params?.year ?? null],
    queryFn: () => fetchLiveSearch(params!),
    enabled: active,
    staleTime: LIVE_RESULTS_CACHE_MS,
    gcTime: LIVE_RESULTS_CACHE_MS,
  });
  const parts = active ? query.data?.parts : undefined;

  return {
    /** The view this live search belongs to. */
    scope,
    /** Whether the button may be pressed: it needs words to search for. */
    available: params !== null,
    active,
    fetching: active && query.isFetching,
    /** Finished for this view, with an answer or an error. */
    settled: active && !query.isFetching && (query.isSuccess || query.isError),
    failed: active && query.isError,
    parts: parts ?? [],
    /** The parts the main results show instead of the catalog's: only a non-empty answer counts. */
    replacingResults: parts && parts.length > 0 ? parts : null,
    start: () => {
      // Pressed again after a failure: ask again rather than show the same failure.
      if (active && query.isError) void query.refetch();
      else setRequestedFor(scope);
    },
    dismiss: () => setRequestedFor(null),
  };
}

export type LiveSearch = ReturnType<typeof useLiveSearch>;
