/**
 * The offers a result card shows for a search, from the card's offers kept in memory: those passing
 * the search's offer filters (as the SQL search's listing conditions in engines/sql/filters.ts pass
 * them), each marked stale or not by the database's clock now. Typed by the filter names, so a filter
 * added to the shared list does not compile until it says what it asks of an offer here.
 */
import type { Listing } from '@shared/schemas/parts';
import type { SearchFilterName } from '@shared/rules/search-filters';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchCriteria } from '../spec/criteria';
import { filtersOn } from '../spec/filters';

/** One offer of a card: the listing as the API sends it, and what its tests read. */
export interface CardOffer {
  listing: Listing;
  priceCents: number;
  lastSeenMs: number;
}

type OfferTest = (offer: CardOffer) => boolean;

const flag =
  (name: OfferFilterName): ((c: SearchCriteria) => OfferTest) =>
  () =>
  (offer) =>
    offer.listing[name];

/** Each filter's test on one offer; null for the filters on the part. */
const OFFER_TESTS: Record<SearchFilterName, ((c: SearchCriteria) => OfferTest) | null> = {
  category: null,
  vehicle: null,
  brand: null,
  partType: null,
  price: (c) => (offer) =>
    (c.minPriceCents === undefined || offer.priceCents >= c.minPriceCents) && (c.maxPriceCents === undefined || offer.priceCents <= c.maxPriceCents),
  vendor: (c) => {
    const vendors = new Set(c.vendorIds);
    return (offer) => vendors.has(offer.listing.vendorId);
  },
  hasFreeShipping: flag('hasFreeShipping'),
  hasSameDayShipping: flag('hasSameDayShipping'),
  hasNextDayDelivery: flag('hasNextDayDelivery'),
  inStock: flag('inStock'),
};

/** The test an offer must pass to be shown for `criteria`; null when every offer is. */
export function offerTestFor(criteria: SearchCriteria): OfferTest | null {
  const tests = filtersOn(criteria).flatMap((filter) => OFFER_TESTS[filter.name]?.(criteria) ?? []);
  if (tests.length === 0) return null;
  return (offer) => tests.every((test) => test(offer));
}

/**
 * The listings `offers` shows under `test`, in their stored order, each `stale` when it was last
 * confirmed before `freshSinceMs` (as listingIsStale decides in SQL, by the database's clock); with
 * null, as they were read.
 */
export function shownListings(offers: readonly CardOffer[], test: OfferTest | null, freshSinceMs: number | null): Listing[] {
  const shown: Listing[] = [];
  for (const offer of offers) {
    if (test && !test(offer)) continue;
    const stale = freshSinceMs === null ? offer.listing.stale : offer.lastSeenMs < freshSinceMs;
    shown.push(stale === offer.listing.stale ? offer.listing : { ...offer.listing, stale });
  }
  return shown;
}
