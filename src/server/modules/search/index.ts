/**
 * Search: its routes and service, the in-process index behind it (loaded and closed by the composition
 * root), the popularity refresh, the catalog's vocabulary (read by the assistant too), and which part
 * types no search word names.
 */
export { createVocabularyCache, type VocabularyCache } from './search.vocabulary';
export { searchRoutes } from './search.routes';
export { createSearchService } from './search.service';
export { createSearchIndex } from './engines/index/search-index';
export { startPopularityRefresh } from './popularity';
export { partTypesWithoutSynonyms } from './part-type-coverage';
