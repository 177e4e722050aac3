/** Live pricing's figures and input rules. */
import { describe, expect, it } from 'vitest';
import { livePricingRequestSchema, liveSearchQuerySchema } from '../../src/shared/schemas/pricing';
import { deliveryText } from '../../src/server/modules/pricing/delivery-text';
import { livePricingInputError } from '../../src/server/modules/pricing/input-error';
import { sortByTotal } from '../../src/shared/rules/live-offers';
import { liveSearchVendorQuery } from '../../src/server/modules/pricing/live-search.query';
import { rankParts } from '../../src/server/modules/pricing/live-search.service';
import { averagePrice, lowestOffer, toResult } from '../../src/server/modules/pricing/live-pricing.summary';
import type { LiveOffer, VendorAnswer } from '../../src/server/modules/pricing/live-offer';

let nextId = 0;
const offer = (values: Partial<LiveOffer> = {}): LiveOffer => ({
  listingId: ++nextId,
  partId: 1,
  vendorSku: `sku-${nextId}`,
  partName: 'Oil Filter',
  partNumber: '11427953129',
  brand: 'Mann',
  priceCents: 1000,
  originalPriceCents: null,
  productUrl: 'https://shop.example/p',
  estimatedDelivery: null,
  lastSeenAt: '2026-03-01T12:00:00.000Z',
  ...values,
});
const result = (vendor: string, values: Partial<LiveOffer>) => toResult({ vendorId: 1, vendor }, offer(values));

describe('live pricing results', () => {
  /** A vendor that asked `cents` on each of the last 30 days: its "was" price of that much is supported. */
  const heldAt = (cents: number) => Array<number>(29).fill(cents).concat([1000]);

  it('carry the spec discount, the total price and a tracked url', () => {
    const r = result('FCP Euro', { priceCents: 7999, originalPriceCents: 9999, shippingCostCents: 995, wasWindowPrices: [...heldAt(9999).slice(0, 29), 7999] });
    expect(r).toMatchObject({ price: 79.99, originalPrice: 99.99, discount: 20, shippingCost: 9.95, totalPrice: 89.94 });
    expect(r).toMatchObject({ wasPriceSupported: true, lowest30DayPrice: 79.99 });
    expect(r.productUrl).toBe(`/go/${r.listingId}`);
    expect(result('A', { priceCents: 1000, originalPriceCents: 1000 }).discount).toBe(0);
    expect(result('A', { priceCents: 1000, originalPriceCents: 900 }).discount).toBe(0);
    expect(result('A', { priceCents: 1000, originalPriceCents: null }).discount).toBe(0);
    expect(result('A', { priceCents: 1000, originalPriceCents: 1500, wasWindowPrices: heldAt(1500) }).discount).toBe(33);
    // A "was" price the vendor's own history does not back: no discount, nothing to strike through.
    expect(result('A', { priceCents: 1000, originalPriceCents: 1500, wasWindowPrices: Array<number>(30).fill(1000) })).toMatchObject({
      originalPrice: 15,
      discount: 0,
      wasPriceSupported: false,
      lowest30DayPrice: null,
    });
    expect(result('A', { priceCents: 1000, originalPriceCents: 1500 })).toMatchObject({ discount: 0, wasPriceSupported: false });
    // Free shipping wins over a stated cost.
    expect(result('A', { priceCents: 1000, hasFreeShipping: true, shippingCostCents: 500 })).toMatchObject({ shippingCost: 0, totalPrice: 10 });
  });

  it('sort by the offer rule: in stock first, then total price (price + shipping), then the quicker delivery', () => {
    const sorted = sortByTotal([
      result('Cheapest, out of stock', { priceCents: 500, inStock: false }),
      result('Cheap but shipped', { priceCents: 1000, shippingCostCents: 1500 }),
      result('Same total, slower', { priceCents: 2000, hasFreeShipping: true, deliveryDaysMin: 3, deliveryDaysMax: 6 }),
      result('Same total, quicker', { priceCents: 1900, shippingCostCents: 100, deliveryDaysMin: 1, deliveryDaysMax: 2 }),
    ]);
    expect(sorted.map((r) => r.vendor)).toEqual(['Same total, quicker', 'Same total, slower', 'Cheap but shipped', 'Cheapest, out of stock']);
  });

  it('lowest price is the best offer’s total with its vendor (never out of stock); average is the mean total (item plus shipping) to the cent', () => {
    const results = [
      result('A', { priceCents: 1000, shippingCostCents: 2000 }),
      result('B', { priceCents: 1500 }),
      result('C', { priceCents: 1001, shippingCostCents: 99 }),
      result('D', { priceCents: 900, inStock: false }),
    ];
    expect(lowestOffer(results)).toEqual({ price: 11, vendor: 'C', listingId: results[2]!.listingId });
    // (30.00 + 15.00 + 11.00) / 3: totals, like the lowest price, not item prices (11.67).
    expect(averagePrice(results.slice(0, 3))).toBe(18.67);
    expect(lowestOffer([])).toEqual({ price: 0, vendor: null, listingId: null });
    expect(lowestOffer([results[3]!])).toEqual({ price: 0, vendor: null, listingId: null });
    expect(averagePrice([])).toBe(0);
  });

  it('state delivery as the vendor words it, or from its flags and days', () => {
    expect(deliveryText(offer({ estimatedDelivery: 'Ships in 3 weeks' }))).toBe('Ships in 3 weeks');
    // A next-day option on an offer that takes days does not make it "next business day".
    expect(deliveryText(offer({ hasNextDayDelivery: true, deliveryDaysMin: 3 }))).toBe('3 business days');
    expect(deliveryText(offer({ hasNextDayDelivery: true }))).toBe('Next-day delivery available');
    expect(deliveryText(offer({ deliveryDaysMin: 2, deliveryDaysMax: 5 }))).toBe('2-5 business days');
    expect(deliveryText(offer({ deliveryDaysMin: 1, deliveryDaysMax: 1 }))).toBe('Next business day');
    expect(deliveryText(offer({ hasSameDayShipping: true }))).toBe('Ships today');
    expect(deliveryText(offer())).toBe('Delivery time not stated');
  });
});

describe('live pricing input', () => {
  it('trims, requires part number and make, defaults the year to 2020', () => {
    expect(livePricingRequestSchema.parse({ partNumber: ' 11621259307 ', make: 'BMW' })).toEqual({
      partNumber: '11621259307',
      partName: '',
      make: 'BMW',
      model: '',
      year: 2020,
    });
    expect(livePricingRequestSchema.parse({ partNumber: 'X1', make: 'BMW', model: '2002', year: '' }).year).toBe(2020);
    expect(livePricingRequestSchema.parse({ partNumber: 'X1', make: 'BMW', year: '1973' }).year).toBe(1973);
    expect(livePricingRequestSchema.safeParse({ partNumber: '   ', make: 'BMW' }).success).toBe(false);
    expect(livePricingRequestSchema.safeParse({ partNumber: 'X1', make: 'BMW', year: 'soon' }).success).toBe(false);
  });

  it('answers a missing field with the spec message and names the fields', () => {
    const error = livePricingInputError({
      validationContext: 'body',
      validation: [
        { instancePath: '/partNumber', message: 'is required' },
        { instancePath: '/make', message: 'is required' },
      ],
    });
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Part number and make are required');
    expect(error.issues?.map((i) => i.field)).toEqual(['partNumber', 'make']);
    const other = livePricingInputError({ validationContext: 'body', validation: [{ instancePath: '/year', message: 'must be a year' }] });
    expect(other.message).toBe('Invalid body: year');
    const noBody = livePricingInputError({ validationContext: 'body', validation: [{ instancePath: '', message: 'expected object' }] });
    expect(noBody.message).toBe('Part number and make are required');
  });

  it('live search requires a query', () => {
    expect(liveSearchQuerySchema.safeParse({ q: '  ' }).success).toBe(false);
    expect(liveSearchQuerySchema.parse({ q: 'pads', year: '' })).toEqual({ q: 'pads', make: '', model: '', year: undefined });
  });
});

describe('live search', () => {
  it('prepends the make brand name with the shared rule, whether the make comes as a slug or a name', () => {
    const text = (q: string, make: string) => liveSearchVendorQuery({ q, make, model: '', year: undefined }).text;
    expect(text('brake pads', 'bmw')).toBe('BMW brake pads');
    expect(text('BMW brake pads', 'bmw')).toBe('BMW brake pads');
    expect(text('brake pads', 'mercedes')).toBe('Mercedes-Benz brake pads');
    expect(text('brake pads', 'Mercedes Benz')).toBe('Mercedes-Benz brake pads');
    expect(text('mercedes brake pads', 'mercedes-benz')).toBe('mercedes brake pads');
    expect(text('brake pads', 'Volkswagen')).toBe('Volkswagen brake pads');
    expect(text('brake pads', 'ferrari')).toBe('brake pads');
    expect(text('brake pads', '')).toBe('brake pads');
  });

  it('asks vendors by part number when the words are one', () => {
    expect(liveSearchVendorQuery({ q: '11621259307', make: 'bmw', model: '', year: undefined })).toMatchObject({ partNumber: '11621259307' });
    expect(liveSearchVendorQuery({ q: 'brake pads', make: 'bmw', model: '3-series', year: 2010 })).toEqual({
      text: 'BMW brake pads',
      vehicle: { make: 'bmw', model: '3-series', year: 2010 },
    });
  });

  it('ranks parts offered by more vendors first, then by the vendors’ own order', () => {
    const answer = (vendorId: number, offers: LiveOffer[]): VendorAnswer => ({
      vendorId,
      vendor: `V${vendorId}`,
      status: 'ok',
      ms: 1,
      offers,
      unmatched: 0,
      cached: false,
    });
    const ranked = rankParts([
      answer(1, [offer({ partId: 30, listingId: 301 }), offer({ partId: 10, listingId: 101 })]),
      answer(2, [offer({ partId: 20, listingId: 201 }), offer({ partId: 10, listingId: 102 })]),
    ]);
    expect(ranked).toEqual([10, 20, 30]); // 20 and 30 both head an answer: part id breaks the tie
  });
});
