/**
 * The understanding stage's line of `npm run bench:search -- --by-class`: what query understanding
 * (corrections, synonyms, the vehicle and the part types in the words, the brands they name) adds to
 * a search, timed in this process over the vocabulary the server reads from the benchmark catalog.
 *
 * It runs what the search service runs before either engine, on every request of the mix whose words
 * the service understands: those with words, but not an exact part number (searched as typed, never
 * understood). Searches without words pay nothing for it and are left out, so the figures are those
 * of a search that does pay. The vocabulary is read once, as the server's cache holds it between
 * re-reads; reading it is not part of a search.
 */
import { partNumberOfQuery } from '../src/shared/rules/part-number';
import { brandsNamedIn, understandQuery } from '../src/shared/rules/query-understanding';
import type { Database } from '../src/server/db/client';
import { isExactPartNumber } from '../src/server/modules/search/engines/sql/search.queries';
import { loadVocabulary } from '../src/server/modules/search/search.vocabulary';
import type { MixEntry } from './search-mix';

const WARM_UP_ROUNDS = 5;
const ROUNDS = 40;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The words of each request the service would understand. */
async function understoodTexts(db: Database, entries: MixEntry[]): Promise<string[]> {
  const texts: string[] = [];
  for (const entry of entries) {
    const q = new URL(entry.path, 'http://bench').searchParams.get('q')?.trim();
    if (!q) continue;
    const number = partNumberOfQuery(q);
    if (number && (await isExactPartNumber(db, number))) continue;
    texts.push(q);
  }
  return texts;
}

export async function timeUnderstanding(db: Database, entries: MixEntry[], partCount: number): Promise<string> {
  const vocabulary = await loadVocabulary(db);
  const texts = await understoodTexts(db, entries);
  if (texts.length === 0) throw new Error('the query mix has no words to understand');
  const currentYear = new Date().getUTCFullYear();
  const understand = (q: string) => {
    const understood = understandQuery(q, vocabulary, { currentYear, correct: true, readVehicle: true });
    return brandsNamedIn(understood.correctedQuery ?? q, vocabulary).length + understood.partTypes.length;
  };
  // Kept, so the work cannot be optimised away.
  let sink = 0;
  const samples: number[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    for (const q of texts) {
      const started = performance.now();
      sink += understand(q);
      const ms = performance.now() - started;
      if (round >= WARM_UP_ROUNDS) samples.push(ms);
    }
  }
  if (sink < 0) throw new Error('unreachable');
  samples.sort((a, b) => a - b);
  const parts = partCount >= 1000 ? `${Math.round(partCount / 1000)}k` : String(partCount);
  return `understanding stage (in process, ${parts} parts): p50 ${percentile(samples, 0.5).toFixed(3)} ms, p90 ${percentile(samples, 0.9).toFixed(3)} ms`;
}
