import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { listingPriceHistory } from '../../src/server/db/schema';
import { formatRunSummary } from '../../src/cli/feeds/format-run';
import { findRun } from '../../src/server/modules/feeds/feeds.queries';
import { ingestFeed } from '../../src/server/modules/feeds/run/ingest';
import { createTestDatabase } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const item = (id: string, mpn: string, price: string, sale: string) =>
  `<item><g:id>${id}</g:id><g:title>Item ${id}</g:title><g:link>https://shop.example/p/${id}</g:link><g:price>${price} USD</g:price>` +
  `<g:sale_price>${sale} USD</g:sale_price><g:availability>in_stock</g:availability><g:mpn>${mpn}</g:mpn></item>`;
const feed = (items: string[]) =>
  `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${items.join('\n')}\n</channel></rss>\n`;

describe('the was-price rule in feed runs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts items whose "was" price the vendor did not ask on 7 of its last 30 days as "unsupported was-price"', async () => {
    const db = database.db;
    const category = await makeCategory(db);
    const held = await makePart(db, category.id, { partNumber: 'WP 100' });
    const brief = await makePart(db, category.id, { partNumber: 'WP 200' });
    await makePart(db, category.id, { partNumber: 'WP 300' });
    const vendor = await makeVendor(db);
    // $100 for the last 20 days: a "was $100" is supported.
    await makeListing(db, held.id, vendor.id, { vendorSku: 'HELD', priceCents: 10000, firstSeenAt: new Date(Date.now() - 20 * DAY) });
    // $80 for 25 days, then $100 for the last 3: a "was $100" is not.
    const briefListing = await makeListing(db, brief.id, vendor.id, { vendorSku: 'BRIEF', priceCents: 10000, firstSeenAt: new Date(Date.now() - 28 * DAY) });
    await db.insert(listingPriceHistory).values([
      { listingId: briefListing.id, priceCents: 8000, recordedAt: new Date(Date.now() - 28 * DAY) },
      { listingId: briefListing.id, priceCents: 10000, recordedAt: new Date(Date.now() - 3 * DAY) },
    ]);

    const run = await ingestFeed(db, {
      vendor: vendor.slug,
      trigger: 'cli',
      full: false,
      source: {
        kind: 'stream',
        label: 'sale feed',
        stream: Readable.from([Buffer.from(feed([item('HELD', 'WP100', '100.00', '80.00'), item('BRIEF', 'WP200', '100.00', '80.00'), item('FRESH', 'WP300', '100.00', '80.00')]))]),
      },
    });
    expect(run).toMatchObject({ status: 'succeeded', matched: 3 });
    // BRIEF held $100 on 3 days, FRESH has no history at all.
    expect(run.unsupportedWasPrice).toBe(2);
    const stored = await findRun(db, run.id);
    expect(stored?.unsupportedWasPrice).toBe(2);
    const asSent = { ...stored!, startedAt: stored!.startedAt.toISOString(), finishedAt: stored!.finishedAt?.toISOString() ?? null };
    expect(formatRunSummary(asSent)).toContain('2 unsupported was-price');
  });
});
