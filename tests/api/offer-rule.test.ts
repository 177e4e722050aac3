/**
 * The offer rule through every answer that orders offers or names a best one: search, part detail,
 * product detail, number lookup, live pricing (JSON and stream), live search and the JSON-LD in the
 * first HTML. One part has an out-of-stock offer with the lowest item price and an offer whose item
 * price is lower than the best buy's but dearer once shipping is added; every surface must agree on
 * the same best offer, the same total and the same order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import type { ShippingPolicy } from '../../src/server/db/schema/vendors';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import { productPageHead } from '../../src/shared/rules/page-head';
import type { PartDetail, PartLookup } from '../../src/shared/schemas/parts';
import { livePricingResponseSchema, liveSearchResponseSchema, type LivePricingResult } from '../../src/shared/schemas/pricing';
import { searchResponseSchema, type SearchResponse } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makePart, makeVendor } from '../support/factories';
import { createWebRoot } from '../support/web-root';

const policy = (freeShippingThresholdCents: number | null, standardShippingCents: number): ShippingPolicy => ({
  freeShippingThresholdCents,
  standardShippingCents,
  standardDays: [3, 6],
  expressDays: null,
});

/** The gasket's offers in the order the rule puts them, with what each costs in total. */
const EXPECTED_ORDER = [
  // $38.00 item, at or above the vendor's $35 threshold: ships free. The best buy.
  { vendor: 'Free Ride', price: 38, shippingCost: 0, totalPrice: 38, shippingEstimated: false },
  // $32.00 item, no shipping quoted: the vendor's standard $7.95, estimated.
  { vendor: 'No Quote', price: 32, shippingCost: 7.95, totalPrice: 39.95, shippingEstimated: true },
  // $30.00 item (cheaper than the best buy's) + $15.00 quoted shipping.
  { vendor: 'Ship Heavy', price: 30, shippingCost: 15, totalPrice: 45, shippingEstimated: false },
  // The lowest item price and the lowest total, but out of stock: last, never the best.
  { vendor: 'Out Of Stock Co', price: 25, shippingCost: 0, totalPrice: 25, shippingEstimated: false },
];
const vendorsOf = (offers: readonly { vendor: string | { name: string } }[]) =>
  offers.map((o) => (typeof o.vendor === 'string' ? o.vendor : o.vendor.name));

describe('the offer rule on every answer', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;
  const ids: Record<string, number> = {};
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const search = async (query: string) => searchResponseSchema.parse(await get<SearchResponse>(`/api/parts/search?${query}`));

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ gate: false, webRoot: webRoot.dir });
    const db = t.db;
    const engine = await makeCategory(db, { name: 'Engine', slug: 'engine' });
    const feed = { kind: 'feed', maxResults: 10 };
    const vendor = async (name: string, shipping: ShippingPolicy) =>
      (await makeVendor(db, { name, slug: name.toLowerCase().replace(/ /g, '-'), shippingPolicy: shipping, connector: feed })).id;
    ids.gone = await vendor('Out Of Stock Co', policy(null, 500));
    ids.heavy = await vendor('Ship Heavy', policy(10000, 1500));
    ids.free = await vendor('Free Ride', policy(3500, 900));
    ids.noQuote = await vendor('No Quote', policy(null, 795));

    const gasket = await makePart(db, engine.id, {
      slug: 'manifold-gasket', name: 'Exhaust Manifold Gasket', partNumber: '11 62 1 259 307', brand: 'Elring', rating: '4.4', reviewCount: 20,
    });
    const studs = await makePart(db, engine.id, { slug: 'manifold-studs', name: 'Exhaust Manifold Stud Kit', partNumber: '11 62 7 512 345', brand: 'Febi' });
    const soldOut = await makePart(db, engine.id, { slug: 'manifold-sensor', name: 'Exhaust Manifold Sensor', partNumber: '11 78 7 530 701', brand: 'Bosch' });
    Object.assign(ids, { gasket: gasket.id, studs: studs.id, soldOut: soldOut.id });

    const item = (sku: string, partNumber: string, priceCents: number, extra: object = {}) => ({
      vendorSku: sku,
      partName: 'Exhaust Manifold Gasket',
      partNumber,
      priceCents,
      productUrl: `https://shop.example/${sku}`,
      deliveryDaysMin: 3,
      deliveryDaysMax: 6,
      ...extra,
    });
    // Through the one listing upsert path, where the rule's shipping is applied.
    await upsertOffers(db, ids.gone, [
      item('G-1', '11621259307', 2500, { shippingCostCents: 0, inStock: false }),
      item('G-3', '11787530701', 1000, { shippingCostCents: 0, inStock: false }),
    ], { source: 'feed' });
    await upsertOffers(db, ids.heavy, [item('H-1', '11621259307', 3000, { shippingCostCents: 1500 })], { source: 'feed' });
    await upsertOffers(db, ids.free, [
      item('F-1', '11621259307', 3800, { shippingCostCents: 900 }),
      item('F-2', '11627512345', 3700, { shippingCostCents: 0 }),
    ], { source: 'feed' });
    await upsertOffers(db, ids.noQuote, [item('N-1', '11621259307', 3200)], { source: 'feed' });
    await refreshPartDerived(db);
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  /** The listing fields the rule decides, for comparing answers. */
  const decided = (offers: readonly { vendor: string | { name: string }; price: number; shippingCost: number; totalPrice: number; shippingEstimated: boolean }[]) =>
    offers.map((o) => ({
      vendor: typeof o.vendor === 'string' ? o.vendor : o.vendor.name,
      price: o.price,
      shippingCost: o.shippingCost,
      totalPrice: o.totalPrice,
      shippingEstimated: o.shippingEstimated,
    }));

  it('part detail: offers by the rule, the best buy and its total as the lowest price', async () => {
    const part = await get<PartDetail>('/api/parts/slug/manifold-gasket');
    expect(decided(part.listings)).toEqual(EXPECTED_ORDER);
    expect(part.listings.map((l) => l.inStock)).toEqual([true, true, true, false]);
    expect(part.bestListingId).toBe(part.listings[0]!.id);
    expect(part.lowestPrice).toBe(38);
  });

  it('number lookup: the same order and best buy for the part and its vendors', async () => {
    const lookup = await get<PartLookup>('/api/parts/find-by-number/11621259307');
    expect(decided(lookup.vendors)).toEqual(EXPECTED_ORDER);
    expect(lookup.part.bestListingId).toBe(lookup.vendors[0]!.id);
  });

  it('search: the offers by the rule; price sorts by the best in-stock total, parts with nothing in stock last', async () => {
    const asc = await search('q=manifold&sort=price_asc&pageSize=50');
    expect(asc.parts.map((p) => p.slug)).toEqual(['manifold-studs', 'manifold-gasket', 'manifold-sensor']);
    const gasket = asc.parts.find((p) => p.slug === 'manifold-gasket')!;
    expect(decided(gasket.listings)).toEqual(EXPECTED_ORDER);
    expect(gasket.lowestPrice).toBe(38);
    const soldOut = asc.parts.find((p) => p.slug === 'manifold-sensor')!;
    expect(soldOut).toMatchObject({ bestListingId: null, lowestPrice: null });

    const desc = await search('q=manifold&sort=price_desc&pageSize=50');
    expect(desc.parts.map((p) => p.slug)).toEqual(['manifold-gasket', 'manifold-studs', 'manifold-sensor']);
    // fastest_shipping breaks ties on speed by the same total.
    expect((await search('q=manifold&sort=fastest_shipping&pageSize=50')).parts.map((p) => p.slug)).toEqual([
      'manifold-studs',
      'manifold-gasket',
      'manifold-sensor',
    ]);
  });

  it('search with offer filters: the best in-stock total of the offers that pass', async () => {
    // Item prices up to $35 leave the gasket's out-of-stock, $30 and $32 offers, and drop the studs.
    const filtered = await search('q=manifold&maxPrice=35&sort=price_asc&pageSize=50');
    expect(filtered.parts.map((p) => p.slug)).toEqual(['manifold-gasket', 'manifold-sensor']);
    const gasket = filtered.parts[0]!;
    expect(vendorsOf(gasket.listings)).toEqual(['No Quote', 'Ship Heavy', 'Out Of Stock Co']);
    expect(gasket.lowestPrice).toBe(39.95);
  });

  it('live pricing (JSON): results by the rule, lowestPrice the best buy', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/parts/live-pricing', payload: { partNumber: '11621259307', make: 'BMW' } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = livePricingResponseSchema.parse(response.json());
    expect(decided(answer.results)).toEqual(EXPECTED_ORDER);
    expect(answer.lowestPrice).toEqual({ price: 38, vendor: 'Free Ride', listingId: answer.results[0]!.listingId });
  });

  it('live pricing (stream): the summary says the same', async () => {
    const response = await t.app.inject({ url: '/api/parts/live-pricing/stream?partNumber=11621259307&make=BMW' });
    const blocks = response.body.split('\n\n').filter((b) => b.includes('event: summary'));
    expect(blocks).toHaveLength(1);
    const summary = livePricingResponseSchema.parse(JSON.parse(/data: (.*)/.exec(blocks[0]!)![1]!));
    expect(decided(summary.results)).toEqual(EXPECTED_ORDER);
    expect(summary.lowestPrice).toMatchObject({ price: 38, vendor: 'Free Ride' });
    const streamed: LivePricingResult[] = response.body
      .split('\n\n')
      .filter((b) => b.includes('event: offers'))
      .flatMap((b) => JSON.parse(/data: (.*)/.exec(b)![1]!).results);
    expect(streamed.map((r) => r.totalPrice).sort()).toEqual(EXPECTED_ORDER.map((o) => o.totalPrice).sort());
  });

  it('live search: each part’s offers by the rule, with its best buy', async () => {
    const answer = liveSearchResponseSchema.parse(await get('/api/live-search?q=exhaust%20manifold%20gasket'));
    const gasket = answer.parts.find((p) => p.id === ids.gasket)!;
    expect(decided(gasket.listings)).toEqual(EXPECTED_ORDER);
    expect(gasket.bestListingId).toBe(gasket.listings[0]!.id);
    expect(gasket.lowestPrice).toBe(38);
  });

  it('JSON-LD: lowPrice is the best buy’s total, reviewCount the count the page shows', async () => {
    const response = await t.app.inject({ url: '/product/manifold-gasket', headers: { accept: 'text/html' } });
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(response.body)![1]!);
    expect(jsonLd.offers).toMatchObject({ lowPrice: '38.00', highPrice: '45.00', offerCount: 4 });
    expect(jsonLd.aggregateRating).toMatchObject({ reviewCount: 20 });
    const part = await get<PartDetail>('/api/parts/slug/manifold-gasket');
    expect(productPageHead(part, 'http://x').jsonLd).toMatchObject({ offers: { lowPrice: '38.00' }, aggregateRating: { reviewCount: part.reviewCount } });
  });

  it('agreement: every surface names the same best offer at the same total', async () => {
    const detail = await get<PartDetail>('/api/parts/slug/manifold-gasket');
    const lookup = await get<PartLookup>('/api/parts/find-by-number/11621259307');
    const searched = (await search('q=manifold&pageSize=50')).parts.find((p) => p.slug === 'manifold-gasket')!;
    const live = livePricingResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/parts/live-pricing', payload: { partNumber: '11621259307', make: 'BMW' } })).json(),
    );
    const liveSearch = liveSearchResponseSchema.parse(await get('/api/live-search?q=exhaust%20manifold%20gasket')).parts.find((p) => p.id === ids.gasket)!;
    const best = detail.listings.find((l) => l.id === detail.bestListingId)!;
    expect(best).toMatchObject({ vendorId: ids.free, inStock: true, totalPrice: 38 });
    for (const answer of [lookup.part, searched, liveSearch]) {
      expect(answer.bestListingId).toBe(best.id);
      expect(answer.lowestPrice).toBe(best.totalPrice);
    }
    expect(live.lowestPrice).toEqual({ price: best.totalPrice, vendor: 'Free Ride', listingId: best.id });
    // The cheapest item price in stock is not the best buy, and the cheapest item price overall is out of stock.
    const cheapestItem = [...detail.listings].sort((a, b) => a.price - b.price)[0]!;
    expect(cheapestItem.inStock).toBe(false);
    expect(detail.listings.filter((l) => l.inStock).sort((a, b) => a.price - b.price)[0]!.id).not.toBe(best.id);
  });
});
