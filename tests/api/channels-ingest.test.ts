/**
 * Retailer channels on a real database: a network's feed fetched over HTTP (gzip by header and by
 * content, deflate), conditional GET (validators stored, sent back, 304 → "not modified"), retries,
 * credentials by reference, matching by GTIN, and where a click-out goes for each kind of offer.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/http/safe-fetch';
import { feedRuns, listings, partGtins, unmatchedFeedItems, vendors } from '../../src/server/db/schema';
import { ingestFeed, type IngestOptions } from '../../src/server/modules/feeds/run/ingest';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const AWIN = readFileSync(path.join(import.meta.dirname, '../fixtures/channels/awin.csv'));

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A network's download server: each path answers one way; every request is recorded. */
async function startNetwork() {
  const seen: Seen[] = [];
  let flaky = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ path: url.pathname + url.search, headers: req.headers });
    switch (url.pathname) {
      case '/awin/encoded.csv':
        return res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip' }).end(gzipSync(AWIN));
      case '/awin/deflated.csv':
        return res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'deflate' }).end(deflateSync(AWIN));
      case '/awin/datafeed.csv.gz':
        return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(gzipSync(AWIN));
      case '/awin/conditional.csv': {
        const etag = '"awin-v1"';
        const lastModified = 'Wed, 25 Nov 2026 04:10:00 GMT';
        if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
        return res.writeHead(200, { 'content-type': 'text/csv', etag, 'last-modified': lastModified }).end(AWIN);
      }
      case '/awin/flaky.csv':
        if (flaky++ < 2) return res.writeHead(503).end('busy');
        return res.writeHead(200, { 'content-type': 'text/csv' }).end(AWIN);
      case '/awin/down.csv':
        return res.writeHead(503).end('busy');
      case '/awin/secured.csv': {
        const key = url.searchParams.get('key');
        if (req.headers.authorization !== 'Bearer token-123' || key !== null) return res.writeHead(401).end();
        return res.writeHead(200, { 'content-type': 'text/csv' }).end(AWIN);
      }
      default: {
        const apikey = /^\/datafeed\/download\/apikey\/([^/]+)\/fid\/55001$/.exec(url.pathname)?.[1];
        if (apikey === 'k%2Fsecret' || apikey === 'k/secret') return res.writeHead(200, { 'content-type': 'text/csv' }).end(AWIN);
        return res.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('retailer channels', () => {
  let t: TestApp;
  let network: Awaited<ReturnType<typeof startNetwork>>;
  let fetcher: SafeFetcher;
  const part: Record<string, number> = {};

  beforeAll(async () => {
    network = await startNetwork();
    t = await createTestApp({ allowedHosts: [allowListEntry(network.origin)] });
    fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(network.origin)] });
    const category = await makeCategory(t.db);
    part.filter = (await makePart(t.db, category.id, { name: 'Oil Filter', brand: 'Mann-Filter', partNumber: 'HU 816 X' })).id;
    part.pads = (await makePart(t.db, category.id, { name: 'Brake Pad Set', brand: 'Brembo', partNumber: 'P 06 038' })).id;
    part.plug = (await makePart(t.db, category.id, { name: 'Spark Plug', brand: 'Bosch', partNumber: '0 242 236 562' })).id;
    part.gtinOnly = (await makePart(t.db, category.id, { name: 'Ignition Coil', brand: 'Bosch', partNumber: '0 221 504 470' })).id;
    // The plug row of the fixture has no mpn: only its GTIN (an EAN-13, stored as 14 digits) finds it.
    // The pads row's EAN names another part than its mpn: the GTIN wins.
    await t.db.insert(partGtins).values([
      { gtin: '04047024318601', partId: part.plug },
      { gtin: '08020584060384', partId: part.gtinOnly },
    ]);
  });
  afterAll(async () => {
    await fetcher.close();
    await t.close();
    await network.close();
  });

  const ingest = (vendor: string, url: string, options: Partial<IngestOptions> = {}) =>
    ingestFeed(t.db, { vendor, source: { kind: 'url', url }, fetcher, trigger: 'cli', fetchPolicy: { retryDelayMs: 10 }, ...options });
  const listingOf = async (vendorId: number, sku: string) =>
    (await t.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.vendorSku, sku))))[0];

  describe('an Awin feed over HTTP', () => {
    it.each([
      ['gzip Content-Encoding', '/awin/encoded.csv'],
      ['deflate Content-Encoding', '/awin/deflated.csv'],
      ['a .gz file (gzip by content)', '/awin/datafeed.csv.gz'],
    ])('%s: read, matched by GTIN then number, tracking links kept', async (_, feedPath) => {
      const vendor = await makeVendor(t.db);
      const run = await ingest(vendor.slug, network.origin + feedPath);
      expect(run).toMatchObject({ status: 'succeeded', format: 'awin', fetchResult: '200', itemsRead: 6, matched: 3, unmatched: 1, rejected: 2 });
      expect(network.seen.at(-1)!.headers['accept-encoding']).toMatch(/gzip/);
      const filter = await listingOf(vendor.id, 'EU-HU816X');
      expect(filter).toMatchObject({
        partId: part.filter,
        priceCents: 1249,
        originalPriceCents: 1499,
        url: 'https://www.eurotuned.example/p/hu816x',
        trackingUrl: 'https://www.awin1.com/pclick.php?p=38816372051&a=123456&m=17433',
        stockQuantity: 24,
      });
      expect((await listingOf(vendor.id, '38816372056'))?.partId).toBe(part.plug);
      expect((await listingOf(vendor.id, 'EU-P06038'))?.partId).toBe(part.gtinOnly);
      const queue = await t.db.select().from(unmatchedFeedItems).where(eq(unmatchedFeedItems.vendorId, vendor.id));
      expect(queue.map((q) => q.vendorSku)).toEqual(['EU-WIDGET']);
    });

    it('a vendor set to another format fails the run with the reason, changing nothing', async () => {
      const vendor = await makeVendor(t.db, { feedFormat: 'cj' });
      const run = await ingest(vendor.slug, network.origin + '/awin/encoded.csv');
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/not a CJ feed: the header has no/);
      expect(await listingOf(vendor.id, 'EU-HU816X')).toBeUndefined();
    });
  });

  describe('conditional GET', () => {
    it('stores the validators, sends them back, and records a 304 as "not modified" that confirms the listings', async () => {
      const url = network.origin + '/awin/conditional.csv';
      const vendor = await makeVendor(t.db, { feedUrl: url });
      const first = await ingest(vendor.slug, url);
      expect(first).toMatchObject({ status: 'succeeded', fetchResult: '200' });
      const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
      expect(stored).toMatchObject({ feedEtag: '"awin-v1"', feedLastModified: 'Wed, 25 Nov 2026 04:10:00 GMT' });

      // Three days pass: the run and what it confirmed age together, so the 304's refresh is seen.
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
      await t.db.update(feedRuns).set({ startedAt: threeDaysAgo }).where(eq(feedRuns.id, first.id));
      await t.db.update(listings).set({ lastSeenAt: new Date(threeDaysAgo.getTime() + 1000) }).where(eq(listings.vendorId, vendor.id));
      const before = network.seen.length;
      const second = await ingest(vendor.slug, url);
      const request = network.seen[before]!;
      expect(request.headers['if-none-match']).toBe('"awin-v1"');
      expect(request.headers['if-modified-since']).toBe('Wed, 25 Nov 2026 04:10:00 GMT');
      expect(second).toMatchObject({ status: 'not_modified', fetchResult: '304', itemsRead: 0, matched: 3, error: null });
      const filter = await listingOf(vendor.id, 'EU-HU816X');
      expect(Date.now() - filter!.lastSeenAt.getTime()).toBeLessThan(60_000);

      // Forced: no validators, the feed is read again.
      const forced = await ingest(vendor.slug, url, { force: true });
      expect(network.seen.at(-1)!.headers['if-none-match']).toBeUndefined();
      expect(forced).toMatchObject({ status: 'succeeded', fetchResult: '200', itemsRead: 6 });
    });

    it('the console\'s "run now (force)" reads an unchanged feed again; a plain run now gets the 304', async () => {
      const url = network.origin + '/awin/conditional.csv';
      const vendor = await makeVendor(t.db, { feedUrl: url });
      const { cookie } = await t.loginOperator('editor');
      const runNow = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: vendor.slug, ...payload } });
      expect((await runNow({})).json()).toMatchObject({ status: 'succeeded', fetchResult: '200' });
      expect((await runNow({})).json()).toMatchObject({ status: 'not_modified', fetchResult: '304', itemsRead: 0 });
      const forced = await runNow({ force: true });
      expect(network.seen.at(-1)!.headers['if-none-match']).toBeUndefined();
      expect(network.seen.at(-1)!.headers['if-modified-since']).toBeUndefined();
      expect(forced.json()).toMatchObject({ status: 'succeeded', fetchResult: '200', itemsRead: 6 });
      const bad = await runNow({ force: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/force/);
    });

    it('a failed run keeps the previous validators', async () => {
      const url = network.origin + '/awin/conditional.csv';
      const vendor = await makeVendor(t.db, { feedUrl: url, feedFormat: 'cj', feedEtag: '"older"' });
      const run = await ingest(vendor.slug, url);
      expect(run).toMatchObject({ status: 'failed', fetchResult: '200' });
      const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
      expect(stored!.feedEtag).toBe('"older"');
    });
  });

  describe('retries and credentials', () => {
    it('retries a 503 with backoff and succeeds; gives up after the last attempt with the status', async () => {
      const vendor = await makeVendor(t.db);
      const before = network.seen.filter((s) => s.path === '/awin/flaky.csv').length;
      const run = await ingest(vendor.slug, network.origin + '/awin/flaky.csv');
      expect(run.status).toBe('succeeded');
      expect(network.seen.filter((s) => s.path === '/awin/flaky.csv').length - before).toBe(3);

      const down = await ingest(vendor.slug, network.origin + '/awin/down.csv', { fetchPolicy: { attempts: 2, retryDelayMs: 10 } });
      expect(down).toMatchObject({ status: 'failed', fetchResult: 'error', error: 'could not fetch: HTTP 503' });
      expect(network.seen.filter((s) => s.path === '/awin/down.csv')).toHaveLength(2);
    });

    it('sends credentials named by environment variables; the secret is neither stored nor recorded', async () => {
      const env = { FEED_SECRET_AWIN_TOKEN: 'token-123', FEED_SECRET_AWIN_KEY: 'k/secret' };
      const secured = network.origin + '/awin/secured.csv';
      const bearer = await makeVendor(t.db, { feedUrl: secured, feedCredentials: { type: 'bearer', tokenEnv: 'FEED_SECRET_AWIN_TOKEN' } });
      const run = await ingest(bearer.slug, secured, { fetchPolicy: { env, retryDelayMs: 10 } });
      expect(run.status).toBe('succeeded');

      // Awin's download urls carry the key in their path: a placeholder, filled at fetch time.
      const template = `${network.origin}/datafeed/download/apikey/{env:FEED_SECRET_AWIN_KEY}/fid/55001`;
      const keyed = await makeVendor(t.db, { feedUrl: template });
      const keyedRun = await ingest(keyed.slug, template, { fetchPolicy: { env, retryDelayMs: 10 } });
      expect(keyedRun.status).toBe('succeeded');
      expect(keyedRun.source).toBe(template);
      expect(JSON.stringify(keyedRun)).not.toContain('secret');

      const missing = await ingest(bearer.slug, secured, { fetchPolicy: { env: {}, retryDelayMs: 10 } });
      expect(missing).toMatchObject({ status: 'failed', error: "the feed's credentials name FEED_SECRET_AWIN_TOKEN, which is not set in the environment" });

      // Every unset name in one message, so the operator sets them all in one pass.
      const both = `${network.origin}/datafeed/download/apikey/{env:FEED_SECRET_AWIN_KEY}/fid/55002`;
      const basic = await makeVendor(t.db, { feedUrl: both, feedCredentials: { type: 'basic', usernameEnv: 'FEED_SECRET_AWIN_USER', passwordEnv: 'FEED_SECRET_AWIN_PASSWORD' } });
      const allMissing = await ingest(basic.slug, both, { fetchPolicy: { env: { FEED_SECRET_AWIN_USER: 'user' }, retryDelayMs: 10 } });
      expect(allMissing).toMatchObject({
        status: 'failed',
        error: "the feed's credentials name FEED_SECRET_AWIN_KEY and FEED_SECRET_AWIN_PASSWORD, which are not set in the environment",
      });
    });
  });

  describe('click-out targets', () => {
    const go = async (listingId: number) => {
      const { cookie } = await t.login();
      const response = await t.app.inject({ method: 'GET', url: `/go/${listingId}`, headers: { cookie } });
      expect(response.statusCode).toBe(302);
      return response.headers.location;
    };

    it('the tracking link when the offer has one, whatever the template', async () => {
      const vendor = await makeVendor(t.db, { affiliateTemplate: 'https://www.awin1.com/cread.php?awinmid=17433&awinaffid=123456&ued={url_encoded}' });
      const listing = await makeListing(t.db, part.filter!, vendor.id, {
        url: 'https://www.eurotuned.example/p/hu816x',
        trackingUrl: 'https://www.awin1.com/pclick.php?p=38816372051&a=123456&m=17433',
      });
      expect(await go(listing.id)).toBe('https://www.awin1.com/pclick.php?p=38816372051&a=123456&m=17433');
    });

    it.each([
      ['Awin', 'https://www.awin1.com/cread.php?awinmid=17433&awinaffid=123456&ued={url_encoded}', 'https://www.awin1.com/cread.php?awinmid=17433&awinaffid=123456&ued=https%3A%2F%2Fshop.example%2Fp%2F1'],
      ['AvantLink', 'https://www.avantlink.com/click.php?tt=cl&mi=10248&pw=223344&url={url_encoded}', 'https://www.avantlink.com/click.php?tt=cl&mi=10248&pw=223344&url=https%3A%2F%2Fshop.example%2Fp%2F1'],
      ['CJ', 'https://www.jdoqocy.com/click-8877665-12890345?url={url_encoded}', 'https://www.jdoqocy.com/click-8877665-12890345?url=https%3A%2F%2Fshop.example%2Fp%2F1'],
      ['eBay Partner Network', '{url}?mkevt=1&mkcid=1&mkrid=711-53200-19255-0&campid=5338765432&toolid=10001', 'https://shop.example/p/1?mkevt=1&mkcid=1&mkrid=711-53200-19255-0&campid=5338765432&toolid=10001'],
    ])('%s: built from the vendor template when the offer has no tracking link', async (_, template, expected) => {
      const vendor = await makeVendor(t.db, { affiliateTemplate: template });
      const listing = await makeListing(t.db, part.filter!, vendor.id, { url: 'https://shop.example/p/1' });
      expect(await go(listing.id)).toBe(expected);
    });

    it("else the retailer's page with our UTM parameters", async () => {
      const vendor = await makeVendor(t.db);
      const listing = await makeListing(t.db, part.filter!, vendor.id, { url: 'https://shop.example/p/2?color=black' });
      expect(await go(listing.id)).toBe('https://shop.example/p/2?color=black&utm_source=pitlane&utm_medium=referral&utm_campaign=price-comparison');
    });

    it('a tracking link that is no http(s) url is never followed', async () => {
      const vendor = await makeVendor(t.db);
      const listing = await makeListing(t.db, part.filter!, vendor.id, { url: 'https://shop.example/p/3', trackingUrl: 'javascript:alert(1)' });
      expect(await go(listing.id)).toBe('https://shop.example/p/3?utm_source=pitlane&utm_medium=referral&utm_campaign=price-comparison');
    });
  });
});
