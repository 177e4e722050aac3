/**
 * The page of an index search: the chosen sort, then part id, exactly as search.sql.ts orderBy; and
 * the featured placements among the matches that are not on the page, as search.sql.ts featuredOrderBy.
 * Only the rows up to the page's end are ordered (a bounded heap), so a page of a 50,000-part match
 * costs a pass, not a sort.
 */
import type { PageRow } from '../sql/search.queries';
import type { SearchCriteria } from '../sql/search.sql';
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

/** Ascending with SQL nulls (NULL_INT) last, as `asc nulls last` orders. */
const ascNullsLast = (x: number, y: number) => (x === y ? 0 : x === NULL_INT ? 1 : y === NULL_INT ? -1 : x - y);
const descNullsLast = (x: number, y: number) => (x === y ? 0 : x === NULL_INT ? 1 : y === NULL_INT ? -1 : y - x);

function comparator(index: CatalogIndex, m: Matches, c: SearchCriteria): Compare {
  const partId = index.partId.data;
  const rating = index.rating10.data;
  const reviews = index.reviewCount.data;
  const bySort: Record<SearchCriteria['sort'], Compare> = {
    price_asc: (a, b) => ascNullsLast(m.price[a]!, m.price[b]!),
    price_desc: (a, b) => descNullsLast(m.price[a]!, m.price[b]!),
    best_match: (a, b) => m.exact[b]! - m.exact[a]! || (m.rank[a] === m.rank[b] ? 0 : m.rank[a]! > m.rank[b]! ? -1 : 1) || reviews[m.slots[b]!]! - reviews[m.slots[a]!]!,
    highest_rated: (a, b) => rating[m.slots[b]!]! - rating[m.slots[a]!]! || reviews[m.slots[b]!]! - reviews[m.slots[a]!]!,
    fastest_shipping: (a, b) => ascNullsLast(m.fastest[a]!, m.fastest[b]!) || ascNullsLast(m.price[a]!, m.price[b]!),
  };
  const sort = bySort[c.sort];
  return (a, b) => sort(a, b) || partId[m.slots[a]!]! - partId[m.slots[b]!]!;
}

/**
 * A number per match that orders as the sort's leading keys do (smaller first): entries clearly behind
 * the page's worst so far skip the full compare.
 */
function leadingKey(index: CatalogIndex, m: Matches, c: SearchCriteria): (i: number) => number {
  const rating = index.rating10.data;
  const nullsLast = (x: number) => (x === NULL_INT ? Infinity : x);
  switch (c.sort) {
    case 'price_asc':
      return (i) => nullsLast(m.price[i]!);
    case 'price_desc':
      return (i) => (m.price[i] === NULL_INT ? Infinity : -m.price[i]!);
    case 'best_match':
      // Ranks stay below 10, so exact hits (2, 1) lead and rank orders within them.
      return (i) => -(m.exact[i]! * 10 + m.rank[i]!);
    case 'highest_rated':
      return (i) => -rating[m.slots[i]!]!;
    case 'fastest_shipping':
      return (i) => nullsLast(m.fastest[i]!);
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
