/**
 * Feed ingestion on a real database: each format and field, matching, history, out-of-stock
 * marking, rollback, bad input and concurrent runs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PassThrough, Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { feedRejections, interchangeNumbers, listingPriceHistory, listings, parts, unmatchedFeedItems } from '../../src/server/db/schema';
import { tryVendorLock } from '../../src/server/modules/feeds/feeds.queries';
import type { FeedSource } from '../../src/server/modules/feeds/run/feed-source';
import { ingestFeed, type IngestOptions } from '../../src/server/modules/feeds/run/ingest';
import { createTestDatabase } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const fixturePath = (name: string) => path.join(import.meta.dirname, '../fixtures/feeds', name);
const fixture = (name: string): FeedSource => ({ kind: 'file', path: fixturePath(name) });
const text = (body: string | Buffer, label = 'test feed'): FeedSource => ({ kind: 'stream', stream: Readable.from([Buffer.from(body)]), label });

/** A minimal RSS feed of items given as attribute maps. */
function rss(items: Record<string, string>[]): string {
  const item = (fields: Record<string, string>) =>
    `<item>${Object.entries(fields)
      .map(([k, v]) => `<g:${k}>${v}</g:${k}>`)
      .join('')}</item>`;
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${items.map(item).join('\n')}\n</channel></rss>\n`;
}
const feedItem = (id: string, mpn: string, price: string, extra: Record<string, string> = {}) => ({
  id,
  title: `Item ${id}`,
  link: `https://shop.example/p/${id}`,
  price,
  availability: 'in_stock',
  mpn,
  ...extra,
});

describe('feed ingestion', () => {
  let database: DatabaseHandle;
  const part: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const category = await makeCategory(db);
    const filter = await makePart(db, category.id, { name: 'Oil Filter', brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    const pads = await makePart(db, category.id, { name: 'Brake Pad Set', brand: 'Brembo', partNumber: 'P 06 038' });
    const plug = await makePart(db, category.id, { name: 'Spark Plug', brand: 'Bosch', partNumber: '0 242 236 562' });
    const febi = await makePart(db, category.id, { name: 'Bushing', brand: 'Febi', partNumber: 'FE 100' });
    const meyle = await makePart(db, category.id, { name: 'Bushing', brand: 'Meyle', partNumber: 'ME 100' });
    await db.insert(interchangeNumbers).values([
      { partId: filter.id, number: '11 42 7 953 129', numberNormalized: '11427953129', kind: 'oem' },
      { partId: pads.id, number: '34 11 6 794 917', numberNormalized: '34116794917', kind: 'oem' },
      { partId: febi.id, number: '12345-X', numberNormalized: '12345X', kind: 'aftermarket', brand: 'Febi' },
      { partId: meyle.id, number: '12345-X', numberNormalized: '12345X', kind: 'aftermarket', brand: 'Meyle' },
    ]);
    Object.assign(part, { filter: filter.id, pads: pads.id, plug: plug.id, febi: febi.id, meyle: meyle.id });
  });
  afterAll(() => database.close());

  const ingest = async (vendor: string, source: FeedSource, options: Partial<IngestOptions> = {}) =>
    ingestFeed(database.db, { vendor, source, trigger: 'cli', ...options });
  const listingOf = async (vendorId: number, sku: string) =>
    (await database.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.vendorSku, sku))))[0];
  const historyOf = async (listingId: number) =>
    database.db.select().from(listingPriceHistory).where(eq(listingPriceHistory.listingId, listingId));
  const queueOf = async (vendorId: number) =>
    database.db.select().from(unmatchedFeedItems).where(eq(unmatchedFeedItems.vendorId, vendorId)).orderBy(unmatchedFeedItems.vendorSku);
  const rejectionsOf = async (runId: number) =>
    database.db
      .select({ line: feedRejections.line, itemId: feedRejections.itemId, reason: feedRejections.reason })
      .from(feedRejections)
      .where(eq(feedRejections.runId, runId))
      .orderBy(feedRejections.line);

  describe('formats and fields', () => {
    it('RSS 2.0: every field, matching by mpn, OEM custom label and brand, review queue, rejections', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('merchant-rss.xml'));
      expect(run).toMatchObject({ status: 'succeeded', format: 'xml', itemsRead: 7, matched: 4, created: 4, unmatched: 2, rejected: 1, error: null });

      expect(await listingOf(vendor.id, 'PL-1001')).toMatchObject({
        partId: part.filter,
        title: 'MANN-FILTER HU 816 X Oil Filter',
        priceCents: 1299,
        originalPriceCents: null,
        shippingCostCents: 495,
        hasFreeShipping: false,
        hasNextDayDelivery: true,
        deliveryDaysMin: 2,
        deliveryDaysMax: 6,
        inStock: true,
        url: 'https://autohaus-parts.example/p/hu816x',
        source: 'feed',
      });
      // OEM number in a custom label; sale running; backorder is not in stock.
      expect(await listingOf(vendor.id, 'PL-1002')).toMatchObject({ partId: part.pads, priceCents: 7900, originalPriceCents: 8900, inStock: false });
      // Expired sale ignored; free shipping; preorder not in stock.
      expect(await listingOf(vendor.id, 'PL-1003')).toMatchObject({ partId: part.plug, priceCents: 849, originalPriceCents: null, hasFreeShipping: true, inStock: false });
      // "12345.X" is the aftermarket number of a Febi and a Meyle part: the item's brand decides.
      expect(await listingOf(vendor.id, 'PL-1006')).toMatchObject({ partId: part.meyle, inStock: false });

      const queue = await queueOf(vendor.id);
      expect(queue.map((q) => [q.vendorSku, q.reason, q.status])).toEqual([
        ['PL-1004', 'no catalog part has the number ZZ-999 (brand Generic)', 'open'],
        ['PL-1005', 'condition is used: only new parts are compared', 'open'],
      ]);
      expect(queue[0]).toMatchObject({ title: 'Universal Wiper Blade 22in', mpn: 'ZZ-999', numbers: ['ZZ-999'], priceCents: 1450, lastRunId: run.id });
      expect(await listingOf(vendor.id, 'PL-1004')).toBeUndefined();
      expect(await rejectionsOf(run.id)).toEqual([{ line: 99, itemId: 'PL-1007', reason: 'price currency EUR is not USD' }]);

      // Derived part columns follow the new offers.
      const [filter] = await database.db.select().from(parts).where(eq(parts.id, part.filter!));
      expect(filter!.listingCount).toBeGreaterThanOrEqual(1);
    });

    it('Atom with the g: namespace', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('merchant-atom.xml'));
      expect(run).toMatchObject({ status: 'succeeded', format: 'xml', itemsRead: 2, matched: 2 });
      expect(await listingOf(vendor.id, 'AT-1')).toMatchObject({
        partId: part.filter,
        priceCents: 1175,
        shippingCostCents: 500,
        deliveryDaysMin: 3,
        deliveryDaysMax: 4,
        url: 'https://autohaus-parts.example/p/at-1',
      });
      expect(await listingOf(vendor.id, 'AT-2')).toMatchObject({ partId: part.pads, priceCents: 8400, inStock: false });
    });

    it('TSV', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('merchant.tsv'));
      expect(run).toMatchObject({ status: 'succeeded', format: 'tsv', itemsRead: 3, matched: 2, unmatched: 1, rejected: 0 });
      expect(await listingOf(vendor.id, 'TS-1')).toMatchObject({ partId: part.filter, priceCents: 1310, shippingCostCents: 495, hasNextDayDelivery: true });
      expect(await listingOf(vendor.id, 'TS-2')).toMatchObject({ partId: part.pads, priceCents: 8000, originalPriceCents: 8900, inStock: false });
      const [queued] = await queueOf(vendor.id);
      expect(queued).toMatchObject({ vendorSku: 'TS-3', reason: 'no part number: the item has no mpn and no number in its custom labels' });
    });

    it('CSV with a header row', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('merchant.csv'));
      expect(run).toMatchObject({ status: 'succeeded', format: 'csv', itemsRead: 2, matched: 2 });
      expect(await listingOf(vendor.id, 'CS-1')).toMatchObject({
        partId: part.filter,
        title: 'MANN-FILTER HU 816 X Oil Filter, 1 pc',
        priceCents: 101250,
        hasFreeShipping: true,
        hasSameDayShipping: true,
        deliveryDaysMin: 3,
        deliveryDaysMax: 6,
      });
      expect(await listingOf(vendor.id, 'CS-2')).toMatchObject({ partId: part.pads });
    });

    it('a gzip-compressed feed, from a file or an upload; an upload may not inflate past FEED_MAX_BYTES', async () => {
      const zipped = gzipSync(readFileSync(fixturePath('merchant.tsv')));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-gz-'));
      try {
        writeFileSync(path.join(dir, 'merchant.tsv.gz'), zipped);
        const fromFile = await ingest((await makeVendor(database.db)).slug, { kind: 'file', path: path.join(dir, 'merchant.tsv.gz') });
        expect(fromFile).toMatchObject({ status: 'succeeded', format: 'tsv', itemsRead: 3, matched: 2, bytesRead: zipped.length });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const uploaded = await ingest((await makeVendor(database.db)).slug, text(zipped, 'merchant.tsv.gz'));
      expect(uploaded).toMatchObject({ status: 'succeeded', format: 'tsv', itemsRead: 3, matched: 2 });

      // 64 KB of gzip that inflates to 64 MB: the run stops at the limit instead of parsing it all.
      const bomb = gzipSync(Buffer.concat([readFileSync(fixturePath('merchant.tsv')), Buffer.alloc(64 * 1024 * 1024, ' ')]));
      const refused = await ingest((await makeVendor(database.db)).slug, text(bomb, 'bomb.tsv.gz'), { maxBytes: 1024 * 1024 });
      expect(refused).toMatchObject({ status: 'failed', error: 'the feed is larger than 1,048,576 bytes (FEED_MAX_BYTES)' });
    });

    it('an explicit format overrides detection', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('merchant.tsv'), { format: 'csv' });
      expect(run).toMatchObject({ status: 'failed', format: 'csv' });
      expect(run.error).toMatch(/no "id" column/);
    });
  });

  describe('upsert', () => {
    it('appends price history only when the price changes; last_seen_at moves every run', async () => {
      const vendor = await makeVendor(database.db);
      const first = rss([feedItem('H-1', 'HU816X', '20.00 USD'), feedItem('H-2', 'P06038', '50.00 USD')]);
      await ingest(vendor.slug, text(first));
      const before = (await listingOf(vendor.id, 'H-1'))!;
      // A new listing's price is on the listing; history starts with its first change.
      expect(await historyOf(before.id)).toHaveLength(0);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const same = await ingest(vendor.slug, text(first));
      expect(same).toMatchObject({ matched: 2, created: 0, updated: 0, unchanged: 2, priceChanges: 0 });
      const after = (await listingOf(vendor.id, 'H-1'))!;
      expect(await historyOf(after.id)).toHaveLength(0);
      expect(after.lastSeenAt.getTime()).toBeGreaterThan(before.lastSeenAt.getTime());
      expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());

      const cheaper = await ingest(vendor.slug, text(rss([feedItem('H-1', 'HU816X', '18.50 USD'), feedItem('H-2', 'P06038', '50.00 USD', { availability: 'out_of_stock' })])));
      expect(cheaper).toMatchObject({ matched: 2, updated: 2, unchanged: 0, priceChanges: 1 });
      // The first change writes the first price, dated when the listing was first seen, then the new one.
      const history = (await historyOf(after.id)).sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
      expect(history.map((h) => [h.priceCents, h.recordedAt.getTime()])).toEqual([
        [2000, before.firstSeenAt.getTime()],
        [1850, expect.any(Number)],
      ]);
      expect(await historyOf((await listingOf(vendor.id, 'H-2'))!.id)).toHaveLength(0);

      const again = await ingest(vendor.slug, text(rss([feedItem('H-1', 'HU816X', '19.00 USD'), feedItem('H-2', 'P06038', '50.00 USD')])));
      expect(again).toMatchObject({ priceChanges: 1 });
      expect((await historyOf(after.id)).map((h) => h.priceCents).sort()).toEqual([1850, 1900, 2000]);
    });

    it('marks listings missing from a full feed out of stock (kept, not deleted); a partial feed leaves them', async () => {
      const vendor = await makeVendor(database.db);
      const old = await makeListing(database.db, part.plug!, vendor.id, { vendorSku: 'GONE-1', inStock: true, source: 'feed' });
      const feed = rss([feedItem('K-1', 'HU816X', '20.00 USD')]);

      const partial = await ingest(vendor.slug, text(feed), { full: false });
      expect(partial).toMatchObject({ status: 'succeeded', fullFeed: false, markedOutOfStock: 0 });
      expect((await listingOf(vendor.id, 'GONE-1'))!.inStock).toBe(true);

      const full = await ingest(vendor.slug, text(feed));
      expect(full).toMatchObject({ status: 'succeeded', fullFeed: true, markedOutOfStock: 1 });
      const gone = (await listingOf(vendor.id, 'GONE-1'))!;
      expect(gone).toMatchObject({ id: old.id, inStock: false });
      expect(gone.lastSeenAt.getTime()).toBe(old.lastSeenAt.getTime());
      expect((await listingOf(vendor.id, 'K-1'))!.inStock).toBe(true);
    });

    it('takes an item off the review queue once a run matches it, and keeps a dismissed entry dismissed', async () => {
      const vendor = await makeVendor(database.db);
      await ingest(vendor.slug, text(rss([feedItem('Q-1', 'NEW-PART-1', '9.00 USD'), feedItem('Q-2', 'NEW-PART-2', '9.00 USD'), feedItem('Q-0', 'HU816X', '9.00 USD')])));
      expect((await queueOf(vendor.id)).map((q) => q.status)).toEqual(['open', 'open']);
      await database.db.update(unmatchedFeedItems).set({ status: 'dismissed' }).where(eq(unmatchedFeedItems.vendorSku, 'Q-2'));

      const category = await makeCategory(database.db);
      await makePart(database.db, category.id, { partNumber: 'NEW-PART-1' });
      const run = await ingest(vendor.slug, text(rss([feedItem('Q-1', 'NEW-PART-1', '9.00 USD'), feedItem('Q-2', 'NEW-PART-2', '9.00 USD'), feedItem('Q-0', 'HU816X', '9.00 USD')])));
      expect(run).toMatchObject({ matched: 2, unmatched: 1 });
      expect((await queueOf(vendor.id)).map((q) => [q.vendorSku, q.status])).toEqual([
        ['Q-1', 'matched'],
        ['Q-2', 'dismissed'],
      ]);
    });
  });

  describe('failures leave what is stored untouched', () => {
    async function established() {
      const vendor = await makeVendor(database.db);
      const old = await makeListing(database.db, part.plug!, vendor.id, { vendorSku: 'KEEP-1', inStock: true, priceCents: 777 });
      // Two runs, so that each listing has a price history (9.00, then 10.00) for a failed run to spoil.
      const firstItems = Array.from({ length: 6 }, (_, i) => feedItem(`R-${i}`, 'HU816X', '9.00 USD'));
      await ingest(vendor.slug, text(rss(firstItems)), { full: false });
      const items = Array.from({ length: 6 }, (_, i) => feedItem(`R-${i}`, 'HU816X', '10.00 USD'));
      const ok = await ingest(vendor.slug, text(rss(items)), { full: false });
      expect(ok.status).toBe('succeeded');
      return { vendor, old, items };
    }

    async function expectUnchanged(vendorId: number, oldId: number) {
      for (let i = 0; i < 6; i++) {
        const listing = (await listingOf(vendorId, `R-${i}`))!;
        expect(listing.priceCents).toBe(1000);
        expect((await historyOf(listing.id)).map((h) => h.priceCents).sort()).toEqual([1000, 900]);
      }
      expect(await listingOf(vendorId, 'R-NEW')).toBeUndefined();
      expect((await listingOf(vendorId, 'KEEP-1'))!).toMatchObject({ id: oldId, inStock: true, priceCents: 777 });
      expect(await queueOf(vendorId)).toEqual([]);
    }

    it('rolls back a run whose XML is truncated after several batches were written', async () => {
      const { vendor, old, items } = await established();
      const changed = [...items.map((i) => ({ ...i, price: '12.00 USD' })), feedItem('R-NEW', 'HU816X', '1.00 USD'), feedItem('R-UNKNOWN', 'NOPE', '1.00 USD')];
      const feed = rss(changed);
      let batches = 0;
      const run = await ingest(vendor.slug, text(feed.slice(0, feed.length - 30)), { batchSize: 2, afterBatch: () => void batches++ });
      expect(batches).toBeGreaterThanOrEqual(3);
      expect(run).toMatchObject({ status: 'failed', matched: 0, updated: 0, markedOutOfStock: 0 });
      expect(run.error).toMatch(/the XML ends early/);
      await expectUnchanged(vendor.id, old.id);
    });

    it('rolls back a run that fails in the database half-way', async () => {
      const { vendor, old, items } = await established();
      let batches = 0;
      const run = await ingest(vendor.slug, text(rss(items.map((i) => ({ ...i, price: '12.00 USD' })))), {
        batchSize: 2,
        afterBatch: () => {
          if (++batches === 2) throw new Error('connection lost');
        },
      });
      expect(run).toMatchObject({ status: 'failed', error: 'unexpected error: connection lost' });
      await expectUnchanged(vendor.id, old.id);
    });

    it('a feed in the wrong encoding fails the run with the line', async () => {
      const { vendor, old } = await established();
      // "Bremsbeläge" saved as Latin-1 in a feed that says (by default) it is UTF-8.
      const [head, tail] = rss([feedItem('R-0', 'HU816X', '12.00 USD', { title: 'Bremsbel@ge' })]).split('@');
      const latin1 = Buffer.concat([Buffer.from(head!), Buffer.from([0xe4]), Buffer.from(tail!)]);
      const run = await ingest(vendor.slug, text(latin1));
      expect(run.status).toBe('failed');
      expect(run.error).toBe('line 3: the feed is not valid UTF-8: save it as UTF-8 or declare its encoding');
      await expectUnchanged(vendor.id, old.id);
    });

    it('a malformed file, an HTML page, an empty feed, a feed whose every item is refused', async () => {
      const { vendor, old } = await established();
      const cases: [FeedSource, RegExp][] = [
        [text('<rss><channel><item><g:id>R-0</item></channel></rss>'), /not well-formed: unexpected close tag/],
        [text('<!doctype html><html><body>Maintenance</body></html>'), /not a product feed/],
        [text(''), /the feed is empty/],
        [text(rss([])), /the feed has no items/],
        [text(rss([feedItem('R-0', 'HU816X', '12.00 EUR'), feedItem('R-1', 'HU816X', '-1.00 USD')])), /none of the 2 items could be used/],
        [text('\u0000\u0001binary\u0000'), /not text in UTF-8/],
        [fixture('no-such-file.xml'), /cannot read .*no-such-file.xml: ENOENT/],
      ];
      for (const [source, message] of cases) {
        const run = await ingest(vendor.slug, source);
        expect(run.status).toBe('failed');
        expect(run.error).toMatch(message);
      }
      await expectUnchanged(vendor.id, old.id);
    });
  });

  describe('bad rows are rejected one by one, with line and reason', () => {
    it('rows without price or link, negative or non-USD prices, bad links, broken rows', async () => {
      const vendor = await makeVendor(database.db);
      const run = await ingest(vendor.slug, fixture('bad-rows.tsv'));
      expect(run).toMatchObject({ status: 'succeeded', itemsRead: 10, matched: 1, rejected: 9 });
      expect(await rejectionsOf(run.id)).toEqual([
        { line: 2, itemId: 'BR-1', reason: 'price is missing' },
        { line: 3, itemId: 'BR-2', reason: 'link is missing' },
        { line: 4, itemId: 'BR-3', reason: 'price "-5.00 USD" is negative' },
        { line: 5, itemId: 'BR-4', reason: 'price currency EUR is not USD' },
        { line: 6, itemId: 'BR-5', reason: 'link "javascript:alert(1)" is not an http(s) url' },
        { line: 7, itemId: 'BR-6', reason: 'the row has 7 columns but the header has 6 (an unquoted delimiter in a value?)' },
        { line: 9, itemId: 'BR-8', reason: 'availability "maybe" is not one of in_stock, out_of_stock, preorder, backorder' },
        { line: 10, itemId: null, reason: 'id is missing' },
        { line: 11, itemId: 'BR-10', reason: 'price "10.00" has no currency (write it as "129.95 USD")' },
      ]);
      expect(await listingOf(vendor.id, 'BR-7')).toMatchObject({ partId: part.filter, priceCents: 1000 });
    });

    it('a 10 MB title rejects its item only', async () => {
      const vendor = await makeVendor(database.db);
      const huge = feedItem('BIG-1', 'HU816X', '10.00 USD', { title: 'T'.repeat(10 * 1024 * 1024) });
      const run = await ingest(vendor.slug, text(rss([feedItem('OK-1', 'HU816X', '10.00 USD'), huge, feedItem('OK-2', 'P06038', '10.00 USD')])));
      expect(run).toMatchObject({ status: 'succeeded', itemsRead: 3, matched: 2, rejected: 1 });
      expect(await rejectionsOf(run.id)).toEqual([{ line: 4, itemId: 'BIG-1', reason: 'title is 10,485,760 characters long (at most 500)' }]);
    });
  });

  describe('one run per vendor at a time', () => {
    it('refuses a second run of the same vendor while one is in progress; other vendors are not blocked by the guard', async () => {
      const vendor = await makeVendor(database.db);
      const slow = new PassThrough();
      const feed = rss([feedItem('C-1', 'HU816X', '10.00 USD')]);
      slow.write(feed.slice(0, 40));
      const first = ingest(vendor.slug, { kind: 'stream', stream: slow, label: 'slow upload' });
      // The first run has claimed the vendor; give it time to open its transaction.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = ingest(vendor.slug, text(feed));
      slow.end(feed.slice(40));
      const [a, b] = await Promise.all([first, second]);
      expect(a).toMatchObject({ status: 'succeeded', matched: 1 });
      expect(b).toMatchObject({ status: 'refused', itemsRead: 0 });
      expect(b.error).toMatch(/already in progress/);
      // Once the first run is over, the vendor's feed can run again.
      expect((await ingest(vendor.slug, text(feed))).status).toBe('succeeded');
    });

    it.runIf(process.env.DATABASE_URL)('refuses a run while another process holds the vendor lock (PostgreSQL)', async () => {
      const vendor = await makeVendor(database.db);
      let run;
      await database.db.transaction(async (tx) => {
        expect(await tryVendorLock(tx, vendor.id)).toBe(true);
        // The pool gives the run another connection: another session, as another process would be.
        run = await ingest(vendor.slug, text(rss([feedItem('L-1', 'HU816X', '10.00 USD')])));
      });
      expect(run).toMatchObject({ status: 'refused', error: expect.stringMatching(/in another process/) });
      expect(await listingOf(vendor.id, 'L-1')).toBeUndefined();
    });

    it('reports an unknown vendor without recording a run', async () => {
      await expect(ingest('no-such-vendor', text(rss([])))).rejects.toThrow(/no vendor with slug "no-such-vendor"/);
    });
  });
});
