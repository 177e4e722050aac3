/** The catalog audit's checks catch each way an answer can break the offer rule. */
import { describe, expect, it } from 'vitest';
import {
  badgeContradictsDelivery,
  bestNotInStockMinimum,
  featuredInResults,
  jsonLdLowPrice,
  jsonLdReviewCount,
  lowestPriceNotBestTotal,
  offersOutOfOrder,
  outOfStockFirst,
  priceSortOutOfOrder,
  totalNotItemPlusShipping,
} from '../../scripts/audit/offer-checks';
import type { Listing } from '../../src/shared/schemas/parts';
import type { SearchResultPart } from '../../src/shared/schemas/search';

let nextId = 1;
function listing(price: number, shippingCost: number, values: Partial<Listing> = {}): Listing {
  const id = nextId++;
  return {
    id,
    vendorId: id,
    vendor: { id, name: `Vendor ${id}` },
    price,
    originalPrice: null,
    wasPriceSupported: false,
    lowest30DayPrice: null,
    shippingCost,
    shippingEstimated: false,
    totalPrice: Math.round((price + shippingCost) * 100) / 100,
    hasFreeShipping: shippingCost === 0,
    hasSameDayShipping: false,
    hasNextDayDelivery: false,
    shippingOptions: [],
    inStore: false,
    inStock: true,
    stockQuantity: null,
    deliveryDaysMin: 3,
    deliveryDaysMax: 6,
    url: `/go/${id}`,
    lastSeenAt: new Date(0).toISOString(),
    stale: false,
    ...values,
  };
}

function part(listings: Listing[], best: Listing | null = listings[0] ?? null, values: Partial<SearchResultPart> = {}): SearchResultPart {
  const id = nextId++;
  return {
    id,
    slug: `part-${id}`,
    name: `Part ${id}`,
    description: '',
    brand: 'Brand',
    partNumber: `P${id}`,
    categoryId: 1,
    categoryName: 'Engine',
    imageUrl: null,
    rating: 4.5,
    reviewCount: 20,
    features: [],
    tags: [],
    isBestSeller: false,
    isOnSale: false,
    isPremium: false,
    listings,
    bestListingId: best?.id ?? null,
    lowestPrice: best?.totalPrice ?? null,
    originalPrice: null,
    vendorCount: listings.length,
    brands: ['Brand'],
    featured: false,
    featuredLabel: null,
    dealLabels: { lowestIn90Days: false, typicalPrice: null, weekRisePercent: null },
    ...values,
  };
}

describe('offer audit checks', () => {
  it('pass a part that follows the rule', () => {
    const good = part([listing(38, 0), listing(30, 15), listing(25, 0, { inStock: false })]);
    for (const check of [bestNotInStockMinimum, lowestPriceNotBestTotal, outOfStockFirst, offersOutOfOrder, totalNotItemPlusShipping, badgeContradictsDelivery]) {
      expect(check(good), check.name).toBe(false);
    }
  });

  it('catch an out-of-stock offer shown first as the best', () => {
    const gone = listing(25, 0, { inStock: false });
    const broken = part([gone, listing(38, 0)], gone);
    expect(bestNotInStockMinimum(broken)).toBe(true);
    expect(outOfStockFirst(broken)).toBe(true);
  });

  it('catch a best offer chosen by item price while another costs less with shipping', () => {
    const cheapItem = listing(30, 15);
    const broken = part([cheapItem, listing(38, 0)], cheapItem);
    expect(bestNotInStockMinimum(broken)).toBe(true);
    expect(offersOutOfOrder(broken)).toBe(true);
  });

  it('catch a lowest price that is not the best offer’s total, and a total that is not item + shipping', () => {
    const best = listing(38, 0);
    expect(lowestPriceNotBestTotal(part([best], best, { lowestPrice: 30 }))).toBe(true);
    expect(lowestPriceNotBestTotal(part([listing(9, 0, { inStock: false })], null, { lowestPrice: 9 }))).toBe(true);
    expect(totalNotItemPlusShipping(part([{ ...listing(30, 15), totalPrice: 30 }]))).toBe(true);
  });

  it('catch a "Next Day" flag on an offer that takes days without a next-day option, and free shipping with a charge', () => {
    expect(badgeContradictsDelivery(part([listing(10, 5, { hasNextDayDelivery: true, deliveryDaysMin: 2, deliveryDaysMax: 7 })]))).toBe(true);
    const option = { service: 'Next day', cost: 24.95, daysMin: 1, daysMax: 1 };
    expect(badgeContradictsDelivery(part([listing(10, 5, { hasNextDayDelivery: true, shippingOptions: [option] })]))).toBe(false);
    expect(badgeContradictsDelivery(part([listing(10, 5, { hasFreeShipping: true })]))).toBe(true);
  });

  it('catch a price sort out of order, and a part with nothing in stock before one with stock', () => {
    const cheap = part([listing(10, 0)]);
    const dear = part([listing(20, 0)]);
    const gone = part([listing(5, 0, { inStock: false })], null);
    expect(priceSortOutOfOrder(cheap, dear, 'asc')).toBe(false);
    expect(priceSortOutOfOrder(dear, cheap, 'asc')).toBe(true);
    expect(priceSortOutOfOrder(dear, cheap, 'desc')).toBe(false);
    expect(priceSortOutOfOrder(gone, cheap, 'asc')).toBe(true);
    expect(priceSortOutOfOrder(cheap, gone, 'desc')).toBe(false);
  });

  it('catch a featured placement shown twice on a page', () => {
    const a = part([listing(10, 0)]);
    const b = part([listing(20, 0)]);
    expect(featuredInResults({ parts: [a], featured: [b] })).toBe(0);
    expect(featuredInResults({ parts: [a, b], featured: [b] })).toBe(1);
  });

  it('catch JSON-LD that disagrees with the page', () => {
    const p = part([listing(38, 0)]);
    expect(jsonLdLowPrice(p, { offers: { lowPrice: '38.00' } })).toBe(false);
    expect(jsonLdLowPrice(p, { offers: { lowPrice: '30.00' } })).toBe(true);
    expect(jsonLdReviewCount(p, { aggregateRating: { reviewCount: 20 } })).toBe(false);
    expect(jsonLdReviewCount(p, { aggregateRating: { reviewCount: 225 } })).toBe(true);
  });
});
