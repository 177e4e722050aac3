/**
 * Picks the parts of a guide (steps, cautions, sections) a question is about. Matching is by rough word
 * roots, which is enough to tell "drain plug torque" apart from "refill the oil" inside one guide.
 */
import { words } from './assistant.terms';

/** A crude English root: "plugs" -> "plug", "draining" -> "drain", "torqued" -> "torqu". */
export function root(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/(ies|es|s|ing|ed|e)$/, '');
}

export function roots(text: string): Set<string> {
  return new Set(words(text).map(root));
}

/**
 * Roots of the question's subject words the guide's title does not already contain: what the question
 * asks about within the guide ("drain", "plug", "torqu" for "drain plug torque" on the oil change).
 */
export function specificRoots(subject: string[], guideTitle: string): Set<string> {
  const title = roots(guideTitle);
  return new Set(subject.map(root).filter((r) => !title.has(r)));
}

/** How many of the roots a text contains. */
export function overlap(text: string, wanted: Set<string>): number {
  if (wanted.size === 0) return 0;
  let count = 0;
  for (const r of roots(text)) if (wanted.has(r)) count++;
  return count;
}

/**
 * The items that contain the most of the roots (ties included, at most `max`), in their original order;
 * none when nothing matches. Only the best: "coolant level" details the coolant, not every fluid with a level.
 */
export function mostRelevant<T>(items: T[], text: (item: T) => string, wanted: Set<string>, max: number): T[] {
  const scored = items.map((item, index) => ({ item, index, score: overlap(text(item), wanted) }));
  const top = Math.max(0, ...scored.map((x) => x.score));
  if (top === 0) return [];
  return scored
    .filter((x) => x.score === top)
    .slice(0, max)
    .map((x) => x.item);
}
