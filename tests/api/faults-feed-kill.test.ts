/**
 * A feed run whose process is killed half-way (SIGKILL: no handler, no rollback code of ours runs)
 * leaves the previous prices exactly as they were: its one transaction dies with its connection;
 * its run is recorded as failed once its heartbeat is stale. PostgreSQL only: the embedded
 * database cannot be shared with another process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { feedRuns, listingPriceHistory, listings } from '../../src/server/db/schema';
import { ingestFeed } from '../../src/server/modules/feeds/run/ingest';
import { exited, spawnTs, waitForLine } from '../support/child-process';
import { createPostgresTestDatabase, rowsOf } from '../support/database';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const postgres = Boolean(process.env.DATABASE_URL);
const ESTABLISHED = 6;

function merchantFeed(items: { id: string; price: string }[]): string {
  const item = ({ id, price }: { id: string; price: string }) =>
    `<item><g:id>${id}</g:id><g:title>Oil Filter ${id}</g:title><g:link>https://shop.example/p/${id}</g:link>` +
    `<g:price>${price}</g:price><g:availability>in_stock</g:availability><g:mpn>HU816X</g:mpn></item>`;
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${items.map(item).join('\n')}\n</channel></rss>\n`;
}

describe.skipIf(!postgres)('a feed run killed half-way', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let database: DatabaseHandle;
  let dir: string;
  let vendorId: number;

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    database = await openDatabase({ url: created.url, poolSize: 2 });
    dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-feed-kill-'));
    const category = await makeCategory(database.db);
    await makePart(database.db, category.id, { name: 'Oil Filter', brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    const vendor = await makeVendor(database.db, { slug: 'killed-shop' });
    vendorId = vendor.id;
    const established = Array.from({ length: ESTABLISHED }, (_, i) => ({ id: `R-${i}`, price: '10.00 USD' }));
    const file = path.join(dir, 'first.xml');
    writeFileSync(file, merchantFeed(established));
    const first = await ingestFeed(database.db, { vendor: 'killed-shop', source: { kind: 'file', path: file }, trigger: 'cli' });
    expect(first, first.error ?? '').toMatchObject({ status: 'succeeded' });
  });
  afterAll(async () => {
    await database?.close();
    await created?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function untilNoAdvisoryLocks(timeoutMs = 10_000) {
    const started = Date.now();
    for (;;) {
      const rows = await rowsOf<{ held: number }>(
        database.db,
        sql`select count(*)::int as held from pg_locks l join pg_database d on d.oid = l.database
            where l.locktype = 'advisory' and d.datname = current_database()`,
      );
      if (rows[0]!.held === 0) return;
      if (Date.now() - started > timeoutMs) throw new Error('the killed run still holds its lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const vendorListings = () => database.db.select().from(listings).where(eq(listings.vendorId, vendorId));

  it('keeps every previous price, adds nothing, and the next run takes over', async () => {
    // New prices for the known items first, then thousands of new ones: many batches to die in.
    const changed = [
      ...Array.from({ length: ESTABLISHED }, (_, i) => ({ id: `R-${i}`, price: '12.00 USD' })),
      ...Array.from({ length: 3000 }, (_, i) => ({ id: `NEW-${i}`, price: '1.00 USD' })),
    ];
    const file = path.join(dir, 'changed.xml');
    writeFileSync(file, merchantFeed(changed));

    const child = spawnTs('tests/support/children/feed-run.ts', [created.url, 'killed-shop', file]);
    await waitForLine(child, /^batch 3$/);
    child.kill('SIGKILL');
    expect(await exited(child)).toMatchObject({ signal: 'SIGKILL' });

    const after = await vendorListings();
    expect(after).toHaveLength(ESTABLISHED);
    for (const listing of after) {
      expect(listing.priceCents).toBe(1000);
      const history = await database.db.select().from(listingPriceHistory).where(eq(listingPriceHistory.listingId, listing.id));
      // The first run's prices never changed, so they have no history; the killed run's change would have added two rows.
      expect(history).toHaveLength(0);
    }
    const killed = await database.db.select().from(feedRuns).where(and(eq(feedRuns.vendorId, vendorId), eq(feedRuns.status, 'running')));
    expect(killed).toHaveLength(1);

    // The dead run's lock goes with its connection once the server notices the client is gone
    // (at its next read: milliseconds). Its row still says running: while its heartbeat is recent
    // the vendor stays claimed (its process might only be slow); once the heartbeat is older than
    // the staleness limit, the next run records the dead one as failed and takes over.
    await untilNoAdvisoryLocks();
    const again = (staleAfterMs: number) =>
      ingestFeed(database.db, { vendor: 'killed-shop', source: { kind: 'file', path: file }, trigger: 'cli', full: false, liveness: { heartbeatMs: 5_000, staleAfterMs } });
    expect((await again(60_000)).status).toBe('refused');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const next = await again(1_000);
    expect(next.status).toBe('succeeded');
    const [dead] = await database.db.select().from(feedRuns).where(eq(feedRuns.id, killed[0]!.id));
    expect(dead).toMatchObject({ status: 'failed', error: 'the process running it stopped before it finished; nothing was changed' });
    expect((await vendorListings()).find((l) => l.vendorSku === 'R-0')!.priceCents).toBe(1200);
  });
});
