/** Live results on screen: the order offers stream into, the vendor line, the dialog's rules and state, the Live Search popup. */
import { describe, expect, it } from 'vitest';
import { compareByTotal, mergeByTotal, sortByTotal, tallyVendors } from '../../src/shared/rules/live-offers';
import type { Listing, PartWithListings } from '../../src/shared/schemas/parts';
import type { LivePricingResponse, LivePricingResult, VendorStatus } from '../../src/shared/schemas/pricing';
import { canSubmit, EMPTY_FIELDS, fieldsForPart, fieldsProblem, makeOptions, toRequest } from '../../src/web/features/live-pricing/live-pricing-form';
import { IDLE, type LivePricingAction, livePricingReducer, type LivePricingState } from '../../src/web/features/live-pricing/live-pricing-state';
import { firstTabWithParts, LIVE_TABS, liveResultsPage, liveTabParts } from '../../src/web/features/live-search/live-search-rules';

let nextListing = 1;
function result(vendor: string, price: number, shippingCost = 0, inStock = true): LivePricingResult {
  const listingId = nextListing++;
  return {
    listingId,
    partId: 1,
    vendorId: listingId,
    vendor,
    partName: 'Gasket',
    partNumber: '11621259307',
    brand: null,
    price,
    originalPrice: null,
    discount: 0,
    wasPriceSupported: false,
    lowest30DayPrice: null,
    inStock,
    stockQuantity: null,
    hasFreeShipping: shippingCost === 0,
    hasSameDayShipping: false,
    hasNextDayDelivery: false,
    shippingCost,
    shippingEstimated: false,
    totalPrice: Math.round((price + shippingCost) * 100) / 100,
    estimatedDelivery: '2-5 business days',
    deliveryDaysMin: 2,
    deliveryDaysMax: 5,
    shippingOptions: [],
    lastSeenAt: new Date(0).toISOString(),
    productUrl: `/go/${listingId}`,
  };
}

const status = (vendorId: number, kind: VendorStatus['status']): VendorStatus => ({
  vendorId,
  vendor: `Vendor ${vendorId}`,
  status: kind,
  ms: 100,
  offers: 0,
  unmatched: 0,
  cached: false,
});

describe('live offers in the offer rule’s order', () => {
  it('sorts in-stock offers by price plus shipping, then vendor; out-of-stock ones after', () => {
    const shipped = result('Cheap but shipped', 10, 15);
    const free = result('Free shipping', 20);
    const sameTotal = result('Another at the same total', 19, 1);
    const gone = result('Cheapest, out of stock', 5, 0, false);
    expect(sortByTotal([gone, shipped, free, sameTotal]).map((r) => r.vendor)).toEqual([
      'Another at the same total',
      'Free shipping',
      'Cheap but shipped',
      'Cheapest, out of stock',
    ]);
    // Cents decide, not floating-point noise: 0.1 + 0.2 is as cheap as 0.3.
    const a = { ...result('B', 0.1, 0.2), totalPrice: 0.1 + 0.2 };
    const b = { ...result('A', 0.1, 0.2), totalPrice: 0.3 };
    expect(compareByTotal(b, a)).toBeLessThan(0);
  });

  it('merges each vendor’s streamed offers into the sorted list, a repeated listing kept once', () => {
    const first = [result('Alpha', 50, 5), result('Alpha', 80)];
    const second = [result('Bravo', 40), result('Bravo', 60)];
    const merged = mergeByTotal(first, second);
    expect(merged.map((r) => r.totalPrice)).toEqual([40, 55, 60, 80]);
    const repriced = { ...first[0]!, price: 30, totalPrice: 35 };
    const again = mergeByTotal(merged, [repriced]);
    expect(again).toHaveLength(4);
    expect(again[0]).toEqual(repriced);
  });

  it('counts vendors that answered, timed out, failed or were skipped', () => {
    expect(tallyVendors([status(1, 'ok'), status(2, 'ok'), status(3, 'timeout'), status(4, 'error'), status(5, 'skipped')])).toEqual({
      answered: 2,
      timedOut: 1,
      failed: 1,
      skipped: 1,
    });
    expect(tallyVendors([])).toEqual({ answered: 0, timedOut: 0, failed: 0, skipped: 0 });
  });
});

describe('live pricing dialog fields', () => {
  it('needs a part number and a make: the button waits for both, the trimmed check gives the message', () => {
    expect(canSubmit(EMPTY_FIELDS)).toBe(false);
    expect(canSubmit({ ...EMPTY_FIELDS, partNumber: '11621259307' })).toBe(false);
    expect(canSubmit({ ...EMPTY_FIELDS, partNumber: '   ', make: 'BMW' })).toBe(true);
    expect(fieldsProblem({ ...EMPTY_FIELDS, partNumber: '   ', make: 'BMW' })).toBe('Part number and make are required');
    expect(fieldsProblem({ ...EMPTY_FIELDS, partNumber: '11621259307', make: '' })).toBe('Part number and make are required');
    expect(fieldsProblem({ ...EMPTY_FIELDS, partNumber: '11621259307', make: 'BMW' })).toBeNull();
  });

  it('starts on year 2020 and leaves an empty year to the server default', () => {
    expect(EMPTY_FIELDS.year).toBe('2020');
    expect(toRequest({ partNumber: ' 11621259307 ', make: 'BMW', model: ' 3 Series ', year: '' })).toEqual({
      partNumber: '11621259307',
      partName: '11621259307',
      make: 'BMW',
      model: '3 Series',
      year: undefined,
    });
    expect(toRequest({ partNumber: 'P1', make: 'Audi', model: '', year: '2011' }).year).toBe(2011);
  });

  it('pre-fills the product page’s part with its first fitting vehicle, not a fixed one', () => {
    const fitment = (makeName: string, modelName: string, yearFrom: number) => ({
      makeId: 1,
      makeName,
      makeSlug: makeName.toLowerCase(),
      modelId: 1,
      modelName,
      generation: null,
      yearFrom,
      yearTo: yearFrom + 5,
      notes: null,
      position: null,
      engineCode: null,
      variants: [],
      body: null,
      producedFrom: null,
      producedTo: null,
    });
    expect(fieldsForPart({ partNumber: '11 62 1 259 307', fitments: [fitment('BMW', '3 Series', 1999), fitment('Porsche', '911', 2005)] })).toEqual({
      partNumber: '11 62 1 259 307',
      make: 'BMW',
      model: '3 Series',
      year: '1999',
    });
    expect(fieldsForPart({ partNumber: 'P 06 038', fitments: [] })).toEqual({ ...EMPTY_FIELDS, partNumber: 'P 06 038' });
  });

  it('offers the five makes, plus a pre-filled make outside them', () => {
    expect(makeOptions('')).toEqual(['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche']);
    expect(makeOptions('BMW')).toHaveLength(5);
    expect(makeOptions('Ferrari')).toEqual(['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche', 'Ferrari']);
  });
});

describe('live pricing dialog state', () => {
  const summary = (results: LivePricingResult[], vendors: VendorStatus[]): LivePricingResponse => ({
    query: { partNumber: '11621259307', make: 'BMW', model: '', year: 2020 },
    totalResults: results.length,
    searchTimestamp: new Date(0).toISOString(),
    lowestPrice: { price: 0, vendor: null, listingId: null },
    averagePrice: 0,
    results,
    vendors,
    deadlineMs: 2500,
    elapsedMs: 900,
  });
  const run = (...actions: LivePricingAction[]) => actions.reduce<LivePricingState>(livePricingReducer, IDLE);

  it('searching collects streamed offers in total order, the summary settles the answer', () => {
    const slow = result('Slow', 90);
    const fast = result('Fast', 70, 30);
    const cheap = result('Cheap', 20);
    const streaming = run(
      { type: 'start' },
      { type: 'offers', event: { vendorId: 1, vendor: 'Slow', results: [slow] } },
      { type: 'vendor-status', status: status(1, 'ok') },
      { type: 'offers', event: { vendorId: 2, vendor: 'Cheap', results: [cheap] } },
    );
    expect(streaming.phase).toBe('searching');
    expect(streaming.offers.map((o) => o.vendor)).toEqual(['Cheap', 'Slow']);
    expect(streaming.vendors).toHaveLength(1);
    const done = livePricingReducer(streaming, { type: 'summary', response: summary([slow, fast, cheap], [status(1, 'ok'), status(2, 'ok'), status(3, 'timeout')]) });
    expect(done.phase).toBe('done');
    expect(done.offers.map((o) => o.vendor)).toEqual(['Cheap', 'Slow', 'Fast']);
    expect(done.vendors).toHaveLength(3);
  });

  it('an empty summary is the no-results state; an error keeps what arrived', () => {
    const empty = run({ type: 'start' }, { type: 'summary', response: summary([], [status(1, 'ok')]) });
    expect(empty).toMatchObject({ phase: 'done', offers: [] });
    const failed = run({ type: 'start' }, { type: 'offers', event: { vendorId: 1, vendor: 'A', results: [result('A', 5)] } }, { type: 'error', message: 'Failed to fetch live pricing data' });
    expect(failed).toMatchObject({ phase: 'error', error: 'Failed to fetch live pricing data' });
    expect(failed.offers).toHaveLength(1);
  });

  it('ignores events once the search is over or reset', () => {
    const late: LivePricingAction = { type: 'offers', event: { vendorId: 9, vendor: 'Late', results: [result('Late', 1)] } };
    expect(run(late)).toBe(IDLE);
    expect(run({ type: 'start' }, { type: 'reset' }, late)).toBe(IDLE);
    const done = run({ type: 'start' }, { type: 'summary', response: summary([], []) });
    expect(livePricingReducer(done, late)).toBe(done);
    expect(livePricingReducer(done, { type: 'start' })).toMatchObject({ phase: 'searching', offers: [], summary: null });
  });
});

describe('live search popup and results', () => {
  let nextId = 1;
  const listing = (price: number, flags: Partial<Pick<Listing, 'hasFreeShipping' | 'hasSameDayShipping' | 'hasNextDayDelivery' | 'inStock'>> = {}): Listing => {
    const id = nextId++;
    return {
      id,
      vendorId: id,
      vendor: { id, name: `Vendor ${id}` },
      price,
      originalPrice: null,
      wasPriceSupported: false,
      lowest30DayPrice: null,
      shippingCost: 0,
      shippingEstimated: false,
      totalPrice: price,
      hasFreeShipping: false,
      hasSameDayShipping: false,
      hasNextDayDelivery: false,
      shippingOptions: [],
      inStore: false,
      inStock: true,
      stockQuantity: null,
      deliveryDaysMin: null,
      deliveryDaysMax: null,
      url: `/go/${id}`,
      lastSeenAt: new Date(0).toISOString(),
      stale: false,
      ...flags,
    };
  };
  const part = (listings: Listing[]): PartWithListings => {
    const id = nextId++;
    return {
      id,
      slug: `part-${id}`,
      name: `Part ${id}`,
      description: '',
      brand: 'Brand',
      partNumber: `P${id}`,
      categoryId: 1,
      categoryName: 'Brakes',
      imageUrl: null,
      rating: 4,
      reviewCount: 0,
      features: [],
      tags: [],
      isBestSeller: false,
      isOnSale: false,
      isPremium: false,
      listings,
      bestListingId: listings[0]?.id ?? null,
      lowestPrice: Math.min(...listings.map((l) => l.totalPrice)),
      originalPrice: null,
      vendorCount: listings.length,
      brands: ['Brand'],
    };
  };

  it('has no more than three tabs: free shipping, same-day, next-day', () => {
    expect(LIVE_TABS.map((t) => t.label)).toEqual(['Free Shipping', 'Same-Day', 'Next-Day']);
  });

  it('lists up to 5 parts per tab, each with its best offer (in stock, lowest total) that has the tab’s option', () => {
    const parts = Array.from({ length: 7 }, (_, i) => part([listing(50 + i, { hasFreeShipping: true }), listing(10, { hasNextDayDelivery: true }), listing(40 + i, { hasFreeShipping: true })]));
    const free = liveTabParts(parts, 'hasFreeShipping');
    expect(free).toHaveLength(5);
    expect(free.map((r) => r.part.id)).toEqual(parts.slice(0, 5).map((p) => p.id));
    expect(free[0]).toMatchObject({ offer: { price: 40 }, offerCount: 2 });
    expect(liveTabParts(parts, 'hasSameDayShipping')).toEqual([]);
    const gone = part([listing(5, { hasFreeShipping: true, inStock: false }), listing(9, { hasFreeShipping: true })]);
    expect(liveTabParts([gone], 'hasFreeShipping')[0]).toMatchObject({ offer: { price: 9 } });
  });

  it('opens on the first tab with parts', () => {
    expect(firstTabWithParts([part([listing(10, { hasNextDayDelivery: true })])])).toBe('next-day');
    expect(firstTabWithParts([part([listing(10)])])).toBe('free-shipping');
  });

  it('pages live parts on the client, 5 to a page, never as featured placements', () => {
    const noLabels = { lowestIn90Days: false, typicalPrice: null, weekRisePercent: null };
    const parts = Array.from({ length: 12 }, () => ({ ...part([listing(10)]), dealLabels: noLabels }));
    const third = liveResultsPage(parts, 3, 5);
    expect(third).toMatchObject({ total: 12, page: 3, pageSize: 5, totalPages: 3 });
    expect(third.parts.map((p) => p.id)).toEqual(parts.slice(10).map((p) => p.id));
    expect(third.parts.every((p) => !p.featured && p.featuredLabel === null)).toBe(true);
    expect(liveResultsPage(parts, 4, 5).parts).toEqual([]);
  });
});
