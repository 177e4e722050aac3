/**
 * The page of an index search, in the order spec/sort-keys.ts gives (as the SQL search's orderBy); and
 * the featured placements among the matches that are not on the page, as its featuredOrderBy.
 * Only the rows up to the page's end are ordered (a bounded heap), so a page of a 50,000-part match
 * costs a pass, not a sort.
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
 * A number per match that orders as the sort's leading key does (smaller first, nulls last): entries
 * clearly behind the page's worst so far skip the full compare. Best match leads with the exact-number
 * flag and then the rank, which stays below 10, so the two make one key.
 */
function leadingKey(index: CatalogIndex, m: Matches, c: SearchCriteria): ((i: number) => number) | null {
  const [first, second] = sortSteps(c);
  // The part types named lead with a key of two values: too coarse to skip entries by.
  if (first!.key === 'intent') return null;
  const rating = index.rating10.data;
  const reviews = index.reviewCount.data;
  const nullsLast = (x: number) => (x === NULL_INT ? Infinity : x);
  const directed = (x: number, descending: boolean) => (x === Infinity ? x : descending ? -x : x);
  if (first!.key === 'exact' && second?.key === 'rank') return (i) => -(m.exact[i]! * 10 + m.rank[i]!);
  const d = first!.descending;
  switch (first!.key) {
    case 'price':
      return (i) => directed(nullsLast(m.price[i]!), d);
    case 'fastest':
      return (i) => directed(nullsLast(m.fastest[i]!), d);
    case 'rating':
      return (i) => directed(rating[m.slots[i]!]!, d);
    case 'reviews':
      return (i) => directed(reviews[m.slots[i]!]!, d);
    case 'rank':
      return (i) => directed(m.rank[i]!, d);
    case 'exact':
      return (i) => directed(m.exact[i]!, d);
    case 'partId':
      return (i) => directed(index.partId.data[m.slots[i]!]!, d);
  }
}

/** The first `k` of `count` entries in `compare` order. */
function firstK(count: number, k: number, compare: Compare, key: ((i: number) => number) | null): number[] {
  if (k >= count / 4) {
    return Array.from({ length: count }, (_, i) => i).sort(compare).slice(0, k);
  }
  // A max-heap of the best k so far: its root is the worst of them, replaced by anything better.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftDown = (from: number) => {
    for (let i = from; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = 0; i < count; i++) {
    if (heap.length < k) {
      heap.push(i);
      for (let j = heap.length - 1; j > 0; ) {
        const parent = (j - 1) >> 1;
        if (!worse(heap[j]!, heap[parent]!)) break;
        [heap[j], heap[parent]] = [heap[parent]!, heap[j]!];
        j = parent;
      }
    } else if (k > 0 && (key === null || key(i) <= key(heap[0]!)) && compare(i, heap[0]!) < 0) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** The page's rows in the chosen order; a featured placement among them keeps its place and its label. */
export function orderMatches(index: CatalogIndex, m: Matches, c: SearchCriteria, promotions: Promotion[]): PageRow[] {
  const labels = new Map(promotions.map((p) => [p.part_id, p.label]));
  const compare = comparator(index, m, c);
  const ordered = firstK(m.length, Math.min(m.length, c.offset + c.limit), compare, leadingKey(index, m, c)).slice(c.offset);
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
