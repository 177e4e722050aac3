import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Queries a server render asked for that have not been loaded yet. On the server, useQuery only
 * registers its query (fetching is an effect, and effects do not run there), so after a render the
 * cache lists exactly what the page wants, with the same keys and fetch functions the browser uses.
 * Disabled queries (waiting for a click or for another query's answer) are left alone.
 */
export function queriesToLoad(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

function isEnabled(query: Query): boolean {
  // `enabled` is an observer option; the query keeps its latest observer's options.
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Whether any query the page rendered with failed (a 404 part, a lost session...). */
export function hasFailedQuery(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

/**
 * The HTTP status a failed query's error carries: ApiRequestError's, or that of an error a page made
 * from one (the part page's PartLookupError keeps the status for its own message).
 */
function httpStatusOf(error: unknown): number | undefined {
  return error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** Whether a query the page rendered with was answered 404: the page shows that its subject does not exist. */
export function hasNotFoundQuery(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => httpStatusOf(query.state.error) === 404);
}
