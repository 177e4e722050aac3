/**
 * The page of an index search, in the order spec/sort-keys.ts gives (as the SQL search's orderBy); and
 * the featured placements among the matches that are not on the page, as its featuredOrderBy.
 * Only the rows up to the page's end are ordered, so a page of a 50,000-part match costs a few
 * passes, not a sort.
 */
import type { PageRow } from '../sql/search.queries';
import type { SearchCriteria } from '../../spec/criteria';
import { NULLABLE_KEYS, sortSteps, type SortKey } from '../../spec/sort-keys';
import { NULL_INT, type CatalogIndex } from './catalog-index';
import type { Promotion } from './index-source';

/** The matching parts with their sort keys, in parallel arrays (the first `length` entries count). */
export interface Matches {
  slots: Int32Array;
  price: Int32Array;
  fastest: Int32Array;
  rank: Float64Array;
  exact: Int8Array;
  length: number;
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
 * Each match's leading sort keys folded into one number, smaller first (nulls last): key after key,
 * each measured over the matches' own range, for as long as the product of the ranges stays exact in
 * a double. Rank, a fraction, can only be the last key folded. Entries with unequal numbers order as
 * the comparison orders them; equal ones are left to it.
 */
function leadingKeys(index: CatalogIndex, m: Matches, c: SearchCriteria, lead: Float64Array): void {
  const n = m.length;
  lead.fill(0, 0, n);
  const asked = new Set((c.partTypes ?? []).map((type) => index.partTypeCodeOf(type)).filter((code) => code > 0));
  const values = index.scratch('keyValues', n, (size) => new Float64Array(size));
  let range = 1;
  for (const { key, descending } of sortSteps(c)) {
    readKey(key, index, m, asked, values);
    let low = Infinity;
    let high = -Infinity;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      if (v === NULL_INT) continue;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    if (low > high) low = high = 0; // every value null
    const nullable = NULLABLE_KEYS.has(key);
    // Values take [0, span); a null the place after them, whatever the direction.
    const span = high - low + 1;
    const width = span + (nullable ? 1 : 0);
    // A key equal over every match orders none of them.
    if (width === 1) continue;
    if (range * width > MAX_EXACT) return;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      const place = nullable && v === NULL_INT ? span : descending ? high - v : v - low;
      lead[i] = lead[i]! * width + place;
    }
    if (key === 'rank') return;
    range *= width;
  }
}

/** Products of key ranges up to this are exact integers in a double, with room for a fraction after. */
const MAX_EXACT = 2 ** 48;

/** Each match's value of `key` into `out`. */
function readKey(key: SortKey, index: CatalogIndex, m: Matches, asked: Set<number>, out: Float64Array): void {
  const { slots, length: n } = m;
  const bySlot = (column: ArrayLike<number>) => {
    for (let i = 0; i < n; i++) out[i] = column[slots[i]!]!;
  };
  switch (key) {
    case 'intent': {
      const partTypeCode = index.partTypeCode.data;
      for (let i = 0; i < n; i++) out[i] = asked.has(partTypeCode[slots[i]!]!) ? 1 : 0;
      return;
    }
    case 'exact':
      return out.set(m.exact.subarray(0, n));
    case 'rank':
      return out.set(m.rank.subarray(0, n));
    case 'price':
      return out.set(m.price.subarray(0, n));
    case 'fastest':
      return out.set(m.fastest.subarray(0, n));
    case 'rating':
      return bySlot(index.rating10.data);
    case 'reviews':
      return bySlot(index.reviewCount.data);
    case 'partId':
      return bySlot(index.partId.data);
  }
}

/** The k-th smallest of the first `n` values (1 ≤ k ≤ n): the root of a max-heap of the k smallest seen. */
function kthSmallest(values: Float64Array, n: number, k: number): number {
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < n; i++) {
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

/**
 * The first `k` matches in `compare` order: only those whose leading number is within the k smallest
 * are sorted, so a page of a 50,000-part match costs a pass, not a sort.
 */
function firstK(m: Matches, k: number, compare: Compare, lead: Float64Array): number[] {
  if (k === 0) return [];
  const bound = k < m.length ? kthSmallest(lead, m.length, k) : Infinity;
  const picked: number[] = [];
  for (let i = 0; i < m.length; i++) if (lead[i]! <= bound) picked.push(i);
  return picked.sort((a, b) => lead[a]! - lead[b]! || compare(a, b)).slice(0, k);
}

/** The page's rows in the chosen order; a featured placement among them keeps its place and its label. */
export function orderMatches(index: CatalogIndex, m: Matches, c: SearchCriteria, promotions: Promotion[]): PageRow[] {
  const labels = new Map(promotions.map((p) => [p.part_id, p.label]));
  const lead = index.scratch('lead', m.length, (n) => new Float64Array(n));
  leadingKeys(index, m, c, lead);
  const ordered = firstK(m, Math.min(m.length, c.offset + c.limit), comparator(index, m, c), lead).slice(c.offset);
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
