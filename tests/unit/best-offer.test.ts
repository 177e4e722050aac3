/** The offer rule: total price with one unit's shipping, and which offer is the best buy. */
import { describe, expect, it } from 'vitest';
import {
  bestOffer,
  compareOffers,
  deliveryBadge,
  hasNextDay,
  lowestTotal,
  sortOffers,
  totalCents,
  unitShipping,
  type RankedOffer,
} from '../../src/shared/rules/best-offer';

const policy = { freeShippingThresholdCents: 4900, standardShippingCents: 995 };

describe('one unit’s shipping', () => {
  it('is free when the offer ships free, whatever it quoted', () => {
    expect(unitShipping({ priceCents: 1000, shippingCostCents: 500, hasFreeShipping: true }, policy)).toEqual({ shippingCents: 0, estimated: false });
  });

  it('is free at and above the vendor’s free-shipping threshold, and charged just below it', () => {
    expect(unitShipping({ priceCents: 4900, shippingCostCents: 995 }, policy)).toEqual({ shippingCents: 0, estimated: false });
    expect(unitShipping({ priceCents: 12000, shippingCostCents: null }, policy)).toEqual({ shippingCents: 0, estimated: false });
    expect(unitShipping({ priceCents: 4899, shippingCostCents: 995 }, policy)).toEqual({ shippingCents: 995, estimated: false });
  });

  it('is what the vendor quoted when it quoted a cost, even without a threshold', () => {
    const noThreshold = { freeShippingThresholdCents: null, standardShippingCents: 1195 };
    expect(unitShipping({ priceCents: 50000, shippingCostCents: 650 }, noThreshold)).toEqual({ shippingCents: 650, estimated: false });
    expect(unitShipping({ priceCents: 1000, shippingCostCents: 0 }, noThreshold)).toEqual({ shippingCents: 0, estimated: false });
  });

  it('is the vendor’s standard rate, marked estimated, when the offer quoted none', () => {
    expect(unitShipping({ priceCents: 1000 }, policy)).toEqual({ shippingCents: 995, estimated: true });
    expect(unitShipping({ priceCents: 1000, shippingCostCents: null }, policy)).toEqual({ shippingCents: 995, estimated: true });
    // No policy on file: nothing to add, and still an estimate.
    expect(unitShipping({ priceCents: 1000 }, null)).toEqual({ shippingCents: 0, estimated: true });
  });

  it('adds up to the total in cents', () => {
    expect(totalCents(4899, 995)).toBe(5894);
  });
});

let seen = Date.parse('2026-03-01T12:00:00Z');
const offer = (totalPrice: number, values: Partial<RankedOffer> & { name?: string } = {}) => ({
  totalPrice,
  inStock: true,
  lastSeenAt: new Date(seen).toISOString(),
  deliveryDaysMin: 3,
  deliveryDaysMax: 5,
  ...values,
});
const names = (offers: { name?: string }[]) => offers.map((o) => o.name);

describe('the order of offers', () => {
  it('puts in-stock offers first, then the lowest total', () => {
    const offers = [
      offer(10, { name: 'cheapest, out of stock', inStock: false }),
      offer(30, { name: 'dear' }),
      offer(20, { name: 'cheap' }),
      offer(25, { name: 'out of stock', inStock: false }),
    ];
    expect(names(sortOffers(offers))).toEqual(['cheap', 'dear', 'cheapest, out of stock', 'out of stock']);
  });

  it('lists stale offers after fresh ones within each stock group', () => {
    const offers = [
      offer(5, { name: 'stale, cheapest', stale: true }),
      offer(40, { name: 'fresh' }),
      offer(1, { name: 'out, stale', inStock: false, stale: true }),
      offer(3, { name: 'out, fresh', inStock: false }),
    ];
    expect(names(sortOffers(offers))).toEqual(['fresh', 'stale, cheapest', 'out, fresh', 'out, stale']);
    expect(bestOffer(offers)?.name).toBe('fresh');
  });

  it('breaks a tie on total by the fresher confirmation, then the quicker delivery', () => {
    const older = offer(20, { name: 'older', lastSeenAt: new Date(seen - 3_600_000).toISOString(), deliveryDaysMax: 1 });
    const newer = offer(20, { name: 'newer', deliveryDaysMax: 6 });
    expect(names(sortOffers([older, newer]))).toEqual(['newer', 'older']);
    const slow = offer(20, { name: 'slow', deliveryDaysMin: 4, deliveryDaysMax: 8 });
    const quick = offer(20, { name: 'quick', deliveryDaysMin: 1, deliveryDaysMax: 2 });
    const unknown = offer(20, { name: 'unknown', deliveryDaysMin: null, deliveryDaysMax: null });
    expect(names(sortOffers([unknown, slow, quick]))).toEqual(['quick', 'slow', 'unknown']);
    // Totals compare in cents: floating-point noise decides nothing.
    expect(compareOffers(offer(0.1 + 0.2), offer(0.3))).toBe(0);
    seen += 1000;
  });

  it('orders offers equal on every term by listing id, whatever order they came in', () => {
    const first = offer(20, { name: 'first', id: 820 });
    const second = offer(20, { name: 'second', id: 823 });
    expect(names(sortOffers([first, second]))).toEqual(['first', 'second']);
    expect(names(sortOffers([second, first]))).toEqual(['first', 'second']);
    expect(bestOffer([second, first])?.id).toBe(820);
  });

  it('keeps the given order for offers without ids it cannot tell apart', () => {
    const a = offer(20, { name: 'a' });
    const b = offer(20, { name: 'b' });
    expect(names(sortOffers([a, b]))).toEqual(['a', 'b']);
    expect(names(sortOffers([b, a]))).toEqual(['b', 'a']);
  });
});

describe('the best buy', () => {
  it('is the cheapest total in stock, not the cheapest item price', () => {
    const offers = [
      { ...offer(12 + 9.95), name: 'low item price, shipping on top', price: 12 },
      { ...offer(18.5), name: 'free shipping', price: 18.5 },
      { ...offer(9), name: 'out of stock', price: 9, inStock: false },
    ];
    expect(bestOffer(offers)?.name).toBe('free shipping');
    expect(lowestTotal(offers)).toBe(18.5);
  });

  it('is none when nothing is in stock: no lowest price then', () => {
    const offers = [offer(5, { inStock: false }), offer(7, { inStock: false })];
    expect(bestOffer(offers)).toBeNull();
    expect(lowestTotal(offers)).toBeNull();
    expect(bestOffer([])).toBeNull();
  });

  it('is a stale offer in stock rather than a fresh one out of stock', () => {
    const offers = [offer(5, { name: 'fresh, out', inStock: false }), offer(9, { name: 'stale, in', stale: true })];
    expect(bestOffer(offers)?.name).toBe('stale, in');
  });
});

describe('delivery badges agree with the delivery', () => {
  const terms = (deliveryDaysMin: number | null, deliveryDaysMax: number | null, shippingOptions: { daysMax: number | null }[] = []) => ({
    deliveryDaysMin,
    deliveryDaysMax,
    shippingOptions: shippingOptions.map((o) => ({ service: 'Option', cost: null, daysMin: null, ...o })),
  });

  it('says "Next Day" only for an offer that arrives in a day', () => {
    expect(deliveryBadge(terms(1, 1))).toBe('Next Day');
    expect(deliveryBadge(terms(0, 1))).toBe('Next Day');
    expect(deliveryBadge(terms(2, 7))).toBeNull();
  });

  it('says "Next-day available" when a slower offer has a next-day option', () => {
    expect(deliveryBadge(terms(2, 7, [{ daysMax: 7 }, { daysMax: 1 }]))).toBe('Next-day available');
    expect(hasNextDay(terms(2, 7, [{ daysMax: 1 }]))).toBe(true);
    expect(hasNextDay(terms(2, 7, [{ daysMax: 2 }]))).toBe(false);
  });
});
