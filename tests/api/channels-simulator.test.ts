/**
 * The vendor simulator's network dialects, end to end over loopback HTTP: an Awin feed (gzip,
 * ETag → 304 "not modified"), an AvantLink datafeed and a CJ search answer ingested; the eBay Browse
 * connector searched by part number with the vehicle as compatibility_filter, against answers
 * that come, hang, fail or are garbage.
 */
import { getEventListeners } from 'node:events';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { listings } from '../../src/server/db/schema';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/http/safe-fetch';
import { ebayBrowseConnectorSchema } from '../../src/server/modules/pricing/connectors/config';
import { createEbayBrowseConnector } from '../../src/server/modules/pricing/connectors/ebay-browse';
import { ebayTokenSource, forgetEbayTokens } from '../../src/server/modules/pricing/connectors/ebay-token';
import { ConnectorError } from '../../src/server/modules/pricing/connectors/types';
import { ingestFeed } from '../../src/server/modules/feeds/run/ingest';
import { loadCatalogSnapshot, PROFILES, startVendorSimulator, type VendorSimulator } from '../../src/vendor-sim';
import { createTestDatabase, rowsOf } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('simulator network dialects', () => {
  let database: DatabaseHandle;
  let sim: VendorSimulator;
  let fetcher: SafeFetcher;
  const slug = 'sim-network';
  let vendorId = 0;
  let items = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const category = await makeCategory(db);
    const vendor = await makeVendor(db, { slug });
    vendorId = vendor.id;
    // The simulator's catalog is the vendor's listings: it sells what we list for it.
    for (let i = 0; i < 8; i++) {
      const part = await makePart(db, category.id, { name: `Net Part ${i}`, brand: 'Bosch', partNumber: `NET ${500 + i}` });
      await makeListing(db, part.id, vendor.id, { vendorSku: `${slug}-${i}`, url: `https://${slug}.example/p/${i}`, priceCents: 3000 + i * 100 });
      items++;
    }
    const runQuery = (text: string) => rowsOf<Record<string, unknown>>(db, sql.raw(text));
    sim = await startVendorSimulator({
      catalog: await loadCatalogSnapshot(runQuery),
      now: () => NOW,
      profiles: { [slug]: PROFILES.fast },
      ebayClients: { 'Pitlane-App-PRD': 'PRD-cert-secret' },
    });
    fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(sim.baseUrl)] });
  });
  afterAll(async () => {
    await fetcher?.close();
    await sim?.close();
    await database?.close();
  });

  const ingest = (url: string) =>
    ingestFeed(database.db, { vendor: slug, source: { kind: 'url', url }, fetcher, trigger: 'cli', fetchPolicy: { retryDelayMs: 10 } });

  it('an Awin feed: gzip on the wire, every item matched with its tracking link; unchanged → 304 "not modified"', async () => {
    const url = `${sim.baseUrl}/v/${slug}/feeds/awin.csv`;
    await database.db.execute(sql`update vendors set feed_url = ${url} where id = ${vendorId}`);
    const first = await ingest(url);
    expect(first).toMatchObject({ status: 'succeeded', format: 'awin', fetchResult: '200', itemsRead: items, matched: items, rejected: 0 });
    const [row] = await database.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.vendorSku, `${slug}-0`)));
    expect(row!.trackingUrl).toMatch(/^https:\/\/www\.awin1\.com\/pclick\.php\?p=\d+&a=123456&m=\d+$/);
    expect(row!.url).toBe(`https://${slug}.example/p/0`);
    const second = await ingest(url);
    expect(second).toMatchObject({ status: 'not_modified', fetchResult: '304', itemsRead: 0 });
  });

  it('an AvantLink datafeed and a CJ search answer are read in their dialects', async () => {
    const avantlink = await ingest(`${sim.baseUrl}/v/${slug}/feeds/avantlink.txt`);
    expect(avantlink).toMatchObject({ status: 'succeeded', format: 'avantlink', matched: items });
    const cj = await ingest(`${sim.baseUrl}/v/${slug}/cj/product-search`);
    expect(cj).toMatchObject({ status: 'succeeded', format: 'cj', matched: items });
    const [row] = await database.db.select().from(listings).where(and(eq(listings.vendorId, vendorId), eq(listings.vendorSku, `${slug}-3`)));
    expect(row!.trackingUrl).toMatch(/^https:\/\/www\.jdoqocy\.com\/click-8877665-\d+\?url=/);
  });

  describe('eBay Browse connector', () => {
    const config = (overrides: object = {}) =>
      ebayBrowseConnectorSchema.parse({ kind: 'ebay-browse', endpoint: `${sim.baseUrl}/v/${slug}`, tokenEnv: 'FEED_SECRET_EBAY_TOKEN', campaignId: '5338765432', ...overrides });
    const env = { FEED_SECRET_EBAY_TOKEN: 'app-token' };
    const search = (connectorConfig = config(), signal = AbortSignal.timeout(2000), environment: Record<string, string> = env) =>
      createEbayBrowseConnector(connectorConfig, fetcher, environment).search({ partNumber: 'NET 503', vehicle: { make: 'BMW', model: '335i', year: 2011 } }, signal);

    it('searches by part number with the vehicle as compatibility_filter; offers carry both urls', async () => {
      sim.setProfile(slug, PROFILES.fast);
      const offers = await search();
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({ partNumber: 'NET 503', partName: 'Net Part 3', inStock: true, estimatedDelivery: null });
      expect(offers[0]!.priceCents).toBeGreaterThan(0);
      expect(offers[0]!.productUrl).toMatch(/^https:\/\/www\.ebay\.com\/itm\/\d+$/);
      expect(offers[0]!.trackingUrl).toMatch(/campid=5338765432/);
    });

    it('times out on a hanging answer, fails on a 503, refuses garbage and a missing token', async () => {
      sim.setProfile(slug, PROFILES.hanging);
      const hung = await search(config(), AbortSignal.timeout(300)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(hung).toBeInstanceOf(Error);
      sim.setProfile(slug, PROFILES.down);
      await expect(search()).rejects.toThrow(new ConnectorError('HTTP 503'));
      sim.setProfile(slug, PROFILES.garbage);
      for (let i = 0; i < 6; i++) await expect(search()).rejects.toBeInstanceOf(ConnectorError);
      sim.setProfile(slug, PROFILES.fast);
      await expect(search(config(), AbortSignal.timeout(2000), {})).rejects.toThrow('not configured: FEED_SECRET_EBAY_TOKEN is not set');
    });

    describe('OAuth application token (client credentials)', () => {
      const oauth = (overrides: object = {}) =>
        config({ tokenEnv: undefined, clientIdEnv: 'FEED_SECRET_EBAY_CLIENT_ID', clientSecretEnv: 'FEED_SECRET_EBAY_CLIENT_SECRET', ...overrides });
      const credentials = { FEED_SECRET_EBAY_CLIENT_ID: 'Pitlane-App-PRD', FEED_SECRET_EBAY_CLIENT_SECRET: 'PRD-cert-secret' };
      const searchWith = (environment: Record<string, string> = credentials, connectorConfig = oauth()) =>
        search(connectorConfig, AbortSignal.timeout(2000), environment);

      it('fetches a token, keeps it for later searches, and gets a new one when eBay refuses it (401)', async () => {
        forgetEbayTokens();
        sim.setProfile(slug, PROFILES.fast);
        const before = sim.ebayTokenRequests();
        expect(await searchWith()).toHaveLength(1);
        expect(sim.ebayTokenRequests()).toBe(before + 1);
        expect(await searchWith()).toHaveLength(1);
        expect(sim.ebayTokenRequests()).toBe(before + 1);

        sim.revokeEbayTokens();
        expect(await searchWith()).toHaveLength(1);
        expect(sim.ebayTokenRequests()).toBe(before + 2);
      });

      it('asks for a new token once the kept one nears its expiry', async () => {
        forgetEbayTokens();
        let clock = NOW;
        const tokens = ebayTokenSource(
          fetcher,
          { tokenUrl: `${sim.baseUrl}/v/${slug}/identity/v1/oauth2/token`, clientId: 'Pitlane-App-PRD', clientSecret: 'PRD-cert-secret', scope: 'https://api.ebay.com/oauth/api_scope' },
          () => clock,
        );
        const before = sim.ebayTokenRequests();
        const first = await tokens.token(AbortSignal.timeout(2000));
        expect(first).toMatch(/^v\^1\.1#/);
        clock += 60 * 60 * 1000;
        expect(await tokens.token(AbortSignal.timeout(2000))).toBe(first);
        // Two hours' lifetime, renewed five minutes before its end.
        clock += 56 * 60 * 1000;
        const second = await tokens.token(AbortSignal.timeout(2000));
        expect(second).not.toBe(first);
        expect(sim.ebayTokenRequests()).toBe(before + 2);
      });

      it('leaves no listener on the signal of a search that waited for a token', async () => {
        forgetEbayTokens();
        const tokens = ebayTokenSource(fetcher, {
          tokenUrl: `${sim.baseUrl}/v/${slug}/identity/v1/oauth2/token`,
          clientId: 'Pitlane-App-PRD',
          clientSecret: 'PRD-cert-secret',
          scope: 'https://api.ebay.com/oauth/api_scope',
        });
        const page = new AbortController();
        await tokens.token(page.signal);
        forgetEbayTokens();
        await tokens.token(page.signal);
        expect(getEventListeners(page.signal, 'abort')).toHaveLength(0);
      });

      it('a refused client, a missing secret, a token endpoint that fails or answers garbage are connector errors', async () => {
        forgetEbayTokens();
        sim.setProfile(slug, PROFILES.fast);
        await expect(searchWith({ ...credentials, FEED_SECRET_EBAY_CLIENT_SECRET: 'wrong' })).rejects.toThrow(
          new ConnectorError('OAuth token request failed: HTTP 401'),
        );
        await expect(searchWith({ FEED_SECRET_EBAY_CLIENT_ID: 'Pitlane-App-PRD' })).rejects.toThrow('not configured: FEED_SECRET_EBAY_CLIENT_SECRET is not set');
        await expect(searchWith(credentials, oauth({ tokenUrl: `${sim.baseUrl}/v/${slug}/no-such-token-endpoint` }))).rejects.toThrow(
          new ConnectorError('OAuth token request failed: HTTP 405'),
        );
        // The feed url answers text that is no token.
        await expect(searchWith(credentials, oauth({ tokenUrl: `${sim.baseUrl}/v/${slug}/feed.xml` }))).rejects.toThrow(/OAuth token request failed/);
        expect(() => ebayBrowseConnectorSchema.parse({ kind: 'ebay-browse', clientIdEnv: 'FEED_SECRET_EBAY_CLIENT_ID' })).toThrow(/clientIdEnv and clientSecretEnv/);
        expect(() => ebayBrowseConnectorSchema.parse({ kind: 'ebay-browse', clientIdEnv: 'SESSION_SECRET', clientSecretEnv: 'FEED_SECRET_X' })).toThrow(/FEED_SECRET_/);
      });
    });
  });
});
