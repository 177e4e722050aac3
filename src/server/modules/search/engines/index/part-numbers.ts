/**
 * Part-number matching in the index, as the SQL search does it (search.sql.ts numberMatchesCte):
 * an exact hit on a part's own normalized number ranks 1.0 with `exact` 2, on an interchange number 1.0
 * with `exact` 1; near misses by pg_trgm similarity rank similarity times NUMBER_SIMILARITY_WEIGHT
 * when the similarity reaches the `%` threshold.
 *
 * pg_trgm's trigrams of a string: each run of letters and digits, lower-cased, padded with two spaces
 * before and one after, cut into every three consecutive characters; similarity is
 * shared / (trigrams of a + trigrams of b - shared) in float4. Normalized numbers are ASCII letters and
 * digits (with separators a feed may have left); a number with anything outside ASCII would depend on
 * the database's locale, so a catalog with one leaves part-number searches to SQL (`exact` false).
 */
import { NUMBER_SIMILARITY_WEIGHT } from '../../spec/ranking';
import { int32Column, narrowIntColumn, uint8Column } from './columns';
import { PostingLists } from './postings';
import { PackedStrings } from './packed-strings';

const ALPHABET = ' 0123456789abcdefghijklmnopqrstuvwxyz';
const CODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) CODE[ALPHABET.charCodeAt(i)] = i;
const BASE = ALPHABET.length;
const TRIGRAM_KEYS = BASE * BASE * BASE;

/** The distinct trigrams of `value` as numbers, or null when it has characters outside ASCII. */
export function trigramsOf(value: string): number[] | null {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return null;
  const keys = new Set<number>();
  for (const word of value.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      keys.add((CODE[padded.charCodeAt(i)]! * BASE + CODE[padded.charCodeAt(i + 1)]!) * BASE + CODE[padded.charCodeAt(i + 2)]!);
    }
  }
  return [...keys];
}

export interface NumberHit {
  slot: number;
  rank: number;
  exact: number;
}

const OWN = 0;
const INTERCHANGE = 1;

export class PartNumbers {
  /** False once a number outside ASCII is seen: then matching is left to SQL. */
  exact = true;
  private readonly slot = int32Column();
  private readonly kind = uint8Column();
  private readonly trigramCount = narrowIntColumn();
  private readonly values = new PackedStrings();
  private readonly byTrigram = new PostingLists();
  private readonly pending: number[][] = [];
  /** Scratch counters, one per number, zero between searches. */
  private shared = new Uint8Array(0);
  /**
   * The last search's number and hits, until a number is added: a search for a typed number first asks
   * whether it is some part's exact number, then searches it, and each costs a pass over its lists.
   */
  private last: { value: string; hits: ReadonlyMap<number, NumberHit> } | null = null;

  constructor(private readonly threshold: number) {}

  /** Adds a part's numbers (before `build`, or after it for changed parts). */
  add(slot: number, own: string | null, interchange: string[]): void {
    this.last = null;
    const numbers = own === null ? interchange.map((n) => [INTERCHANGE, n] as const) : [[OWN, own] as const, ...interchange.map((n) => [INTERCHANGE, n] as const)];
    for (const [kind, value] of numbers) {
      const trigrams = trigramsOf(value);
      if (!trigrams) {
        this.exact = false;
        continue;
      }
      const id = this.slot.push(slot);
      this.kind.push(kind);
      this.trigramCount.push(trigrams.length);
      this.values.push(value);
      this.pending.push(trigrams);
      for (const key of trigrams) this.byTrigram.add(key, id);
    }
  }

  /** Builds the trigram posting lists of every number so far. */
  build(): void {
    const pending = this.pending;
    this.byTrigram.build(TRIGRAM_KEYS, pending.length, (id, emit) => pending[id]!.forEach(emit));
    pending.length = 0;
    for (const column of [this.slot, this.kind, this.trigramCount]) column.trim();
    this.values.trim();
  }

  /** Bytes of the numbers, their columns and trigram lists. */
  get byteLength(): number {
    return this.values.byteLength + this.byTrigram.byteLength + [this.slot, this.kind, this.trigramCount].reduce((sum, column) => sum + column.data.byteLength, 0);
  }

  /** The slots (live or dead) having exactly `value` as their own or an interchange number. */
  slotsWithExactly(value: string): number[] {
    return [...this.search(value).values()].filter((hit) => hit.exact > 0).map((hit) => hit.slot);
  }

  /** Hits for a normalized number, one per slot (its best rank and exact kind); dead slots included. */
  search(value: string): ReadonlyMap<number, NumberHit> {
    if (this.last?.value === value) return this.last.hits;
    const hits = new Map<number, NumberHit>();
    const trigrams = trigramsOf(value) ?? [];
    const n = trigrams.length;
    // A number sharing c of the query's n trigrams is at most c/n similar: fewer than this can't reach
    // the threshold (the margin covers float4 rounding at the edge).
    const minShared = Math.max(1, Math.ceil(this.threshold * n - 1e-4));
    // One byte per number keeps the counters in cache; a query has far fewer than 256 trigrams.
    if (this.shared.length < this.slot.length) this.shared = new Uint8Array(this.slot.data.length);
    const shared = this.shared;
    // One pass over the lists counts; the numbers reaching `minShared` are the only ones judged.
    const candidates: number[] = [];
    for (const key of trigrams) this.byTrigram.tally(key, shared, minShared, candidates);
    const isValue = this.values.matcher(value);
    for (const id of candidates) {
      const common = shared[id]!;
      const own = this.kind.data[id] === OWN;
      let rank = -1;
      let exact = 0;
      if (common === n && isValue(id)) {
        rank = 1;
        exact = own ? 2 : 1;
      } else {
        const similarity = Math.fround(common / (this.trigramCount.data[id]! + n - common));
        if (similarity >= this.threshold) rank = similarity * (own ? NUMBER_SIMILARITY_WEIGHT.own : NUMBER_SIMILARITY_WEIGHT.interchange);
      }
      if (rank < 0) continue;
      const slot = this.slot.data[id]!;
      const seen = hits.get(slot);
      hits.set(slot, seen ? { slot, rank: Math.max(seen.rank, rank), exact: Math.max(seen.exact, exact) } : { slot, rank, exact });
    }
    // Zeroing every counter at once costs less than a second walk over the lists.
    shared.fill(0);
    this.last = { value, hits };
    return hits;
  }
}
