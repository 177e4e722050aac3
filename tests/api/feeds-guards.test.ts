/**
 * What keeps a broken feed from wrecking a shop, on a real database: duplicate item ids refused
 * with both lines; a full feed far smaller than the last run held, accepted or superseded; and what
 * already held (another currency refused with its line, a partial feed keeping the stock of
 * listings it does not name).
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { feedRejections, feedRuns, heldFeeds, listings } from '../../src/server/db/schema';
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
    for (let i = 1; i <= 20; i++) partNumbers.push((await makePart(database.db, category.id, { partNumber: `GRD ${i}` })).partNumber);
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
});
