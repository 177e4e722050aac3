/** Search: the catalog's vocabulary (read by the assistant too), and word changes other modules announce. */
export { createVocabularyCache } from './search.vocabulary';
export { announceVocabularyChange } from './vocabulary-changes';
