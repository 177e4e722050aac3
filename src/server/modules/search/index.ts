/** Search: its routes and the popularity refresh, the catalog's vocabulary (read by the assistant too), and the word of a synonym change (the app hands it to the console's catalog). */
export { createVocabularyCache } from './search.vocabulary';
export { announceVocabularyChange } from './vocabulary-changes';
export { searchRoutes } from './search.routes';
export { startPopularityRefresh } from './popularity';
