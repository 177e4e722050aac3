/**
 * The page of an index search, in the order spec/sort-keys.ts gives (as the SQL search's orderBy); and
 * the featured placements among the matches that are not on the page, as its featuredOrderBy.
 * Only the rows up to the page's end are ordered, so a page of a 50,000-part match costs a few
 * passes, not a sort.
 */
import type { PageRow } from '../sql/search.queries';
import type { SearchCriteria } from '../../spec/criteria';
import { NULLABLE_KEYS, sortSteps, type SortKey, type SortStep } from '../../spec/sort-keys';
import { NULL_INT, type CatalogIndex } from './catalog-index';
import type { Promotion } from './index-source';

/**
 * The matching parts with their sort keys, in parallel arrays (the first `length` entries count);
 * `price` and `fastest` hold values only when the order reads them.
 */
export interface Matches {
  slots: Int32Array;
  price: Int32Array;
  fastest: Int32Array;
  rank: Float64Array;
  exact: Int8Array;
  length: number;
  /** False while every rank is 0 (no text ranked) and every exactness 0 (no number hit): the order skips those keys. */
  ranked: boolean;
  anyExact: boolean;
}

type Compare = (a: number, b: number) => number;

/**
 * The comparison of two matches by the sort's keys (spec/sort-keys.ts), nulls (NULL_INT) last in
 * either direction, as the SQL search's ORDER BY orders them.
 */
function comparator(index: CatalogIndex, m: Matches, c: SearchCriteria): Compare {
  const partId = index.partId.data;
  const rating = index.rating10.data;
  const reviews = index.reviewCount.data;
  const steps = sortSteps(c);
  const partTypeCode = index.partTypeCode.data;
  const asked = new Set((c.partTypes ?? []).map((type) => index.partTypeCodeOf(type)).filter((code) => code > 0));
  const keys = steps.map(({ key }) => key);
  const descending = Int8Array.from(steps, (step) => (step.descending ? 1 : 0));
  const nullable = Int8Array.from(steps, (step) => (NULLABLE_KEYS.has(step.key) ? 1 : 0));
  const value = (key: SortKey, i: number): number => {
    switch (key) {
      case 'intent':
        return asked.has(partTypeCode[m.slots[i]!]!) ? 1 : 0;
      case 'exact':
        return m.exact[i]!;
      case 'rank':
        return m.rank[i]!;
      case 'price':
        return m.price[i]!;
      case 'fastest':
        return m.fastest[i]!;
      case 'rating':
        return rating[m.slots[i]!]!;
      case 'reviews':
        return reviews[m.slots[i]!]!;
      case 'partId':
        return partId[m.slots[i]!]!;
    }
  };
  return (a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const x = value(keys[k]!, a);
      const y = value(keys[k]!, b);
      if (x === y) continue;
      if (nullable[k] && (x === NULL_INT || y === NULL_INT)) return x === NULL_INT ? 1 : -1;
      return descending[k] ? (x > y ? -1 : 1) : x < y ? -1 : 1;
    }
    return 0;
  };
}

/**
 * Each of `entries`' value of a sort step as a number ordering as the step does, smaller first (nulls
 * last in either direction), into `out`; false when all the values are equal (the step orders none of them).
 */
function stepKeys(index: CatalogIndex, m: Matches, { key, descending }: SortStep, entries: Int32Array, asked: Set<number>, out: Float64Array): boolean {
  readKey(key, index, m, entries, asked, out);
  const nullable = NULLABLE_KEYS.has(key);
  const first = entries.length ? out[0]! : 0;
  let differ = false;
  for (let e = 0; e < entries.length; e++) {
    const v = out[e]!;
    if (v !== first) differ = true;
    out[e] = nullable && v === NULL_INT ? Infinity : descending ? -v : v;
  }
  return differ;
}

/** The value of `key` of each of `entries` into `out`. Each key has a loop of its own: one array type each. */
function readKey(key: SortKey, index: CatalogIndex, m: Matches, entries: Int32Array, asked: Set<number>, out: Float64Array): void {
  const n = entries.length;
  const slots = m.slots;
  switch (key) {
    case 'intent': {
      const partTypeCode = index.partTypeCode.data;
      for (let e = 0; e < n; e++) out[e] = asked.has(partTypeCode[slots[entries[e]!]!]!) ? 1 : 0;
      return;
    }
    case 'exact': {
      const exact = m.exact;
      for (let e = 0; e < n; e++) out[e] = exact[entries[e]!]!;
      return;
    }
    case 'rank': {
      const rank = m.rank;
      for (let e = 0; e < n; e++) out[e] = rank[entries[e]!]!;
      return;
    }
    case 'price': {
      const price = m.price;
      for (let e = 0; e < n; e++) out[e] = price[entries[e]!]!;
      return;
    }
    case 'fastest': {
      const fastest = m.fastest;
      for (let e = 0; e < n; e++) out[e] = fastest[entries[e]!]!;
      return;
    }
    case 'rating':
      return readBySlot(index.rating10.data, slots, entries, out);
    case 'reviews':
      return readBySlot(index.reviewCount.data, slots, entries, out);
    case 'partId':
      return readBySlot(index.partId.data, slots, entries, out);
  }
}

function readBySlot(column: ArrayLike<number>, slots: Int32Array, entries: Int32Array, out: Float64Array): void {
  for (let e = 0; e < entries.length; e++) out[e] = column[slots[entries[e]!]!]!;
}

/** The k-th smallest of `values` (1 ≤ k ≤ its length): the root of a max-heap of the k smallest seen. */
function kthSmallest(values: Float64Array, k: number): number {
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (size < k) {
      let j = size++;
      while (j > 0 && heap[(j - 1) >> 1]! < v) {
        heap[j] = heap[(j - 1) >> 1]!;
        j = (j - 1) >> 1;
      }
      heap[j] = v;
    } else if (v < heap[0]!) {
      // Replace the root and sift it down.
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= k) break;
        const child = l + 1 < k && heap[l + 1]! > heap[l]! ? l + 1 : l;
        if (heap[child]! <= v) break;
        heap[j] = heap[child]!;
        j = child;
      }
      heap[j] = v;
    }
  }
  return heap[0]!;
}

/** Whether a key is known to be the same for every match without reading it. */
function sameForAll(m: Matches, key: SortKey, asked: Set<number>): boolean {
  return (key === 'intent' && asked.size === 0) || (key === 'exact' && !m.anyExact) || (key === 'rank' && !m.ranked);
}

/** Entries this few are sorted outright. */
const SORTED_OUTRIGHT = 64;

/**
 * The first `k` of `entries` in the sort's order, deciding by the steps from `from` on: those whose
 * value of the step is below the k-th smallest are in; among those equal to it, the rest are chosen by
 * the next steps. A page of a 50,000-part match costs a few passes over it, not a sort.
 */
function firstK(index: CatalogIndex, m: Matches, steps: readonly SortStep[], from: number, entries: Int32Array, k: number, asked: Set<number>, compare: Compare): number[] {
  if (k <= 0) return [];
  if (entries.length <= SORTED_OUTRIGHT) return [...entries].sort(compare).slice(0, k);
  // Scratch kept by the index: this call is done with the keys before the one choosing among the tied.
  const keys = index.scratch('orderKeys', entries.length, (n) => new Float64Array(n)).subarray(0, entries.length);
  let step = from;
  while (step < steps.length && (sameForAll(m, steps[step]!.key, asked) || !stepKeys(index, m, steps[step]!, entries, asked, keys))) step++;
  if (step === steps.length) return [...entries].sort(compare).slice(0, k);
  const bound = k < entries.length ? kthSmallest(keys, k) : Infinity;
  const below: number[] = [];
  const tied: number[] = [];
  for (let e = 0; e < entries.length; e++) {
    if (keys[e]! < bound) below.push(entries[e]!);
    else if (keys[e] === bound) tied.push(entries[e]!);
  }
  below.sort(compare);
  return [...below, ...firstK(index, m, steps, step + 1, Int32Array.from(tied), k - below.length, asked, compare)];
}

/** The page's rows in the chosen order; a featured placement among them keeps its place and its label. */
export function orderMatches(index: CatalogIndex, m: Matches, c: SearchCriteria, promotions: Promotion[]): PageRow[] {
  const labels = new Map(promotions.map((p) => [p.part_id, p.label]));
  const asked = new Set((c.partTypes ?? []).map((type) => index.partTypeCodeOf(type)).filter((code) => code > 0));
  const all = index.scratch('orderEntries', m.length, (n) => new Int32Array(n)).subarray(0, m.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  const ordered = firstK(index, m, sortSteps(c), 0, all, Math.min(m.length, c.offset + c.limit), asked, comparator(index, m, c)).slice(c.offset);
  return ordered.map((i) => {
    const id = index.partId.data[m.slots[i]!]!;
    return { id, promo_label: labels.get(id) ?? null };
  });
}

/** Featured placements among the matches, except those on `page`: highest priority, then the chosen order. */
export function featuredMatches(index: CatalogIndex, m: Matches, c: SearchCriteria, promotions: Promotion[], page: PageRow[], limit: number): PageRow[] {
  if (promotions.length === 0) return [];
  const partId = index.partId.data;
  const onPage = new Set(page.map((row) => row.id));
  // Promoted slots marked in a flat array: the scan over every match is then one load per match.
  const promotedSlot = new Uint8Array(index.slotCount);
  const bySlot = new Map<number, Promotion>();
  for (const promotion of promotions) {
    const slot = index.slotOf(promotion.part_id);
    if (slot === undefined || onPage.has(promotion.part_id)) continue;
    promotedSlot[slot] = 1;
    bySlot.set(slot, promotion);
  }
  if (bySlot.size === 0) return [];
  const candidates: number[] = [];
  for (let i = 0; i < m.length; i++) if (promotedSlot[m.slots[i]!] === 1) candidates.push(i);
  const compare = comparator(index, m, c);
  const priority = (i: number) => bySlot.get(m.slots[i]!)!.priority;
  candidates.sort((a, b) => priority(b) - priority(a) || compare(a, b));
  return candidates.slice(0, limit).map((i) => ({ id: partId[m.slots[i]!]!, promo_label: bySlot.get(m.slots[i]!)!.label }));
}
