/**
 * The SQL of the offer flags (shared/rules/offer-flags.ts holds their bits): each flag's condition on a
 * listing row, and the flags of a listing as the one integer search rows keep. Typed by the flag names,
 * so a flag added there does not compile until it says what it reads here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OFFER_FLAG_NAMES, OFFER_FLAGS, type OfferFlagName } from '@shared/rules/offer-flags';
import { listingIsStale } from './freshness';

const column = (listing: string, name: string): SQL => sql.raw(`${listing}.${name}`);

const FLAG_CONDITIONS: Record<OfferFlagName, (listing: string) => SQL> = {
  hasFreeShipping: (l) => column(l, 'has_free_shipping'),
  hasSameDayShipping: (l) => column(l, 'has_same_day_shipping'),
  hasNextDayDelivery: (l) => column(l, 'has_next_day_delivery'),
  inStock: (l) => column(l, 'in_stock'),
  stale: (l) => listingIsStale(l),
};

/** Whether listing `listing` (an alias) has the flag. */
export function offerFlagCondition(name: OfferFlagName, listing = 'l'): SQL {
  return FLAG_CONDITIONS[name](listing);
}

/** The listing's flags as one smallint: the bit of each flag it has, summed. */
export function offerFlagsSql(listing: string): SQL {
  const bits = OFFER_FLAG_NAMES.map((name) => sql`CASE WHEN ${offerFlagCondition(name, listing)} THEN ${sql.raw(String(OFFER_FLAGS[name]))} ELSE 0 END`);
  return sql`(${sql.join(bits, sql` + `)})::smallint`;
}
