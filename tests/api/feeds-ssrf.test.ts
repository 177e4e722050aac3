/**
 * What a feed url can make the server fetch, through the admin endpoint and the scheduler: never
 * an address inside (loopback, private, link-local, metadata), directly or through a redirect from
 * an allowed host; failures read the same whatever is (or is not) listening there; a document that
 * is not a feed leaves none of its content in the run's report or the review queue.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRejections, unmatchedFeedItems, vendors } from '../../src/server/db/schema';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher } from '../../src/server/http/safe-fetch';
import { createFeedScheduler } from '../../src/server/modules/feeds/scheduler';
import { createTestApp, type TestApp } from '../support/app';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { makeCategory, makePart, makeVendor } from '../support/factories';

describe('feed urls cannot reach inside', () => {
  let t: TestApp;
  let feeds: FeedServer;
  /** A service inside the network, not allow-listed: it must never see a request. */
  let inside: http.Server;
  let insideHits = 0;
  let insidePort: number;
  let closedPort: number;
  let vendorSlug: string;
  let cookie: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    inside = http.createServer((_req, res) => {
      insideHits++;
      res.end('id,title,link,price,availability\nX,secret,https://x.example,1.00 USD,in_stock\n');
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    insidePort = (inside.address() as AddressInfo).port;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    t = await createTestApp({ allowedHosts: [allowListEntry(feeds.origin)] });
    const category = await makeCategory(t.db);
    await makePart(t.db, category.id, { brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    vendorSlug = (await makeVendor(t.db)).slug;
    cookie = (await t.loginOperator('editor')).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
    inside?.close();
  });

  const ingest = async (source: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: vendorSlug, source } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number; status: string; error: string | null }>();
  };

  const insideTargets = () => [
    `http://127.0.0.1:${insidePort}/feed.csv`,
    `http://127.0.0.1:${closedPort}/`,
    'http://127.0.0.1:6379/',
    'http://127.0.0.1:5432/',
    `http://localhost:${insidePort}/`,
    `http://[::1]:${insidePort}/`,
    `http://[::ffff:127.0.0.1]:${insidePort}/`,
    `http://2130706433:${insidePort}/`,
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.7/feed.xml',
    'http://192.168.1.1/feed.xml',
    'http://[fd00::7]/feed.xml',
  ];

  it('refuses every address inside with the same generic error, whatever listens there', async () => {
    for (const target of insideTargets()) {
      const run = await ingest(target);
      expect(run, target).toMatchObject({ status: 'failed', error: 'could not fetch: refused address' });
    }
    expect(insideHits).toBe(0);
  });

  it('refuses them behind a redirect from an allowed host too, at every hop', async () => {
    for (const target of insideTargets()) {
      const once = `${feeds.origin}/to?url=${encodeURIComponent(target)}`;
      const twice = `${feeds.origin}/to?url=${encodeURIComponent(once)}`;
      for (const source of [once, twice]) {
        expect(await ingest(source), source).toMatchObject({ status: 'failed', error: 'could not fetch: refused address' });
      }
    }
    for (const scheme of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO']) {
      expect(await ingest(`${feeds.origin}/to?url=${encodeURIComponent(scheme)}`)).toMatchObject({ status: 'failed', error: 'could not fetch: refused url' });
    }
    expect(insideHits).toBe(0);
  });

  it('fetches an allowed host, and says HTTP 404 for a missing feed there', async () => {
    expect(await ingest(`${feeds.origin}/feed.xml`)).toMatchObject({ status: 'succeeded', error: null });
    expect(await ingest(`${feeds.origin}/nothing-here.xml`)).toMatchObject({ status: 'failed', error: 'could not fetch: HTTP 404' });
  });

  it('keeps the content of a document that is not a feed out of the report and the review queue', async () => {
    const before = await t.db.select().from(unmatchedFeedItems);
    for (const [path, secrets] of [
      ['/table.csv', ['hunter2', 'tr0ub4dor', 'admin', 'password', 'name']],
      ['/internal.xml', ['internalSecrets', 's3cr3t', 'key']],
    ] as const) {
      const run = await ingest(`${feeds.origin}${path}`);
      expect(run.status, path).toBe('failed');
      expect(run.error, path).toMatch(/^line \d+: not a product feed/);
      for (const secret of secrets) expect(run.error, `${path}: ${secret}`).not.toContain(secret);
      expect(await t.db.select().from(feedRejections).where(eq(feedRejections.runId, run.id)), path).toEqual([]);
    }
    expect(await t.db.select().from(unmatchedFeedItems)).toEqual(before);
  });

  it('the scheduler fetches a configured feed url through the same checks', async () => {
    const scheduled = await makeVendor(t.db, { feedUrl: `http://127.0.0.1:${insidePort}/feed.xml`, feedIntervalMinutes: 60 });
    const fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(feeds.origin)] });
    const scheduler = createFeedScheduler({ db: t.db, fetcher, timer: false });
    try {
      await scheduler.tick();
    } finally {
      await scheduler.stop();
      await fetcher.close();
    }
    const response = await t.app.inject({ url: `/api/admin/feeds/runs?vendor=${scheduled.slug}`, headers: { cookie } });
    expect(response.json().runs).toMatchObject([{ trigger: 'schedule', status: 'failed', error: 'could not fetch: refused address' }]);
    expect(insideHits).toBe(0);
    await t.db.update(vendors).set({ feedUrl: null }).where(eq(vendors.id, scheduled.id));
  });
});
