/**
 * The soak's load: autocannon through the proxy, every connection cycling through a shopper's
 * mix of pages, searches, part pages and live pricing. Each request names a shopper (one of a few
 * hundred addresses, in X-Forwarded-For) so per-client limits meet a crowd, not one client.
 */
import autocannon from 'autocannon';
import type { CatalogSamples } from './database';

export type RequestKind = 'page' | 'search' | 'part' | 'live pricing';

export interface TrafficResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts (no status at all). */
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  byKind: Record<RequestKind, Record<string, number>>;
  /** Vendor answers in live pricing responses, and how many came from the (shared) cache. */
  vendorAnswers: number;
  cachedAnswers: number;
}

const SHOPPERS = 400;

export async function driveTraffic(
  base: string,
  cookie: string,
  samples: CatalogSamples,
  options: { seconds: number; connections: number },
): Promise<TrafficResult> {
  const byKind: TrafficResult['byKind'] = { page: {}, search: {}, part: {}, 'live pricing': {} };
  let vendorAnswers = 0;
  let cachedAnswers = 0;
  let n = 0;
  const pick = <T>(list: T[]) => list[n++ % list.length]!;
  let s = 0;
  const shopper = () => {
    const i = s++ % SHOPPERS;
    return `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  };
  const count = (kind: RequestKind) => (status: number) => {
    byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
  };
  // Pages ask for HTML, as a browser does: the server answers the app shell only to that.
  const get = (kind: RequestKind, path: () => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: path(),
      headers: { ...request.headers, 'x-forwarded-for': shopper(), ...(kind === 'page' ? { accept: 'text/html' } : {}) },
    }),
    onResponse: count(kind),
  });

  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: { cookie, 'content-type': 'application/json' },
    requests: [
      get('page', () => pick(['/', '/search?q=brake%20pads', `/product/${pick(samples.slugs)}`, '/vendors'])),
      get('search', () => `/api/parts/search?q=${encodeURIComponent(pick(samples.searches))}`),
      get('part', () => `/api/parts/slug/${pick(samples.slugs)}`),
      get('search', () => `/api/parts/search?q=${encodeURIComponent(pick(samples.searches))}&page=2`),
      get('part', () => `/api/parts/slug/${pick(samples.slugs)}`),
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: '/api/parts/live-pricing',
          headers: { ...request.headers, 'x-forwarded-for': shopper() },
          body: JSON.stringify(pick(samples.questions)),
        }),
        onResponse: (status, body) => {
          count('live pricing')(status);
          if (status !== 200) return;
          const vendors = (JSON.parse(body) as { vendors: { cached: boolean }[] }).vendors;
          vendorAnswers += vendors.length;
          cachedAnswers += vendors.filter((v) => v.cached).length;
        },
      },
    ],
  });

  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    byKind,
    vendorAnswers,
    cachedAnswers,
  };
}
