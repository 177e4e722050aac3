/**
 * The order of search results, in one place: each sort is a list of keys, each ascending or
 * descending with nulls (nothing in stock, no delivery known) last, then part id. The SQL search
 * turns the list into its ORDER BY (engines/sql/search.sql.ts) and the in-process index into its
 * comparison (engines/index/order.ts), so the two cannot order differently.
 */
import type { SearchSort } from '@shared/schemas/search';
import type { SearchCriteria } from './criteria';

/**
 * What a result is ordered by: `exact` an exact part-number hit (2 its own number, 1 an interchange
 * number, else 0), `rank` best match's relevance, `price` the offer rule's best in-stock total over the
 * offers the filters leave, `fastest` their quickest delivery rank, `rating` and `reviews` the part's,
 * `intent` whether the part is of a type the words name (1) or not (0).
 */
export type SortKey = 'intent' | 'exact' | 'rank' | 'price' | 'fastest' | 'rating' | 'reviews' | 'partId';

export interface SortStep {
  key: SortKey;
  descending: boolean;
}

const asc = (key: SortKey): SortStep => ({ key, descending: false });
const desc = (key: SortKey): SortStep => ({ key, descending: true });

const BY_SORT: Record<SearchSort, readonly SortStep[]> = {
  price_asc: [asc('price')],
  price_desc: [desc('price')],
  best_match: [desc('exact'), desc('rank'), desc('reviews')],
  highest_rated: [desc('rating'), desc('reviews')],
  fastest_shipping: [asc('fastest'), asc('price')],
};

/** The last key of every order: equal results go by part id, so a page never shuffles. */
const TIE_BREAK = asc('partId');

/** Parts of the part types the words name come first, whatever the sort. */
const INTENT = desc('intent');

/** The keys a search orders by: the part types it names first when it names any, the tie-break last. */
export function sortSteps(c: Pick<SearchCriteria, 'sort' | 'partTypes'>): readonly SortStep[] {
  return [...(c.partTypes?.length ? [INTENT] : []), ...BY_SORT[c.sort], TIE_BREAK];
}

/** Keys that can be null (sorted last whatever the direction). */
export const NULLABLE_KEYS: ReadonlySet<SortKey> = new Set(['price', 'fastest']);
