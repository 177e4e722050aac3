/**
 * What each API route reads, so the fuzzer aims hostile values at the real field names (random
 * names are added on top). Path parameters come from the route's own url. A route the app serves
 * that is missing here fails the fuzz suite: add it when adding the route.
 */
export interface RouteInputs {
  /** Query-string fields the route reads. */
  query?: readonly string[];
  /** JSON body fields, or a raw feed upload. */
  body?: { json: readonly string[] } | 'octet-stream';
  /** Send no session (401 is then a fine answer): the route works without one, and must not touch the fuzzer's own session. */
  anonymous?: boolean;
  /** A browser-facing page: its 404 is an HTML page, not JSON. */
  page?: boolean;
}

const livePricingFields = ['partNumber', 'partName', 'make', 'model', 'year'] as const;
const searchFields = [
  'q', 'categoryId', 'makeId', 'modelId', 'make', 'model', 'year', 'minPrice', 'maxPrice', 'vendorIds', 'brandIds', 'brands',
  'hasFreeShipping', 'hasSameDayShipping', 'hasNextDayDelivery', 'sort', 'page', 'pageSize',
] as const;
const feedFields = ['vendor', 'source', 'format', 'full'] as const;

export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'GET /api/health': {},
  'POST /api/auth/login': { body: { json: ['username', 'password'] }, anonymous: true },
  'POST /api/auth/logout': { body: { json: [] }, anonymous: true },
  'GET /api/auth/session': {},
  'GET /api/makes': {},
  'GET /api/models/:makeId': {},
  'GET /api/models/:makeId/enhanced': { query: ['year'] },
  'GET /api/categories': {},
  'GET /api/vendors': {},
  'GET /api/vendors/stats': {},
  'GET /api/testimonials': {},
  'POST /api/contact': { body: { json: ['name', 'email', 'phone', 'inquiryType', 'message', 'website'] } },
  'POST /api/newsletter': { body: { json: ['email'] } },
  'POST /api/waitlist': { body: { json: ['email'] } },
  'GET /sitemap.xml': {},
  'GET /sitemaps/:file': {},
  'GET /robots.txt': {},
  'GET /private/slides-download': {},
  'GET /img/vendors/:file': {},
  'GET /img/parts/:file': {},
  'GET /api/parts/search': { query: searchFields },
  'GET /api/parts/slug/:slug': {},
  'GET /api/parts/find-by-number/:partNumber': {},
  'GET /api/parts/:id/price-history': {},
  'GET /go/:listingId': { page: true },
  'POST /api/parts/live-pricing': { body: { json: livePricingFields } },
  'GET /api/parts/live-pricing/stream': { query: livePricingFields },
  'GET /api/live-search': { query: ['q', 'make', 'model', 'year'] },
  'GET /api/guides': {},
  'GET /api/guides/:slug': {},
  'POST /api/knowledge-base/search': { body: { json: ['query', 'vehicle'] } },
  'POST /api/basket/compare': { body: { json: ['parts'] } },
  'GET /api/feeds/freshness': {},
  'POST /api/admin/feeds/ingest': { body: { json: feedFields } },
  'POST /api/admin/feeds/upload': { query: feedFields, body: 'octet-stream' },
  'GET /api/admin/feeds/runs': { query: ['vendor', 'limit'] },
  'GET /api/admin/feeds/runs/:id': {},
  'POST /api/admin/feeds/runs/:id/cancel': {},
  'GET /api/admin/feeds/unmatched': { query: ['vendor', 'status', 'limit'] },
  'POST /api/admin/feeds/unmatched/:id/dismiss': {},
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
