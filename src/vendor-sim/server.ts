/**
 * The vendor simulator's HTTP server: one storefront API per vendor on loopback, answering like a
 * retailer would — including slowly, with errors, with garbage, or not at all, per its profile.
 *
 *   GET /vendors                       index: slugs, names, endpoints, profiles
 *   GET /v/{slug}/search?pn=&q=&make=&model=&year=                "items" JSON search
 *   GET /v/{slug}/api/v2/products?partNumber=&query=&make=&model=&year=   "products" JSON search
 *   GET /v/{slug}/feed.xml             Google Merchant Center product feed (always served whole)
 *   GET /v/{slug}/feeds/awin.csv       Awin product feed (gzip when accepted; ETag, 304 to If-None-Match)
 *   GET /v/{slug}/feeds/avantlink.txt  AvantLink datafeed (pipe-delimited)
 *   GET /v/{slug}/cj/product-search    CJ product search answer (XML)
 *   GET /v/{slug}/buy/browse/v1/item_summary/search?q=&compatibility_filter=   eBay Browse answer (JSON)
 *   POST /v/{slug}/identity/v1/oauth2/token   eBay OAuth application token (client credentials grant)
 *
 * The Browse dialect accepts the tokens its token endpoint issued until they expire or are revoked,
 * and any other bearer token (one obtained elsewhere) as before.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { SimCatalog, SimVendor } from './catalog';
import { itemsAnswer, malformedAnswer, productsAnswer } from './dialects';
import { downloadAt, formatPaths, SIMULATED_FORMATS } from './format-feeds';
import { ebayItemSummaries } from './network-dialects';
import { offerFor } from './offers';
import { demoProfile, type VendorProfile } from './profiles';
import { hash32, seededRandom } from './random';
import { searchItems, type SimQuery } from './search';

export interface SimulatorOptions {
  catalog: SimCatalog;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Loopback only: the simulator is a local harness, never a public service. */
  host?: '127.0.0.1' | '::1' | 'localhost';
  /** Profiles by vendor slug; vendors not named get their demo profile. */
  profiles?: Readonly<Record<string, VendorProfile>>;
  /** Seeds every vendor's outcome sequence (default 1). */
  seed?: number;
  /** How often, at most, a vendor moves an item's price (default 6 hours). */
  pricePeriodMs?: number;
  /** Items per search answer (default 20). */
  searchLimit?: number;
  now?: () => number;
  /** eBay OAuth clients (client id → secret) the token endpoint accepts; any non-empty pair when not given. */
  ebayClients?: Readonly<Record<string, string>>;
  /** Lifetime of an issued eBay token, in seconds (eBay's: 7200). */
  ebayTokenLifetimeSeconds?: number;
}

export interface VendorSimulator {
  baseUrl: string;
  port: number;
  vendorSlugs(): string[];
  setProfile(slug: string, profile: VendorProfile): void;
  /** Search requests received per vendor (answered or not). */
  searchCount(slug: string): number;
  /** Most search requests a vendor had open at the same time. */
  peakConcurrency(slug: string): number;
  /** Token requests the eBay token endpoint received (granted or not). */
  ebayTokenRequests(): number;
  /** Revokes every issued eBay token: the Browse dialect answers 401 to them from now on. */
  revokeEbayTokens(): void;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

type Outcome = 'ok' | 'error' | 'hang' | 'malformed';

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, 'application/json', JSON.stringify(value));

/** The form an issued token has (eBay's are opaque "v^1.1#…" strings): others are tokens from elsewhere. */
const ISSUED_TOKEN = /#t\^sim-/;

/** eBay's token request: HTTP Basic client credentials and a form body with grant_type and scope. */
function tokenRequest(req: IncomingMessage, body: string): { clientId: string; secret: string; grant: string | null } | null {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!basic) return null;
  const pair = Buffer.from(basic, 'base64').toString('utf8');
  const colon = pair.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: pair.slice(0, colon), secret: pair.slice(colon + 1), grant: new URLSearchParams(body).get('grant_type') };
}

function yearParam(value: string | null): number | undefined {
  const year = Number(value);
  return value && Number.isInteger(year) ? year : undefined;
}

export async function startVendorSimulator(options: SimulatorOptions): Promise<VendorSimulator> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`the vendor simulator listens on loopback only, not ${host}`);
  const now = options.now ?? Date.now;
  const pricePeriodMs = options.pricePeriodMs ?? SIX_HOURS_MS;
  const limit = options.searchLimit ?? 20;
  const vendors = new Map(options.catalog.vendors.map((v) => [v.slug, v]));
  const profiles = new Map<string, VendorProfile>();
  const randoms = new Map<string, () => number>();
  const counts = new Map<string, number>();
  const open = new Map<string, number>();
  const peaks = new Map<string, number>();
  const issuedTokens = new Map<string, number>();
  let tokenRequests = 0;
  const tokenLifetimeMs = (options.ebayTokenLifetimeSeconds ?? 7200) * 1000;

  function answerToken(req: IncomingMessage, res: ServerResponse): void {
    tokenRequests++;
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 4096)));
    req.on('end', () => {
      const ask = tokenRequest(req, body);
      if (!ask) return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
      const known = options.ebayClients ? options.ebayClients[ask.clientId] === ask.secret : ask.clientId !== '' && ask.secret !== '';
      if (!known) return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
      if (ask.grant !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type', error_description: 'grant type in request is not supported' });
      const token = `v^1.1#i^1#f^0#p^1#I^3#r^0#t^sim-${tokenRequests}-${Math.floor(now()).toString(36)}`;
      issuedTokens.set(token, now() + tokenLifetimeMs);
      json(res, 200, { access_token: token, expires_in: tokenLifetimeMs / 1000, token_type: 'Application Access Token' });
    });
  }

  /** Whether the Browse dialect accepts this Authorization header. */
  function authorizedForBrowse(header: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    if (!token) return false;
    if (!ISSUED_TOKEN.test(token)) return true;
    const expiresAt = issuedTokens.get(token);
    return expiresAt !== undefined && expiresAt > now();
  }
  const profileOf = (slug: string) => profiles.get(slug) ?? options.profiles?.[slug] ?? demoProfile(slug);
  const randomOf = (slug: string) => {
    let random = randoms.get(slug);
    if (!random) randoms.set(slug, (random = seededRandom(hash32(slug) ^ (options.seed ?? 1))));
    return random;
  };

  function decide(slug: string): { outcome: Outcome; latencyMs: number; pick: number } {
    const profile = profileOf(slug);
    const random = randomOf(slug);
    const roll = random();
    const [min, max] = profile.latencyMs;
    const latencyMs = min + random() * (max - min);
    const pick = random();
    let outcome: Outcome = 'ok';
    if (roll < profile.hangRate) outcome = 'hang';
    else if (roll < profile.hangRate + profile.errorRate) outcome = 'error';
    else if (roll < profile.hangRate + profile.errorRate + profile.malformedRate) outcome = 'malformed';
    return { outcome, latencyMs, pick };
  }

  function answerSearch(
    res: ServerResponse,
    vendor: SimVendor,
    query: SimQuery,
    dialect: 'items' | 'products' | 'ebay',
    ebay?: { campaignId: string | null; href: string; authorized: boolean },
  ): void {
    counts.set(vendor.slug, (counts.get(vendor.slug) ?? 0) + 1);
    const slug = vendor.slug;
    open.set(slug, (open.get(slug) ?? 0) + 1);
    peaks.set(slug, Math.max(peaks.get(slug) ?? 0, open.get(slug)!));
    res.once('close', () => open.set(slug, open.get(slug)! - 1));
    const { outcome, latencyMs, pick } = decide(vendor.slug);
    // A hanging vendor accepts the request and never answers; the client has to give up.
    if (outcome === 'hang') return;
    setTimeout(() => {
      if (outcome === 'error') return json(res, 503, { error: 'Service Unavailable' });
      if (ebay && !ebay.authorized) return json(res, 401, { errors: [{ errorId: 1001, message: 'Invalid access token' }] });
      const at = now();
      const offers = searchItems(vendor, query).map((item) => offerFor(vendor, item, at, pricePeriodMs));
      const vehicleAsked = Boolean(query.make || query.model || query.year);
      const body = JSON.stringify(
        dialect === 'items'
          ? itemsAnswer(offers)
          : dialect === 'products'
            ? productsAnswer(offers)
            : ebayItemSummaries(offers, { vehicleAsked, campaignId: ebay?.campaignId ?? null, href: ebay?.href ?? '' }),
      );
      if (outcome === 'malformed') {
        const broken = malformedAnswer(body, pick);
        return send(res, 200, broken.contentType, broken.body);
      }
      send(res, 200, 'application/json', body);
    }, latencyMs);
  }

  function route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    const segments = url.pathname.split('/').filter(Boolean);
    if (req.method === 'POST' && segments[0] === 'v' && vendors.has(segments[1] ?? '') && segments.slice(2).join('/') === 'identity/v1/oauth2/token') {
      return answerToken(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'Method Not Allowed' });
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    if (url.pathname === '/' || url.pathname === '/vendors') {
      return json(
        res,
        200,
        [...vendors.values()].map((v) => {
          const { xml, ...networks } = formatPaths(v.slug);
          return {
            slug: v.slug,
            name: v.name,
            items: v.items.length,
            profile: profileOf(v.slug),
            search: `/v/${v.slug}/search`,
            products: `/v/${v.slug}/api/v2/products`,
            feed: xml,
            ...networks,
            ebayToken: `/v/${v.slug}/identity/v1/oauth2/token`,
          };
        }),
      );
    }
    const vendor = segments[0] === 'v' ? vendors.get(segments[1] ?? '') : undefined;
    if (!vendor) return json(res, 404, { error: 'Not Found' });
    const rest = segments.slice(2).join('/');
    const p = url.searchParams;
    const vehicle = { make: p.get('make') || undefined, model: p.get('model') || undefined, year: yearParam(p.get('year')) };
    if (rest === 'search') {
      return answerSearch(res, vendor, { partNumber: p.get('pn') || undefined, text: p.get('q') || undefined, ...vehicle, limit }, 'items');
    }
    if (rest === 'api/v2/products') {
      const query = { partNumber: p.get('partNumber') || undefined, text: p.get('query') || undefined, ...vehicle, limit };
      return answerSearch(res, vendor, query, 'products');
    }
    if (rest === SIMULATED_FORMATS.ebay.path) {
      // compatibility_filter: "Year:2011;Make:BMW;Model:335i".
      const compat = Object.fromEntries(
        (p.get('compatibility_filter') ?? '')
          .split(';')
          .map((pair) => pair.split(':').map((v) => v.trim()))
          .filter((pair) => pair.length === 2 && pair[0] && pair[1]),
      ) as Record<string, string>;
      const campaign = /affiliateCampaignId=(\d+)/.exec(String(req.headers['x-ebay-c-enduserctx'] ?? ''))?.[1] ?? null;
      const query = { partNumber: p.get('q') || undefined, make: compat.Make, model: compat.Model, year: yearParam(compat.Year ?? null), limit };
      const authorized = authorizedForBrowse(req.headers.authorization);
      return answerSearch(res, vendor, query, 'ebay', { campaignId: campaign, href: url.pathname + url.search, authorized });
    }
    const download = downloadAt(rest);
    if (download) {
      const at = now();
      const offers = vendor.items.map((item) => offerFor(vendor, item, at, pricePeriodMs));
      const body = download.render(vendor, offers);
      if (!download.conditional) return send(res, 200, download.contentType, body);
      // The feed changes when a price does: its hash is the validator.
      const etag = `"${hash32(body).toString(16)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        return void res.end();
      }
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': `${download.contentType}; charset=utf-8`,
        etag,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      return void res.end(gzip ? gzipSync(body) : body);
    }
    json(res, 404, { error: 'Not Found' });
  }

  const server = createServer(route);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host === '::1' ? '[::1]' : host;

  return {
    baseUrl: `http://${urlHost}:${port}`,
    port,
    vendorSlugs: () => [...vendors.keys()],
    setProfile: (slug, profile) => void profiles.set(slug, profile),
    searchCount: (slug) => counts.get(slug) ?? 0,
    peakConcurrency: (slug) => peaks.get(slug) ?? 0,
    ebayTokenRequests: () => tokenRequests,
    revokeEbayTokens: () => issuedTokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
