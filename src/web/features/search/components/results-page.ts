import type { SearchResponse } from '@shared/schemas/search';

/** One page of results as the list shows it: the catalog's, or the live search's when it replaces them. */
export type ResultsPage = Pick<SearchResponse, 'parts' | 'featured' | 'total' | 'page' | 'pageSize' | 'totalPages'>;
