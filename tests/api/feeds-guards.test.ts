/**
 * What keeps a broken feed from wrecking a shop, on a real database: duplicate item ids refused
 * with both lines; a full feed far smaller than the last run held, accepted or superseded; a price
 * far from the listing's last 30 days held for review, accepted or rejected; and what
 * already held (another currency refused with its line, a partial feed keeping the stock of
 * listings it does not name).
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { alertPartChanges, alertSubscribers, feedRejections, feedRuns, heldFeeds, heldPriceChanges, listingPriceHistory, listings, priceAlerts } from '../../src/server/db/schema';
import { createHeldPricesService } from '../../src/server/modules/feeds/held-prices.service';
import { databaseStore } from '../../src/server/modules/pricing/pricing.engine';
import { acceptHeldRun } from '../../src/server/modules/feeds/run/accept-held';
import type { FeedSource } from '../../src/server/modules/feeds/run/feed-source';
import { ingestFeed, type IngestOptions } from '../../src/server/modules/feeds/run/ingest';
import { createTestDatabase } from '../support/database';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const HEADER = 'id\ttitle\tlink\tprice\tavailability\tmpn';

/** A TSV feed: the header is line 1, row k (0-based) is line k + 2. */
function tsv(rows: { id: string; mpn: string; price: string; availability?: string }[]): FeedSource {
  const lines = rows.map((r) => `${r.id}\tItem ${r.id}\thttps://shop.example/p/${r.id}\t${r.price}\t${r.availability ?? 'in_stock'}\t${r.mpn}`);
  return { kind: 'stream', stream: Readable.from([Buffer.from(`${HEADER}\n${lines.join('\n')}\n`)]), label: 'test feed' };
}

describe('feed guards', () => {
  let database: DatabaseHandle;
  const partNumbers: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const category = await makeCategory(database.db);
    // Parts 0-19 for the feeds of every test; 20 on is watched by an alert and listed by one test only.
    for (let i = 1; i <= 21; i++) partNumbers.push((await makePart(database.db, category.id, { partNumber: `GRD ${i}` })).partNumber);
  });
  afterAll(() => database.close());

  const ingest = (vendor: string, source: FeedSource, options: Partial<IngestOptions> = {}) =>
    ingestFeed(database.db, { vendor, source, trigger: 'cli', ...options });
  const listingOf = async (vendorId: number, sku: string) =>
    (await database.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.vendorSku, sku))))[0];
  const rejectionsOf = (runId: number) =>
    database.db
      .select({ line: feedRejections.line, itemId: feedRejections.itemId, reason: feedRejections.reason })
      .from(feedRejections)
      .where(eq(feedRejections.runId, runId))
      .orderBy(feedRejections.line);
  /** Rows D0…D(n-1), each on its own part, at $10.00 + k cents. */
  const rowsOf = (n: number) => Array.from({ length: n }, (_, k) => ({ id: `D${k}`, mpn: partNumbers[k]!, price: `${(10 + k / 100).toFixed(2)} USD` }));

  describe('row checks', () => {
    it('refuses a repeated item id with both lines; the first row stands', async () => {
      const vendor = await makeVendor(database.db);
      // Lines 2…14; line 9 and line 14 both say D1, the second at another price and on another part.
      const rows = rowsOf(13);
      rows[7] = { ...rows[7]!, id: 'D1' };
      rows[12] = { id: 'D1', mpn: partNumbers[12]!, price: '0.93 USD' };
      rows[1] = { ...rows[1]!, id: 'X1' };
      const run = await ingest(vendor.slug, tsv(rows));
      expect(run).toMatchObject({ status: 'succeeded', itemsRead: 13, matched: 12, rejected: 1 });
      expect(await rejectionsOf(run.id)).toEqual([{ line: 14, itemId: 'D1', reason: 'line 14: id D1 already on line 9' }]);
      expect(await listingOf(vendor.id, 'D1')).toMatchObject({ priceCents: 1007, inStock: true });
    });

    it('counts a repeat within one batch and across batches alike', async () => {
      const vendor = await makeVendor(database.db);
      const rows = [...rowsOf(6), { ...rowsOf(6)[0]!, price: '99.00 USD' }, { ...rowsOf(6)[5]!, price: '98.00 USD' }];
      const run = await ingest(vendor.slug, tsv(rows), { batchSize: 2 });
      expect(run).toMatchObject({ status: 'succeeded', itemsRead: 8, matched: 6, rejected: 2 });
      expect((await rejectionsOf(run.id)).map((r) => r.reason)).toEqual(['line 8: id D0 already on line 2', 'line 9: id D5 already on line 7']);
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 1000 });
      expect(await listingOf(vendor.id, 'D5')).toMatchObject({ priceCents: 1005 });
    });

    it('still refuses a price in another currency with its line', async () => {
      const vendor = await makeVendor(database.db);
      const rows = rowsOf(3);
      rows[2] = { ...rows[2]!, price: '12.00 EUR' };
      const run = await ingest(vendor.slug, tsv(rows));
      expect(run).toMatchObject({ status: 'succeeded', matched: 2, rejected: 1 });
      expect(await rejectionsOf(run.id)).toEqual([{ line: 4, itemId: 'D2', reason: 'price currency EUR is not USD' }]);
    });
  });

  describe('shrink guard', () => {
    /** A vendor whose last successful full run listed 20 items on 20 parts. */
    const vendorWithTwenty = async (values: Parameters<typeof makeVendor>[1] = {}) => {
      const vendor = await makeVendor(database.db, values);
      expect(await ingest(vendor.slug, tsv(rowsOf(20)))).toMatchObject({ status: 'succeeded', itemsRead: 20, matched: 20 });
      return vendor;
    };
    const inStock = async (vendorId: number) =>
      (await database.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.inStock, true)))).length;
    const runOf = async (id: number) => (await database.db.select().from(feedRuns).where(eq(feedRuns.id, id)))[0]!;
    const twoCheaper = () => rowsOf(2).map((r) => ({ ...r, price: '5.00 USD' }));

    it('holds a full feed far smaller than the last run: nothing changes, the feed is kept', async () => {
      const vendor = await vendorWithTwenty();
      const run = await ingest(vendor.slug, tsv(twoCheaper()));
      expect(run).toMatchObject({ status: 'held', error: '2 items where the last run had 20', itemsRead: 2, matched: 2, created: 0, updated: 0, markedOutOfStock: 0 });
      expect(await inStock(vendor.id)).toBe(20);
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 1000 });
      expect(await database.db.select({ runId: heldFeeds.runId }).from(heldFeeds).where(eq(heldFeeds.runId, run.id))).toEqual([{ runId: run.id }]);
    });

    it('applies the same rows as a partial feed', async () => {
      const vendor = await vendorWithTwenty();
      const run = await ingest(vendor.slug, tsv(twoCheaper()), { full: false });
      expect(run).toMatchObject({ status: 'succeeded', matched: 2, priceChanges: 2, markedOutOfStock: 0 });
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 500 });
      expect(await inStock(vendor.id)).toBe(20);
    });

    it('holds on matched offers too, and not at all with the limit at 0 or at the limit', async () => {
      const vendor = await vendorWithTwenty();
      // 20 items, but only 4 name a catalog part (the others are new items, of numbers no part has).
      const unknown = rowsOf(20).map((r, k) => (k < 4 ? r : { ...r, id: `U${k}`, mpn: `NOPE ${k}` }));
      expect(await ingest(vendor.slug, tsv(unknown))).toMatchObject({ status: 'held', error: '4 matched offers where the last run had 20' });
      // Exactly half of the last run is not below 50 %.
      expect(await ingest(vendor.slug, tsv(rowsOf(10)))).toMatchObject({ status: 'succeeded', markedOutOfStock: 10 });
      const off = await vendorWithTwenty({ feedShrinkLimit: 0 });
      expect(await ingest(off.slug, tsv(rowsOf(1)))).toMatchObject({ status: 'succeeded', markedOutOfStock: 19 });
    });

    it('applies a held run whole when accepted, once', async () => {
      const vendor = await vendorWithTwenty();
      const held = await ingest(vendor.slug, tsv(twoCheaper()));
      const applied = await acceptHeldRun(database.db, held.id, { trigger: 'cli' });
      expect(applied).toMatchObject({ status: 'succeeded', source: expect.stringContaining(`held run #${held.id}`), matched: 2, markedOutOfStock: 18 });
      expect(await runOf(held.id)).toMatchObject({ status: 'accepted' });
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 500, inStock: true });
      expect(await inStock(vendor.id)).toBe(2);
      expect(await database.db.select().from(heldFeeds).where(eq(heldFeeds.runId, held.id))).toEqual([]);
      await expect(acceptHeldRun(database.db, held.id, { trigger: 'cli' })).rejects.toThrow(`run #${held.id} is not held (its status is accepted)`);
      await expect(acceptHeldRun(database.db, 999_999, { trigger: 'cli' })).rejects.toThrow('no feed run #999999');
    });

    it('is superseded by the next successful run', async () => {
      const vendor = await vendorWithTwenty();
      const held = await ingest(vendor.slug, tsv(twoCheaper()), { trigger: 'schedule' });
      expect(held.status).toBe('held');
      expect(await ingest(vendor.slug, tsv(rowsOf(20)), { trigger: 'schedule' })).toMatchObject({ status: 'succeeded' });
      expect(await runOf(held.id)).toMatchObject({ status: 'superseded' });
      await expect(acceptHeldRun(database.db, held.id, { trigger: 'cli' })).rejects.toThrow('is not held (its status is superseded)');
      expect(await inStock(vendor.id)).toBe(20);
    });
  });

  describe('price anomaly guard', () => {
    const actor = { id: null, email: 'reviewer@operators.example.com' };
    const heldOf = (vendorId: number) => database.db.select().from(heldPriceChanges).where(eq(heldPriceChanges.vendorId, vendorId));
    const one = (price: string, k = 0) => tsv([{ id: `D${k}`, mpn: partNumbers[k]!, price }]);
    /** A vendor with D0 listed at `price`; partial feeds, so the shrink guard stays out of it. */
    const listedAt = async (price: string, k = 0) => {
      const vendor = await makeVendor(database.db);
      expect(await ingest(vendor.slug, one(price, k), { full: false })).toMatchObject({ status: 'succeeded', created: 1 });
      return vendor;
    };

    it('applies a first-ever price whatever it is (no history to judge by)', async () => {
      const vendor = await makeVendor(database.db);
      expect(await ingest(vendor.slug, one('0.93 USD'), { full: false })).toMatchObject({ status: 'succeeded', created: 1, heldPrices: 0 });
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 93 });
    });

    it('holds a price crash for review: the listing keeps its price and stock, and counts as seen', async () => {
      const vendor = await listedAt('9.29 USD');
      const before = await listingOf(vendor.id, 'D0');
      const run = await ingest(vendor.slug, tsv([{ id: 'D0', mpn: partNumbers[0]!, price: '0.93 USD', availability: 'out_of_stock' }]), { full: false });
      expect(run).toMatchObject({ status: 'succeeded', matched: 1, heldPrices: 1, priceChanges: 0, updated: 0 });
      const after = await listingOf(vendor.id, 'D0');
      expect(after).toMatchObject({ priceCents: 929, inStock: true });
      expect(after!.lastSeenAt.getTime()).toBeGreaterThan(before!.lastSeenAt.getTime());
      expect(await heldOf(vendor.id)).toEqual([
        expect.objectContaining({ status: 'open', source: 'feed', runId: run.id, previousPriceCents: 929, newPriceCents: 93, medianPriceCents: 929 }),
      ]);
      const queue = await createHeldPricesService(database.db).list({ vendor: vendor.slug, status: 'open', limit: 10 });
      expect(queue.items.map((i) => i.change)).toEqual(['$9.29 \u2192 $0.93, \u221290%']);
    });

    it('holds a spike above +300 % and lets smaller moves through', async () => {
      const vendor = await listedAt('10.00 USD');
      expect(await ingest(vendor.slug, one('45.00 USD'), { full: false })).toMatchObject({ heldPrices: 1 });
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 1000 });
      // +290 % and then −68 % of the new median: real moves, applied.
      expect(await ingest(vendor.slug, one('39.00 USD'), { full: false })).toMatchObject({ heldPrices: 0, priceChanges: 1 });
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 3900 });
      // The open entry is superseded once a price of the listing applies.
      expect((await heldOf(vendor.id)).map((h) => h.status)).toEqual(['superseded']);
    });

    it('judges against the median of the last 30 days, not the last price', async () => {
      const vendor = await listedAt('10.00 USD');
      const listing = (await listingOf(vendor.id, 'D0'))!;
      // $10.00 for 20 days, then $40.00 today: the median is $10.00.
      await database.db.update(listings).set({ firstSeenAt: new Date(Date.now() - 20 * 86_400_000), priceCents: 4000 }).where(eq(listings.id, listing.id));
      await database.db.insert(listingPriceHistory).values([
        { listingId: listing.id, priceCents: 1000, recordedAt: new Date(Date.now() - 20 * 86_400_000) },
        { listingId: listing.id, priceCents: 4000 },
      ]);
      // −72 % of the last price, +10 % of the median: applied.
      expect(await ingest(vendor.slug, one('11.00 USD'), { full: false })).toMatchObject({ heldPrices: 0, priceChanges: 1 });
      // −75 % of the median: held, with the median it was judged by.
      expect(await ingest(vendor.slug, one('2.50 USD'), { full: false })).toMatchObject({ heldPrices: 1 });
      expect((await heldOf(vendor.id))[0]).toMatchObject({ previousPriceCents: 1100, newPriceCents: 250, medianPriceCents: 1000 });
    });

    it('fires no alert while held; accepting applies the price and records the change for the alerts', async () => {
      const vendor = await listedAt('9.29 USD', 20);
      const listing = (await listingOf(vendor.id, 'D20'))!;
      const [subscriber] = await database.db
        .insert(alertSubscribers)
        .values({ email: `watcher-${vendor.id}@example.com`, manageToken: `manage-${vendor.id}`, confirmedAt: new Date() })
        .returning();
      await database.db.insert(priceAlerts).values({ subscriberId: subscriber!.id, partId: listing.partId, kind: 'price', targetCents: 500 });
      const changesOf = () => database.db.select().from(alertPartChanges).where(eq(alertPartChanges.partId, listing.partId));
      const baseline = (await changesOf()).length;

      expect(await ingest(vendor.slug, one('0.93 USD', 20), { full: false })).toMatchObject({ heldPrices: 1 });
      expect(await changesOf()).toHaveLength(baseline);

      const service = createHeldPricesService(database.db);
      const [entry] = await heldOf(vendor.id);
      await service.accept(entry!.id, actor);
      expect(await listingOf(vendor.id, 'D20')).toMatchObject({ priceCents: 93 });
      expect((await changesOf()).slice(baseline)).toEqual([expect.objectContaining({ newTotalCents: expect.any(Number) })]);
      expect((await heldOf(vendor.id))[0]).toMatchObject({ status: 'accepted' });
      await expect(service.accept(entry!.id, actor)).rejects.toThrow('not open (its status is accepted)');
    });

    it('rejecting keeps the last good price', async () => {
      const vendor = await listedAt('9.29 USD');
      await ingest(vendor.slug, one('0.93 USD'), { full: false });
      const service = createHeldPricesService(database.db);
      const [entry] = await heldOf(vendor.id);
      await service.reject(entry!.id, actor);
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 929 });
      expect((await heldOf(vendor.id))[0]).toMatchObject({ status: 'rejected' });
      await expect(service.reject(999_999, actor)).rejects.toThrow('Held price change not found');
    });

    it('checks a live answer the same way before it is stored or cached', async () => {
      const vendor = await listedAt('9.29 USD');
      const offer = { vendorSku: 'D0', partName: 'Item D0', partNumber: partNumbers[0]!, brand: null, estimatedDelivery: null, productUrl: 'https://shop.example/p/D0' };
      const crashed = await databaseStore(database.db)(vendor.id, [{ ...offer, priceCents: 93 }]);
      expect(crashed.stored).toEqual([]);
      expect(await listingOf(vendor.id, 'D0')).toMatchObject({ priceCents: 929 });
      expect(await heldOf(vendor.id)).toEqual([expect.objectContaining({ source: 'live', runId: null, newPriceCents: 93 })]);
      const fine = await databaseStore(database.db)(vendor.id, [{ ...offer, priceCents: 899 }]);
      expect(fine.stored).toEqual([expect.objectContaining({ vendorSku: 'D0', priceCents: 899 })]);
    });
  });
});
