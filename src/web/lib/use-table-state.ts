import { useState } from 'react';

// A type, not an interface: it is spread into query strings, which take any record of values.
export type TableState<S extends string> = {
  q: string;
  sort: S;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/**
 * What a console table asks the server for: filter text, sort column and direction, page. A new filter
 * or sort goes back to the first page.
 */
export function useTableState<S extends string>(initial: Omit<TableState<S>, 'page' | 'q'> & { q?: string }) {
  const [state, setState] = useState<TableState<S>>({ q: '', page: 1, ...initial });
  return {
    state,
    setFilter: (q: string) => setState((s) => ({ ...s, q, page: 1 })),
    setSort: ({ sort, dir }: { sort: string; dir: 'asc' | 'desc' }) => setState((s) => ({ ...s, sort: sort as S, dir, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  };
}
