/**
 * The flags search keeps of each offer, as bits of one small integer: the search row's `offer_flags`
 * (written by db/part-search.ts, which generates its SQL from this list) and the in-process index read
 * the same bits. The offer filters (offer-filters.ts) test the flag of their own name; `inStock` and
 * `stale` are also the inputs of the offer rule's best in-stock total (best-offer.ts).
 */
import { OFFER_FILTER_NAMES, type OfferFilterName } from './offer-filters';

export const OFFER_FLAGS = {
  hasFreeShipping: 1,
  hasSameDayShipping: 2,
  hasNextDayDelivery: 4,
  inStock: 8,
  /** The price was past the freshness age when the part's search row was last written. */
  stale: 16,
} as const satisfies Record<OfferFilterName | 'stale', number>;

export type OfferFlagName = keyof typeof OFFER_FLAGS;

export const OFFER_FLAG_NAMES = Object.keys(OFFER_FLAGS) as OfferFlagName[];

/** Every offer filter's bit together: "every offer has these flags" is kept for this mask. */
export const OFFER_FILTER_MASK: number = OFFER_FILTER_NAMES.reduce((mask, name) => mask | OFFER_FLAGS[name], 0);
