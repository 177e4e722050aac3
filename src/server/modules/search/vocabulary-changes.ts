/**
 * Word of a change to what query understanding reads (the synonym table), from the console to the
 * search services in this process, so the next search reads the table afresh instead of up to a
 * minute later. In-process only: another server process re-reads on its own minute.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Call `listener` after every change; returns how to stop. */
export function onVocabularyChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceVocabularyChange(): void {
  for (const listener of listeners) listener();
}
