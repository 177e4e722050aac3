/**
 * The part of a query result a presentational section needs to draw its loading, error and data
 * states. A TanStack `UseQueryResult` satisfies it, so pages pass query results straight through.
 */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
}
