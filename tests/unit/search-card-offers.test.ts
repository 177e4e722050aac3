import { describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/parts';
import { offerTestFor, shownListings, type CardOffer } from '../../src/server/modules/search/cards/card-offers';
import type { SearchCriteria } from '../../src/server/modules/search/spec/criteria';

function offer(id: number, fields: Partial<Listing> & { priceCents?: number; lastSeenMs?: number } = {}): CardOffer {
  const { priceCents = 1000, lastSeenMs = 10_000, ...listing } = fields;
  return {
    priceCents,
    lastSeenMs,
    listing: { id, vendorId: 1, inStock: true, hasFreeShipping: false, hasSameDayShipping: false, hasNextDayDelivery: false, stale: false, ...listing } as Listing,
  };
}

const criteria = (c: Partial<SearchCriteria>): SearchCriteria => ({ sort: 'best_match', limit: 24, offset: 0, ...c }) as SearchCriteria;
const ids = (listings: Listing[]) => listings.map((l) => l.id);

describe('the offers a kept card shows for a search', () => {
  const offers = [
    offer(1, { priceCents: 500, vendorId: 1, hasFreeShipping: true }),
    offer(2, { priceCents: 1500, vendorId: 2, inStock: false }),
    offer(3, { priceCents: 2500, vendorId: 3, hasFreeShipping: true, hasNextDayDelivery: true }),
  ];

  it('shows every offer, in stored order, when the search filters none', () => {
    expect(offerTestFor(criteria({ text: 'pads', categoryId: 3, brands: ['Bosch'] }))).toBeNull();
    expect(ids(shownListings(offers, null, 0))).toEqual([1, 2, 3]);
  });

  it('keeps the offers inside the price bounds, both ends included, in cents', () => {
    expect(ids(shownListings(offers, offerTestFor(criteria({ minPriceCents: 1500, maxPriceCents: 2500 })), 0))).toEqual([2, 3]);
    expect(ids(shownListings(offers, offerTestFor(criteria({ maxPriceCents: 1499 })), 0))).toEqual([1]);
  });

  it('keeps the chosen shops and the offers with every asked-for flag', () => {
    expect(ids(shownListings(offers, offerTestFor(criteria({ vendorIds: [2, 3] })), 0))).toEqual([2, 3]);
    expect(ids(shownListings(offers, offerTestFor(criteria({ offerFilters: ['hasFreeShipping'] })), 0))).toEqual([1, 3]);
    expect(ids(shownListings(offers, offerTestFor(criteria({ offerFilters: ['hasFreeShipping', 'hasNextDayDelivery'] })), 0))).toEqual([3]);
    expect(ids(shownListings(offers, offerTestFor(criteria({ offerFilters: ['inStock'], vendorIds: [2] })), 0))).toEqual([]);
  });

  it('marks an offer stale when it was last confirmed before the fresh-since time, and only then', () => {
    const aging = [offer(1, { lastSeenMs: 999 }), offer(2, { lastSeenMs: 1000 }), offer(3, { lastSeenMs: 5000, stale: true })];
    expect(shownListings(aging, null, 1000).map((l) => l.stale)).toEqual([true, false, false]);
    // As read: each offer says itself.
    expect(shownListings(aging, null, null).map((l) => l.stale)).toEqual([false, false, true]);
  });
});
