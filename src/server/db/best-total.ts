/**
 * The offer rule's best in-stock total (shared/rules/best-offer.ts, decision 007) as one number per
 * part: the lowest total of the fresh in-stock offers, else of the stale in-stock ones, else none. The
 * stored `best_total_cents` columns, the SQL search over filtered offers and the in-process index all
 * compute it, from the same inputs (each offer's total and its in-stock and stale flags), here: the
 * SQL aggregate and the accumulator the index runs, side by side.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OFFER_FLAGS } from '@shared/rules/offer-flags';
import { offerFlagCondition } from './offer-flags';

/** The best in-stock total of the rows of `listing` (an alias, in an aggregate); null when none is in stock. */
export function bestInStockTotalSql(listing: string): SQL {
  const total = sql.raw(`${listing}.total_price_cents`);
  const inStock = offerFlagCondition('inStock', listing);
  return sql`coalesce(min(${total}) FILTER (WHERE ${inStock} AND NOT ${offerFlagCondition('stale', listing)}), min(${total}) FILTER (WHERE ${inStock}))`;
}

const IN_STOCK = OFFER_FLAGS.inStock;
const STALE = OFFER_FLAGS.stale;

/**
 * The same rule over offers fed one at a time (total in cents, flags as OFFER_FLAGS bits), without
 * allocating: `reset`, `add` each offer, then `total(none)`, which is `none` when nothing was in stock.
 */
export class BestInStockTotal {
  private fresh = 0;
  private stale = 0;
  private anyFresh = false;
  private anyStale = false;

  reset(): void {
    this.anyFresh = false;
    this.anyStale = false;
  }

  add(totalCents: number, flags: number): void {
    if ((flags & IN_STOCK) === 0) return;
    if ((flags & STALE) === 0) {
      if (!this.anyFresh || totalCents < this.fresh) this.fresh = totalCents;
      this.anyFresh = true;
    } else {
      if (!this.anyStale || totalCents < this.stale) this.stale = totalCents;
      this.anyStale = true;
    }
  }

  total(none: number): number {
    return this.anyFresh ? this.fresh : this.anyStale ? this.stale : none;
  }
}
