/**
 * Live pricing and live search through the whole server: the vendor simulator (started here on a
 * snapshot of this test's catalog, over real HTTP on loopback), connectors configured as for the
 * demo, the fan-out with its deadline, the listing upsert, the tracked links and the SSE stream.
 */
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  livePricingResponseSchema,
  liveSearchResponseSchema,
  type LivePricingResponse,
} from '../../src/shared/schemas/pricing';
import { interchangeNumbers, fitments, listingPriceHistory, listings, vendors } from '../../src/server/db/schema';
import { refreshPartDerived } from '../../src/server/db/derived';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import { configureDemoConnectors } from '../../src/demo/demo-connectors';
import { loadCatalogSnapshot, PROFILES, startVendorSimulator, type VendorSimulator } from '../../src/vendor-sim';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

const DEADLINE_MS = 2000;
/** Timers run late on a busy machine; the exact bound is what `npm run bench:live` measures. */
const SLACK_MS = 750;
const fast = (min: number, max: number) => ({ latencyMs: [min, max] as [number, number], errorRate: 0, hangRate: 0, malformedRate: 0 });

interface SseEvent {
  event: string;
  data: unknown;
}
function parseEvents(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      return {
        event: lines.find((l) => l.startsWith('event: '))!.slice(7),
        data: JSON.parse(lines.find((l) => l.startsWith('data: '))!.slice(6)),
      };
    });
}

describe('live pricing API', () => {
  let t: TestApp;
  /** The simulator on loopback stands in for the vendors: the app may fetch from it. */
  const allowedHosts = new Set<string>();
  let headers: { cookie: string };
  let sim: VendorSimulator;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ pricing: { deadlineMs: DEADLINE_MS, rateLimitPerMinute: 1000 }, allowedHosts });
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const porsche = await makeMake(db, { name: 'Porsche', slug: 'porsche' });
    const e46 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e46', yearFrom: 1999, yearTo: 2006 });
    const p997 = await makeModel(db, porsche.id, { name: '911', slug: '911-997', yearFrom: 2005, yearTo: 2012 });
    const engine = await makeCategory(db, { name: 'Engine' });
    const brakes = await makeCategory(db, { name: 'Brakes' });
    const gasket = await makePart(db, engine.id, { name: 'Exhaust Manifold Gasket', partNumber: '11 62 1 259 307', brand: 'Elring' });
    const frontPads = await makePart(db, brakes.id, { name: 'Front Brake Pad Set', partNumber: 'P 06 038', brand: 'Brembo' });
    const rearPads = await makePart(db, brakes.id, { name: 'Rear Brake Pad Set', partNumber: '34 21 6 761 281', brand: 'Textar' });
    await db.insert(interchangeNumbers).values({ partId: gasket.id, number: '11 62 1 437 576', numberNormalized: '11621437576', kind: 'superseded' });
    await db.insert(fitments).values([
      { partId: gasket.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
      { partId: frontPads.id, modelId: p997.id, yearFrom: 2005, yearTo: 2012 },
      { partId: rearPads.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
    ]);

    const shipping = { freeShippingThresholdCents: 5000, standardShippingCents: 795, standardDays: [2, 5] as [number, number], expressDays: null };
    const alpha = await makeVendor(db, { name: 'Alpha Parts', slug: 'alpha', shippingPolicy: shipping });
    const bravo = await makeVendor(db, { name: 'Bravo Motors', slug: 'bravo', shippingPolicy: shipping });
    const charlie = await makeVendor(db, { name: 'Charlie Slow', slug: 'charlie' });
    const delta = await makeVendor(db, { name: 'Delta Hangs', slug: 'delta' });
    const echo = await makeVendor(db, { name: 'Echo Garbage', slug: 'echo' });
    const feed = await makeVendor(db, { name: 'Rock Feed', slug: 'rockauto' });
    await makeVendor(db, { name: 'Closed Shop', slug: 'closed', isActive: false });
    const manual = await makeVendor(db, { name: 'Manual Feed', slug: 'manual', connector: { kind: 'feed', maxResults: 5 } });
    Object.assign(ids, { gasket: gasket.id, frontPads: frontPads.id, rearPads: rearPads.id, alpha: alpha.id, feed: feed.id, manual: manual.id });

    // What each shop sells (the simulator's catalog is a snapshot of these listings).
    const list = (partId: number, vendorId: number, sku: string, priceCents: number, values = {}) =>
      makeListing(db, partId, vendorId, { vendorSku: sku, priceCents, url: `https://shop.example/${sku}`, ...values });
    // On sale after a month at $16.99: the vendor's own history backs its "was" price. The simulator
    // moves the price (and the "was" price with it) by −5 % … +4 %, so its claim for this item stays
    // at or below $16.59, within what the month backs, whatever the hour.
    const onSale = await list(gasket.id, alpha.id, 'A-GASKET', 1299, { originalPriceCents: 1599, firstSeenAt: new Date(Date.now() - 40 * 86_400_000) });
    await db.insert(listingPriceHistory).values([
      { listingId: onSale.id, priceCents: 1699, recordedAt: new Date(Date.now() - 40 * 86_400_000) },
      { listingId: onSale.id, priceCents: 1299, originalPriceCents: 1599, recordedAt: new Date(Date.now() - 2 * 86_400_000) },
    ]);
    await list(frontPads.id, alpha.id, 'A-FPADS', 8999);
    await list(rearPads.id, alpha.id, 'A-RPADS', 6999);
    await list(gasket.id, bravo.id, 'B-GASKET', 1399);
    await list(frontPads.id, bravo.id, 'B-FPADS', 9499);
    await list(gasket.id, charlie.id, 'C-GASKET', 1199, { shippingCostCents: 1295 });
    await list(gasket.id, delta.id, 'D-GASKET', 999);
    await list(gasket.id, echo.id, 'E-GASKET', 899);
    await list(gasket.id, feed.id, 'F-GASKET', 1100, { shippingCostCents: 500 });
    await refreshPartDerived(db);

    const catalog = await loadCatalogSnapshot((text) => rowsOf<Record<string, unknown>>(db, sql.raw(text)));
    sim = await startVendorSimulator({
      catalog,
      profiles: { alpha: fast(10, 30), bravo: fast(20, 40), charlie: fast(200, 250), delta: PROFILES.hanging, echo: PROFILES.garbage },
    });
    // Node loads its fetch implementation on first use: not something a vendor's timing should pay for.
    await fetch(`${sim.baseUrl}/health`);
    // Likewise the embedded database plans the upsert statement on its first run.
    await upsertOffers(db, alpha.id, [{ vendorSku: 'WARM-UP', partNumber: 'NO-SUCH-PART', partName: 'x', priceCents: 100, productUrl: 'https://shop.example/x' }]);
    allowedHosts.add(allowListEntry(sim.baseUrl));
    await configureDemoConnectors(db, sim.baseUrl);
    // Keep asking the broken shops in every test (their circuits would otherwise open after 3 failures).
    await db.execute(sql`update vendors set connector = jsonb_set(connector, '{breaker,failureThreshold}', '1000')
      where slug in ('delta', 'echo')`);
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const livePricing = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/parts/live-pricing', headers, payload: payload as object });

  describe('configuration for the demo', () => {
    it('points simulated vendors at the simulator, feed-backed ones at their listings, and leaves hand-made configs alone', async () => {
      const rows = await t.db.select({ slug: vendors.slug, connector: vendors.connector }).from(vendors);
      const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r.connector as Record<string, unknown>]));
      expect(bySlug.alpha).toMatchObject({ kind: 'http-json', itemsPath: 'items', simulated: true });
      expect(bySlug.alpha!.searchUrl).toBe(`${sim.baseUrl}/v/alpha/search?pn={partNumber}&q={text}&make={make}&model={model}&year={year}`);
      expect(bySlug.bravo).toMatchObject({ kind: 'http-json', itemsPath: 'data.products' });
      expect(bySlug.rockauto).toMatchObject({ kind: 'feed', simulated: true });
      expect(bySlug.manual).toEqual({ kind: 'feed', maxResults: 5 });
    });
  });

  describe('POST /api/parts/live-pricing', () => {
    it('is behind the gate', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/parts/live-pricing', payload: { partNumber: 'X1', make: 'BMW' } });
      expect(response.statusCode).toBe(401);
    });

    it('requires a part number and a make, naming the fields', async () => {
      for (const [payload, fields] of [
        [{}, ['partNumber', 'make']],
        [{ partNumber: '   ', make: 'BMW' }, ['partNumber']],
        [{ partNumber: '11621259307', make: '' }, ['make']],
      ] as const) {
        const response = await livePricing(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Part number and make are required');
        expect(response.json().issues.map((i: { field: string }) => i.field)).toEqual(fields);
      }
      const badYear = await livePricing({ partNumber: 'X1', make: 'BMW', year: 'soon' });
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json()).toMatchObject({ error: 'Invalid body: year', issues: [{ field: 'year' }] });
    });

    let answer: LivePricingResponse;
    it('asks every vendor at once and answers by the deadline in the spec shape', async () => {
      const started = Date.now();
      const response = await livePricing({ partNumber: ' 11 62 1 259 307 ', partName: '11 62 1 259 307', make: 'BMW', model: '', year: '' });
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(200);
      answer = livePricingResponseSchema.parse(response.json());
      expect(elapsed).toBeLessThan(DEADLINE_MS + SLACK_MS);
      expect(answer.query).toEqual({ partNumber: '11 62 1 259 307', make: 'BMW', model: '', year: 2020 });
      expect(new Date(answer.searchTimestamp).getTime()).toBeGreaterThan(started - 1000);

      const status = Object.fromEntries(answer.vendors.map((v) => [v.vendor, v.status]));
      expect(status).toEqual({
        'Alpha Parts': 'ok',
        'Bravo Motors': 'ok',
        'Charlie Slow': 'ok',
        'Delta Hangs': 'timeout',
        'Echo Garbage': 'error',
        'Rock Feed': 'ok',
        'Manual Feed': 'ok',
      });
      expect(answer.vendors.find((v) => v.vendor === 'Echo Garbage')!.message).toMatch(/malformed answer/);

      expect(answer.totalResults).toBe(4);
      expect(answer.results.map((r) => r.vendor).sort()).toEqual(['Alpha Parts', 'Bravo Motors', 'Charlie Slow', 'Rock Feed']);
      expect(answer.results.every((r) => r.partId === ids.gasket && r.productUrl === `/go/${r.listingId}`)).toBe(true);
    });

    it('orders by the offer rule (in stock first, then total price) and derives the lowest price, average and discounts', () => {
      const inStock = answer.results.map((r) => r.inStock);
      expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
      for (const group of [true, false]) {
        const totals = answer.results.filter((r) => r.inStock === group).map((r) => r.totalPrice);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
      }
      for (const r of answer.results) {
        expect(r.totalPrice).toBeCloseTo(r.price + r.shippingCost, 2);
        const reduced = r.wasPriceSupported && r.originalPrice && r.originalPrice > r.price;
        const expected = reduced ? Math.round(((r.originalPrice! - r.price) / r.originalPrice!) * 100) : 0;
        expect(r.discount).toBe(expected);
      }
      const totals = answer.results.map((r) => r.totalPrice);
      const best = answer.results.find((r) => r.inStock)!;
      expect(answer.lowestPrice).toEqual({ price: best.totalPrice, vendor: best.vendor, listingId: best.listingId });
      // The average is of totals too, so it compares with the lowest price like for like.
      // Rounded to the cent: at most half a cent from the exact mean (a mean ending in a half cent rounds either way in floating point).
      const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
      expect(Math.abs(answer.averagePrice - mean)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(answer.results.some((r) => r.shippingCost > 0)).toBe(true);
      // Alpha's item is on sale in the catalog: its price keeps the reduction.
      // Its "was" price (the simulator moves it around $15.99) is backed by a month at $16.99;
      // the 30-day low is $12.99 or today's price, if lower.
      const alpha = answer.results.find((r) => r.vendor === 'Alpha Parts')!;
      expect(alpha).toMatchObject({ wasPriceSupported: true, lowest30DayPrice: Math.min(12.99, alpha.price) });
      expect(alpha.discount).toBeGreaterThan(0);
      // The feed-backed vendor answers from its stored listing as it is.
      expect(answer.results.find((r) => r.vendor === 'Rock Feed')).toMatchObject({ price: 11, shippingCost: 5, totalPrice: 16 });
    });

    it('stores live offers through the listing upsert path (same listing per vendor item)', async () => {
      const alpha = answer.results.find((r) => r.vendor === 'Alpha Parts')!;
      const [row] = await t.db.select().from(listings).where(eq(listings.id, alpha.listingId));
      expect(row).toMatchObject({ vendorSku: 'A-GASKET', vendorId: ids.alpha, source: 'live', priceCents: Math.round(alpha.price * 100) });
      expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
      const [feedRow] = await t.db.select().from(listings).where(eq(listings.vendorSku, 'F-GASKET'));
      expect(feedRow!.source).toBe('demo'); // not rewritten: a stored listing is no new observation
    });

    it('sends buyers through the tracked click-out', async () => {
      const alpha = answer.results.find((r) => r.vendor === 'Alpha Parts')!;
      const response = await t.app.inject({ url: alpha.productUrl, headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.example/A-GASKET?utm_source=pitlane&utm_medium=referral&utm_campaign=price-comparison');
    });

    it('answers a repeat from the 5-minute cache without asking the vendors', async () => {
      const asked = sim.searchCount('alpha');
      const response = await livePricing({ partNumber: '11621259307', make: 'bmw' });
      const again = livePricingResponseSchema.parse(response.json());
      expect(sim.searchCount('alpha')).toBe(asked);
      expect(again.vendors.find((v) => v.vendor === 'Alpha Parts')).toMatchObject({ status: 'ok', cached: true });
      expect(again.results.map((r) => r.listingId).sort()).toEqual(answer.results.map((r) => r.listingId).sort());
    });

    it('finds the part by a superseded number', async () => {
      const response = await livePricing({ partNumber: '11-62-1-437-576', make: 'BMW', model: '3 Series', year: 2004 });
      const body = livePricingResponseSchema.parse(response.json());
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.every((r) => r.partId === ids.gasket)).toBe(true);
    });

    it('answers an unknown number with no results', async () => {
      const body = livePricingResponseSchema.parse((await livePricing({ partNumber: 'ZZ-404', make: 'Audi' })).json());
      expect(body).toMatchObject({ totalResults: 0, results: [], lowestPrice: { price: 0, vendor: null }, averagePrice: 0 });
    });
  });

  describe('GET /api/parts/live-pricing/stream', () => {
    it('validates before streaming', async () => {
      const response = await t.app.inject({ url: '/api/parts/live-pricing/stream?partNumber=P06038', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Part number and make are required', issues: [{ field: 'make' }] });
      const gated = await t.app.inject({ url: '/api/parts/live-pricing/stream?partNumber=P06038&make=BMW' });
      expect(gated.statusCode).toBe(401);
    });

    it('sends each vendor’s offers and status as it answers, then the summary', async () => {
      const response = await t.app.inject({ url: '/api/parts/live-pricing/stream?partNumber=P%2006%20038&make=Porsche&model=911&year=2008', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const events = parseEvents(response.body);
      const names = events.map((e) => e.event);
      expect(names.at(-1)).toBe('summary');
      expect(names.filter((n) => n === 'vendor-status')).toHaveLength(7);
      expect(names.filter((n) => n === 'summary')).toHaveLength(1);

      // A vendor's offers come right before its status.
      events.forEach((e, i) => {
        if (e.event !== 'offers') return;
        const next = events[i + 1]!;
        expect(next.event).toBe('vendor-status');
        expect((next.data as { vendorId: number }).vendorId).toBe((e.data as { vendorId: number }).vendorId);
      });
      // In the order they answered: the fast shops first, the hanging one last.
      const statusOrder = events.filter((e) => e.event === 'vendor-status').map((e) => (e.data as { vendor: string }).vendor);
      expect(statusOrder.indexOf('Alpha Parts')).toBeLessThan(statusOrder.indexOf('Delta Hangs'));
      expect(statusOrder.at(-1)).toBe('Delta Hangs');

      const summary = livePricingResponseSchema.parse(events.at(-1)!.data);
      const streamed = events.filter((e) => e.event === 'offers').flatMap((e) => (e.data as { results: { listingId: number }[] }).results);
      expect(summary.results.map((r) => r.listingId).sort()).toEqual(streamed.map((r) => r.listingId).sort());
      expect(summary.results.every((r) => r.partId === ids.frontPads)).toBe(true);
      expect(summary.query).toEqual({ partNumber: 'P 06 038', make: 'Porsche', model: '911', year: 2008 });
    });

    it('streams over HTTP without compression or buffering: the first offers arrive long before the deadline', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/parts/live-pricing/stream?partNumber=34216761281&make=BMW`, {
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff'); // the usual hooks still ran
      const arrivals: { event: string; at: number }[] = [];
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          arrivals.push({ event: parseEvents(buffer.slice(0, end + 2))[0]!.event, at: performance.now() - started });
          buffer = buffer.slice(end + 2);
        }
      }
      const firstOffers = arrivals.find((a) => a.event === 'offers')!;
      const summary = arrivals.find((a) => a.event === 'summary')!;
      // The hanging vendor holds the summary until the deadline; the fast shops' offers are already out.
      expect(summary.at).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(summary.at - firstOffers.at).toBeGreaterThan(DEADLINE_MS / 3);
    });
  });

  describe('GET /api/live-search', () => {
    it('requires a query', async () => {
      const response = await t.app.inject({ url: '/api/live-search?q=%20', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ field: 'q', message: 'is required' }]);
    });

    it('gives catalog parts with the network’s offers, filtered by vehicle', async () => {
      const response = await t.app.inject({ url: '/api/live-search?q=brake%20pads&make=porsche', headers });
      expect(response.statusCode).toBe(200);
      const body = liveSearchResponseSchema.parse(response.json());
      expect(body.query).toEqual({ q: 'brake pads', make: 'porsche', model: '', year: null });
      expect(body.parts.map((p) => p.id)).toEqual([ids.frontPads]);
      const [pads] = body.parts;
      expect(pads!.partNumber).toBe('P 06 038');
      expect(pads!.listings.map((l) => l.vendor.name).sort()).toEqual(['Alpha Parts', 'Bravo Motors']);
      expect(pads!.listings.every((l) => l.url === `/go/${l.id}`)).toBe(true);
      expect(pads!.lowestPrice).toBe(Math.min(...pads!.listings.map((l) => l.price)));
      expect(pads!.vendorCount).toBe(2);
    });

    it('includes feed-backed vendors, answering from their stored listings', async () => {
      const response = await t.app.inject({ url: '/api/live-search?q=exhaust%20manifold%20gasket&make=BMW&model=3%20Series&year=2004', headers });
      const body = liveSearchResponseSchema.parse(response.json());
      expect(body.parts.map((p) => p.id)).toEqual([ids.gasket]);
      expect(body.parts[0]!.listings.map((l) => l.vendor.name)).toContain('Rock Feed');
      expect(body.vendors.find((v) => v.vendor === 'Rock Feed')).toMatchObject({ status: 'ok', offers: 1 });
    });

    it('gives each part every offer it has, so its best buy is the results list’s, even from a vendor that did not answer', async () => {
      const url = '/api/live-search?q=exhaust%20manifold%20gasket&make=BMW&model=3%20Series&year=2004';
      const body = liveSearchResponseSchema.parse((await t.app.inject({ url, headers })).json());
      const gasket = body.parts.find((p) => p.id === ids.gasket)!;
      // Delta hangs and Echo answers garbage: neither is in the answer, both keep their stored offers.
      expect(body.vendors.find((v) => v.vendor === 'Delta Hangs')!.offers).toBe(0);
      expect(gasket.listings.map((l) => l.vendor.name)).toEqual(expect.arrayContaining(['Delta Hangs', 'Echo Garbage', 'Alpha Parts', 'Rock Feed']));
      const searched = (await t.app.inject({ url: '/api/parts/search?q=exhaust%20manifold%20gasket', headers })).json();
      const listed = searched.parts.find((p: { id: number }) => p.id === ids.gasket);
      expect(gasket.bestListingId).toBe(listed.bestListingId);
      expect(gasket.lowestPrice).toBe(listed.lowestPrice);
    });

    it('searches by part number when the words are one, and caches per vendor', async () => {
      const body = liveSearchResponseSchema.parse((await t.app.inject({ url: '/api/live-search?q=34216761281', headers })).json());
      expect(body.parts.map((p) => p.id)).toEqual([ids.rearPads]);
      const asked = sim.searchCount('alpha');
      const again = liveSearchResponseSchema.parse((await t.app.inject({ url: '/api/live-search?q=34216761281', headers })).json());
      expect(sim.searchCount('alpha')).toBe(asked);
      expect(again.parts.map((p) => p.id)).toEqual([ids.rearPads]);
    });
  });
});
