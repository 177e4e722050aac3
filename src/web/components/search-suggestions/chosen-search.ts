import type { Suggestion } from '@shared/schemas/suggest';
import { foldedWords } from '@shared/rules/query-understanding';

/**
 * What to search for when a suggestion is chosen: the suggestion, after the words already typed that
 * it does not repeat ("e46 brake p" + Front Brake Pad Set → "e46 Front Brake Pad Set"). The last word,
 * which the suggestion completed, goes. A part number is searched alone.
 */
export function chosenSearchText(typed: string, suggestion: Pick<Suggestion, 'group' | 'q'>): string {
  if (suggestion.group === 'number') return suggestion.q;
  const tokens = typed.trim().split(/\s+/).filter(Boolean).slice(0, -1);
  const chosen = new Set(foldedWords(suggestion.q));
  const kept = tokens.filter((token) => !foldedWords(token).every((word) => chosen.has(word) || chosen.has(word.replace(/s$/, ''))));
  return [...kept, suggestion.q].join(' ');
}
