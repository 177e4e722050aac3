/**
 * End to end over HTTP: the vendor simulator serves each vendor's Google Merchant Center feed on
 * loopback; the admin endpoint and the scheduler fetch and ingest them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRuns, interchangeNumbers, listingPriceHistory, listings, vendors } from '../../src/server/db/schema';
import { configureDemoFeeds, DEMO_FEED_INTERVAL_MINUTES } from '../../src/demo/demo-feeds';
import { demoFeedUrl } from '../../src/demo/demo-connectors';
import { createFeedScheduler } from '../../src/server/modules/feeds/scheduler';
import { loadCatalogSnapshot, startVendorSimulator, type SimCatalog, type VendorSimulator } from '../../src/vendor-sim';
import { offerFor } from '../../src/vendor-sim/offers';
import type { DatabaseHandle } from '../../src/server/db/client';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/http/safe-fetch';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDatabase, rowsOf } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const PERIOD_MS = 6 * 60 * 60 * 1000;

describe('simulator feeds ingested over HTTP', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let fetcher: SafeFetcher;
  let sim: VendorSimulator;
  let catalog: SimCatalog;
  const slugs = ['sim-feed-a', 'sim-feed-b'];
  /** Prices stored before any feed ran, by vendor sku. */
  const seeded = new Map<string, { price: number; original: number | null }>();

  beforeAll(async () => {
    database = await createTestDatabase();
    // Seeded first, then the simulator serves the catalog, then the app may fetch from it.
    const db = database.db;
    const category = await makeCategory(db);
    const policy = { freeShippingThresholdCents: 9900, standardShippingCents: 695, standardDays: [2, 5] as [number, number], expressDays: null };
    const [a, b] = [await makeVendor(db, { slug: slugs[0], shippingPolicy: policy }), await makeVendor(db, { slug: slugs[1] })];
    for (let i = 0; i < 12; i++) {
      const part = await makePart(db, category.id, { name: `Sim Part ${i}`, brand: i % 2 ? 'Bosch' : 'Mann-Filter', partNumber: `SIM ${1000 + i}` });
      if (i % 3 === 0) {
        await db.insert(interchangeNumbers).values({ partId: part.id, number: `OEM-${i}`, numberNormalized: `OEM${i}`, kind: 'oem' });
      }
      for (const vendor of i % 4 === 0 ? [a!, b!] : [a!]) {
        const price = 2000 + i * 137;
        const original = i % 5 === 0 ? price + 600 : null;
        seeded.set(`${vendor.slug}-${i}`, { price, original });
        await makeListing(db, part.id, vendor.id, {
          vendorSku: `${vendor.slug}-${i}`,
          url: `https://${vendor.slug}.example/p/${i}`,
          priceCents: price,
          originalPriceCents: original,
          shippingCostCents: 500,
        });
      }
    }
    const runQuery = (text: string) => rowsOf<Record<string, unknown>>(db, sql.raw(text));
    catalog = await loadCatalogSnapshot(runQuery);
    sim = await startVendorSimulator({ catalog, now: () => NOW, pricePeriodMs: PERIOD_MS });
    t = await createTestApp({ database, allowedHosts: [allowListEntry(sim.baseUrl)] });
    fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(sim.baseUrl)] });
  });
  afterAll(async () => {
    await fetcher?.close();
    await sim?.close();
    await t?.close();
    await database?.close();
  });

  const feedUrl = (slug: string) => `${sim.baseUrl}/v/${slug}/feed.xml`;
  const vendorId = async (slug: string) => (await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug)))[0]!.id;

  it("ingests a vendor's feed through the admin endpoint: every item matched, prices as the vendor publishes them", async () => {
    const { cookie } = await t.loginOperator('editor');
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: slugs[0], source: feedUrl(slugs[0]!) } });
    expect(response.statusCode).toBe(200);
    const run = response.json();
    const vendor = catalog.vendors.find((v) => v.slug === slugs[0])!;
    expect(run).toMatchObject({ status: 'succeeded', format: 'xml', source: feedUrl(slugs[0]!), itemsRead: vendor.items.length, matched: vendor.items.length, rejected: 0, unmatched: 0 });

    const id = await vendorId(slugs[0]!);
    for (const item of vendor.items) {
      const offer = offerFor(vendor, item, NOW, PERIOD_MS);
      const [listing] = await t.db.select().from(listings).where(and(eq(listings.vendorId, id), eq(listings.vendorSku, item.sku)));
      expect(listing).toMatchObject({
        priceCents: offer.priceCents,
        originalPriceCents: offer.originalPriceCents,
        inStock: offer.inStock,
        shippingCostCents: offer.shippingCostCents,
        hasFreeShipping: offer.freeShipping,
        source: 'feed',
      });
      // A price the feed changed is in the history, after the seeded price it replaced; an unchanged one is not.
      const before = seeded.get(item.sku)!;
      const changed = before.price !== offer.priceCents || before.original !== offer.originalPriceCents;
      const history = await t.db
        .select()
        .from(listingPriceHistory)
        .where(eq(listingPriceHistory.listingId, listing!.id))
        .orderBy(listingPriceHistory.recordedAt);
      expect(history.map((h) => h.priceCents)).toEqual(changed ? [before.price, offer.priceCents] : []);
    }

    // The same feed again: nothing changes but freshness.
    const again = (await t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: slugs[0], source: feedUrl(slugs[0]!) } })).json();
    expect(again).toMatchObject({ status: 'succeeded', matched: vendor.items.length, unchanged: vendor.items.length, priceChanges: 0 });
  });

  it('refreshes due vendors on schedule, once per interval', async () => {
    const id = await vendorId(slugs[1]!);
    await t.db.update(vendors).set({ feedUrl: feedUrl(slugs[1]!), feedIntervalMinutes: 60 }).where(eq(vendors.id, id));
    const scheduler = createFeedScheduler({ db: t.db, fetcher, timer: false });
    try {
      await scheduler.tick();
      await scheduler.tick();
    } finally {
      await scheduler.stop();
    }
    const runs = await t.db.select().from(feedRuns).where(eq(feedRuns.vendorId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded', source: feedUrl(slugs[1]!), matched: catalog.vendors[1]!.items.length });

    // Due again once the interval has passed.
    await t.db.update(feedRuns).set({ startedAt: new Date(Date.now() - 61 * 60_000) }).where(eq(feedRuns.vendorId, id));
    const later = createFeedScheduler({ db: t.db, fetcher, timer: false });
    await later.tick();
    await later.stop();
    expect(await t.db.select().from(feedRuns).where(eq(feedRuns.vendorId, id))).toHaveLength(2);
  });

  it("points the demo's feed-backed vendors at the simulator in their networks' formats, leaving a hand-set feed url alone", async () => {
    await makeVendor(t.db, { slug: 'rockauto' });
    await makeVendor(t.db, { slug: 'parts-geek', feedUrl: 'https://feeds.parts-geek.example/all.xml' });
    // A demo database from before the networks' formats: the simulator's Merchant feed, on another port.
    await makeVendor(t.db, { slug: 'carparts-com', feedUrl: 'http://127.0.0.1:4999/v/carparts-com/feed.xml' });
    expect(await configureDemoFeeds(t.db, sim.baseUrl)).toBe(2);
    const rows = await t.db.select().from(vendors).where(sql`${vendors.slug} in ('rockauto', 'parts-geek', 'carparts-com')`).orderBy(vendors.slug);
    expect(rows.map((v) => [v.slug, v.feedUrl, v.feedIntervalMinutes])).toEqual([
      ['carparts-com', `${sim.baseUrl}/v/carparts-com/cj/product-search`, DEMO_FEED_INTERVAL_MINUTES],
      ['parts-geek', 'https://feeds.parts-geek.example/all.xml', null],
      ['rockauto', `${sim.baseUrl}/v/rockauto/feeds/awin.csv`, DEMO_FEED_INTERVAL_MINUTES],
    ]);
    // Again (a restart): the simulator's own url is updated in place.
    expect(await configureDemoFeeds(t.db, sim.baseUrl)).toBe(2);
    expect(demoFeedUrl(sim.baseUrl, 'parts-geek')).toBe(`${sim.baseUrl}/v/parts-geek/feeds/avantlink.txt`);
  });

  it('records a failed run when the feed url answers with an error', async () => {
    const { cookie } = await t.loginOperator('editor');
    const missing = await makeVendor(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/feeds/ingest',
      headers: { cookie },
      payload: { vendor: missing.slug, source: `${sim.baseUrl}/v/not-a-simulated-vendor/feed.xml` },
    });
    expect(response.json()).toMatchObject({ status: 'failed', error: 'could not fetch: HTTP 404' });
  });
});
