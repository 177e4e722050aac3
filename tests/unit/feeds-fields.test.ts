import { describe, expect, it } from 'vitest';
import type { ShippingPolicy } from '../../src/server/db/schema/vendors';
import type { FeedOffer } from '../../src/server/modules/feeds/map/feed-offer';
import { labelNumbers, mapItem, validGtin, type MapContext } from '../../src/server/modules/feeds/map/map-item';
import { parseMoney } from '../../src/server/modules/feeds/map/money';
import { parseSalePeriod } from '../../src/server/modules/feeds/map/sale-period';
import { shippingTerms } from '../../src/server/modules/feeds/map/shipping';
import { emptyItem, type RawItem } from '../../src/server/modules/feeds/parse/raw-item';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const context: MapContext = { shippingPolicy: null, now: NOW };

function raw(values: Record<string, string>, shipping: Record<string, string>[] = [], line = 5): RawItem {
  const item = emptyItem(line);
  for (const [name, value] of Object.entries(values)) item.fields.set(name, value);
  item.shipping.push(...shipping);
  return item;
}

const valid = { id: 'A-1', title: 'Oil Filter', link: 'https://shop.example/p/a-1', price: '12.99 USD', availability: 'in_stock' };

function offer(values: Record<string, string>, shipping: Record<string, string>[] = [], ctx: MapContext = context): FeedOffer {
  const mapped = mapItem(raw({ ...valid, ...values }, shipping), ctx);
  if (!mapped.ok) throw new Error(`rejected: ${mapped.reason}`);
  return mapped.offer;
}

function reason(values: Record<string, string | undefined>, shipping: Record<string, string>[] = []): string {
  const merged = Object.fromEntries(Object.entries({ ...valid, ...values }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const mapped = mapItem(raw(merged, shipping), context);
  if (mapped.ok) throw new Error('expected a rejection');
  expect(mapped.line).toBe(5);
  return mapped.reason;
}

describe('parseMoney', () => {
  it('reads Merchant Center amounts into exact cents', () => {
    expect(parseMoney('129.95 USD', 'price')).toEqual({ ok: true, cents: 12995, currency: 'USD' });
    expect(parseMoney('129.95USD', 'price')).toEqual({ ok: true, cents: 12995, currency: 'USD' });
    expect(parseMoney('USD 7', 'price')).toEqual({ ok: true, cents: 700, currency: 'USD' });
    expect(parseMoney('1,299.5 usd', 'price')).toEqual({ ok: true, cents: 129950, currency: 'USD' });
    expect(parseMoney('0.07 USD', 'price')).toEqual({ ok: true, cents: 7, currency: 'USD' });
    expect(parseMoney('15.00 EUR', 'price')).toEqual({ ok: true, cents: 1500, currency: 'EUR' });
  });

  it('explains what is wrong', () => {
    expect(parseMoney('abc', 'price')).toEqual({ ok: false, reason: 'price "abc" is not an amount with a currency, such as "129.95 USD"' });
    expect(parseMoney('$12.99', 'price').ok).toBe(false);
    expect(parseMoney('12.99', 'price')).toEqual({ ok: false, reason: 'price "12.99" has no currency (write it as "129.95 USD")' });
    expect(parseMoney('12.999 USD', 'price')).toEqual({ ok: false, reason: 'price "12.999 USD" has more than two decimals' });
    expect(parseMoney('-5.00 USD', 'sale_price')).toEqual({ ok: false, reason: 'sale_price "-5.00 USD" is negative' });
  });
});

describe('parseSalePeriod', () => {
  it('reads ISO 8601 intervals with offsets, zones or dates only', () => {
    expect(parseSalePeriod('2024-02-24T11:07+0100/2024-02-29T23:07+0100')).toEqual({
      start: Date.parse('2024-02-24T10:07:00Z'),
      end: Date.parse('2024-02-29T22:07:00Z'),
    });
    expect(parseSalePeriod('2024-02-24T11:07:30Z/2024-02-25T00:00-05:00')).toEqual({
      start: Date.parse('2024-02-24T11:07:30Z'),
      end: Date.parse('2024-02-25T05:00:00Z'),
    });
    expect(parseSalePeriod('2024-02-24/2024-02-24')).toEqual({ start: Date.parse('2024-02-24T00:00:00Z'), end: Date.parse('2024-02-24T23:59:59.999Z') });
  });

  it('refuses anything else', () => {
    for (const text of ['2024-02-24', 'soon/later', '2024-02-29/2024-02-01', '2024-02-24/2024-02-25/2024-02-26', '24.02.2024/29.02.2024']) {
      expect(parseSalePeriod(text)).toBeNull();
    }
  });
});

describe('shippingTerms', () => {
  const policy: ShippingPolicy = { freeShippingThresholdCents: 4900, standardShippingCents: 795, standardDays: [3, 5], expressDays: null };

  it('takes the cheapest US entry, days from handling plus transit, and fast services from any entry', () => {
    const result = shippingTerms(
      [
        { country: 'US', service: 'Standard', price: '4.95 USD', min_handling_time: '0', max_handling_time: '1', min_transit_time: '2', max_transit_time: '5' },
        { country: 'US', service: 'Next Day Air', price: '24.95 USD' },
        { country: 'CA', service: 'Standard', price: '1.00 CAD' },
      ],
      null,
    );
    expect(result).toEqual({
      ok: true,
      terms: {
        shippingCostCents: 495,
        hasFreeShipping: false,
        hasSameDayShipping: false,
        hasNextDayDelivery: true,
        deliveryDaysMin: 2,
        deliveryDaysMax: 6,
        shippingOptions: [
          { service: 'Standard', costCents: 495, daysMin: 2, daysMax: 6 },
          { service: 'Next Day Air', costCents: 2495, daysMin: null, daysMax: null },
        ],
      },
    });
  });

  it('recognizes free, same-day (0 days) and next-day (1 day) shipping', () => {
    const result = shippingTerms([{ price: '0.00 USD', min_transit_time: '0', max_transit_time: '0' }], null);
    expect(result).toMatchObject({ ok: true, terms: { shippingCostCents: 0, hasFreeShipping: true, hasSameDayShipping: true, hasNextDayDelivery: true } });
  });

  it("quotes no cost without a US entry (the offer rule estimates it) and takes the vendor's usual days", () => {
    expect(shippingTerms([{ country: 'DE', price: '5.00 EUR' }], policy)).toEqual({
      ok: true,
      terms: {
        shippingCostCents: null,
        hasFreeShipping: false,
        hasSameDayShipping: false,
        hasNextDayDelivery: false,
        deliveryDaysMin: 3,
        deliveryDaysMax: 5,
        shippingOptions: [],
      },
    });
    expect(shippingTerms([], null)).toMatchObject({ terms: { shippingCostCents: null, hasFreeShipping: false, deliveryDaysMin: null } });
  });

  it('rejects a US shipping price in another currency', () => {
    expect(shippingTerms([{ country: 'US', price: '5.00 EUR' }], null)).toEqual({ ok: false, reason: 'shipping price currency EUR is not USD' });
  });
});

describe('mapItem: fields', () => {
  it('maps a complete item', () => {
    expect(
      offer(
        {
          description: 'With gasket',
          image_link: 'https://shop.example/img/a-1.jpg',
          condition: 'new',
          brand: '  MANN-FILTER ',
          gtin: '4006381333931',
          mpn: 'HU 816 X',
          product_type: 'Auto Parts > Filters',
          custom_label_0: '11 42 7 953 129, clearance',
          custom_label_3: '11427541827',
        },
        [{ country: 'US', service: 'Ground', price: '5.00 USD', min_transit_time: '3', max_transit_time: '4' }],
      ),
    ).toEqual({
      line: 5,
      vendorSku: 'A-1',
      stockQuantity: null,
      trackingUrl: null,
      partName: 'Oil Filter',
      partNumber: 'HU 816 X',
      otherNumbers: ['11 42 7 953 129', '11427541827'],
      numbers: ['HU 816 X', '11 42 7 953 129', '11427541827'],
      brand: 'MANN-FILTER',
      mpn: 'HU 816 X',
      gtin: '4006381333931',
      productType: 'Auto Parts > Filters',
      imageLink: 'https://shop.example/img/a-1.jpg',
      availability: 'in_stock',
      condition: 'new',
      priceCents: 1299,
      originalPriceCents: null,
      inStock: true,
      productUrl: 'https://shop.example/p/a-1',
      shippingCostCents: 500,
      hasFreeShipping: false,
      hasSameDayShipping: false,
      hasNextDayDelivery: false,
      deliveryDaysMin: 3,
      deliveryDaysMax: 4,
      shippingOptions: [{ service: 'Ground', costCents: 500, daysMin: 3, daysMax: 4 }],
    });
  });

  it('applies a sale price while its period runs, with the regular price as the original', () => {
    expect(offer({ price: '89.00 USD', sale_price: '79.00 USD' })).toMatchObject({ priceCents: 7900, originalPriceCents: 8900 });
    const running = { price: '89.00 USD', sale_price: '79.00 USD', sale_price_effective_date: '2026-11-01/2026-11-30' };
    expect(offer(running)).toMatchObject({ priceCents: 7900, originalPriceCents: 8900 });
    expect(offer({ ...running, sale_price_effective_date: '2026-10-01/2026-10-31' })).toMatchObject({ priceCents: 8900, originalPriceCents: null });
    expect(offer({ ...running, sale_price_effective_date: '2026-12-01/2026-12-31' })).toMatchObject({ priceCents: 8900, originalPriceCents: null });
    // A "sale" above the price is no reduction.
    expect(offer({ price: '89.00 USD', sale_price: '99.00 USD' })).toMatchObject({ priceCents: 8900, originalPriceCents: null });
  });

  it('reads availability and condition', () => {
    expect(offer({ availability: 'in stock' })).toMatchObject({ availability: 'in_stock', inStock: true });
    expect(offer({ availability: 'OUT_OF_STOCK' })).toMatchObject({ availability: 'out_of_stock', inStock: false });
    expect(offer({ availability: 'preorder' })).toMatchObject({ availability: 'preorder', inStock: false });
    expect(offer({ availability: 'backorder' })).toMatchObject({ availability: 'backorder', inStock: false });
    expect(offer({})).toMatchObject({ condition: 'new' });
    expect(offer({ condition: 'Used' })).toMatchObject({ condition: 'used' });
    expect(offer({ condition: 'refurbished' })).toMatchObject({ condition: 'refurbished' });
  });

  it('ignores a GTIN with a wrong check digit, a non-http image link and unknown attributes', () => {
    expect(offer({ gtin: '4006381333932', image_link: 'ftp://x/y.jpg', color: 'red', 'shipping_label': 'oversize' })).toMatchObject({
      gtin: null,
      imageLink: null,
    });
    expect(validGtin('036000291452')).toBe('036000291452');
    expect(validGtin('0360-0029-1452')).toBe('036000291452');
    expect(validGtin('12345')).toBeNull();
  });

  it('takes number-shaped tokens from the custom labels only', () => {
    const fields = new Map([
      ['custom_label_0', 'clearance, 11 42 7 953 129; HU-816-X | summer sale'],
      ['custom_label_4', `${'9'.repeat(41)}, <script>1</script>, 123`],
    ]);
    expect(labelNumbers(fields)).toEqual(['11 42 7 953 129', 'HU-816-X', '123']);
  });

  it('cleans control characters and runs of spaces from text', () => {
    expect(offer({ title: '  Oil\u0000 Filter\n\t  HU 816 X ' })).toMatchObject({ partName: 'Oil Filter HU 816 X' });
  });
});

describe('mapItem: rejections name the attribute and the problem', () => {
  it('missing or broken required attributes', () => {
    expect(reason({ id: undefined })).toBe('id is missing');
    expect(reason({ title: '  ' })).toBe('title is missing');
    expect(reason({ link: undefined })).toBe('link is missing');
    expect(reason({ link: 'javascript:alert(1)' })).toBe('link "javascript:alert(1)" is not an http(s) url');
    expect(reason({ link: 'shop.example/p/1' })).toBe('link "shop.example/p/1" is not an http(s) url');
    expect(reason({ price: undefined })).toBe('price is missing');
    expect(reason({ availability: undefined })).toBe('availability is missing');
    expect(reason({ availability: 'maybe' })).toBe('availability "maybe" is not one of in_stock, out_of_stock, preorder, backorder');
    expect(reason({ condition: 'like new' })).toBe('condition "like new" is not one of new, refurbished, used');
  });

  it('prices: negative, zero, implausible, not USD', () => {
    expect(reason({ price: '-5.00 USD' })).toBe('price "-5.00 USD" is negative');
    expect(reason({ price: '0.00 USD' })).toBe('price must be more than 0');
    expect(reason({ price: '2000000.00 USD' })).toBe('price "2000000.00 USD" is not a plausible price');
    expect(reason({ price: '15.00 EUR' })).toBe('price currency EUR is not USD');
    expect(reason({ sale_price: '10.00 GBP' })).toBe('sale_price currency GBP is not USD');
    expect(reason({ sale_price: '10.00 USD', sale_price_effective_date: 'next week' })).toBe(
      'sale_price_effective_date "next week" is not an ISO 8601 interval (start/end)',
    );
    expect(reason({}, [{ country: 'US', price: '4.00 CAD' }])).toBe('shipping price currency CAD is not USD');
  });

  it('overlong values, counted in full', () => {
    const item = raw({ ...valid });
    item.overlong.set('title', 10 * 1024 * 1024);
    expect(mapItem(item, context)).toEqual({ ok: false, line: 5, itemId: 'A-1', reason: 'title is 10,485,760 characters long (at most 500)' });
    expect(reason({ title: 'x'.repeat(501) })).toBe('title is 501 characters long (at most 500)');
    expect(reason({ id: 'x'.repeat(201) })).toBe('id is 201 characters long (at most 200)');
    expect(reason({ mpn: 'x'.repeat(71) })).toBe('mpn is 71 characters long (at most 70)');
  });

  it('a broken record', () => {
    const item = raw(valid);
    item.problem = 'the row has 7 columns but the header has 6';
    expect(mapItem(item, context)).toMatchObject({ ok: false, itemId: 'A-1', reason: 'the row has 7 columns but the header has 6' });
  });
});
