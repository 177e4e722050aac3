/**
 * What each API route reads, so the fuzzer aims hostile values at the real field names (random
 * names are added on top). Path parameters come from the route's own url. A route the app serves
 * that is missing here fails the fuzz suite: add it when adding the route.
 */
export interface RouteInputs {
  /** Query-string fields the route reads. */
  query?: readonly string[];
  /** JSON body fields, a raw feed upload, or a CSV list. */
  body?: { json: readonly string[] } | 'octet-stream' | 'csv';
  /** Send no session (401 is then a fine answer): the route works without one, and must not touch the fuzzer's own session. */
  anonymous?: boolean;
  /** A browser-facing page: its 400 and 404 are HTML pages with a way back for a client that takes HTML. */
  page?: boolean;
  /** Also takes a plain HTML form: a form body it refuses is answered with the form again (HTML). */
  htmlForm?: boolean;
  /** Fields a refusal carries beside `error` and `issues`, where the route's contract names them. */
  errorFields?: readonly string[];
}

const livePricingFields = ['partNumber', 'partName', 'make', 'model', 'year'] as const;
const searchFields = [
  'q', 'categoryId', 'makeId', 'modelId', 'make', 'model', 'year', 'minPrice', 'maxPrice', 'vendorIds', 'brandIds', 'brands', 'partType',
  'hasFreeShipping', 'hasSameDayShipping', 'hasNextDayDelivery', 'literal', 'sort', 'page', 'pageSize', 'variant', 'engine', 'body', 'garage',
] as const;
const vehicleFields = ['modelId', 'year', 'variant', 'engine'] as const;
const feedFields = ['vendor', 'source', 'format', 'full'] as const;
/** What every console table reads: filter text, sort, direction, page. */
const tableFields = ['q', 'sort', 'dir', 'page', 'pageSize'] as const;
const vendorFields = [
  'name', 'slug', 'website', 'logo', 'description', 'commissionRate', 'averageOrderValue', 'affiliateNetwork', 'affiliateTemplate',
  'shippingPolicy', 'feedUrl', 'feedIntervalMinutes', 'connector', 'isActive',
] as const;
const promotionFields = ['partId', 'placement', 'label', 'startsAt', 'endsAt', 'priority'] as const;

export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'GET /api/health': {},
  'POST /api/auth/login': { body: { json: ['username', 'password'] }, anonymous: true, htmlForm: true },
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
  'GET /api/suggest': { query: ['q'] },
  'GET /api/parts/slug/:slug': { query: vehicleFields },
  'GET /api/parts/find-by-number/:partNumber': { query: vehicleFields },
  'GET /api/garage': {},
  'GET /api/vin/:vin': { errorFields: ['field', 'reason'] },
  'POST /api/fitment-reports': { body: { json: ['partId', 'modelId', 'year', 'variant', 'engine', 'shownVerdict', 'note'] } },
  'GET /api/parts/:id/price-history': {},
  'GET /go/:listingId': { query: ['from'], page: true },
  'POST /api/parts/live-pricing': { body: { json: livePricingFields } },
  'GET /api/parts/live-pricing/stream': { query: livePricingFields },
  'GET /api/live-search': { query: ['q', 'make', 'model', 'year'] },
  'GET /api/guides': {},
  'GET /api/guides/:slug': {},
  'POST /api/knowledge-base/search': { body: { json: ['query', 'vehicle'] } },
  'POST /api/basket/compare': { body: { json: ['parts'] } },
  'POST /api/basket/quote': { body: { json: ['lines', 'deliverWithinDays'] } },
  'GET /api/basket': {},
  'GET /api/basket/count': {},
  'POST /api/basket/lines': { body: { json: ['slug', 'quantity', 'lines', 'next'] } },
  'POST /api/basket/lines/:slug': { body: { json: ['quantity', 'next'] } },
  'POST /api/basket/lines/:slug/remove': { body: { json: ['next'] } },
  'POST /api/basket/lines/:slug/save': { body: { json: ['next'] } },
  'POST /api/basket/lines/:slug/restore': { body: { json: ['next'] } },
  'POST /api/basket/guides/:slug': { body: { json: ['next'] } },
  'POST /api/alerts': { body: { json: ['partId', 'email', 'targetPrice', 'kind'] } },
  'POST /api/alerts/confirm': { body: { json: ['token'] }, anonymous: true },
  'GET /api/alerts/manage': { query: ['token'], anonymous: true },
  'PATCH /api/alerts/:id': { body: { json: ['token', 'paused'] }, anonymous: true },
  'DELETE /api/alerts/:id': { query: ['token'], anonymous: true },
  'POST /api/alerts/delete-all': { body: { json: ['token'] }, anonymous: true },
  'POST /api/alerts/unsubscribe': { query: ['token', 'alert'], body: { json: ['List-Unsubscribe'] }, anonymous: true },
  'GET /api/feeds/freshness': {},
  // The operator console: signing in and out as anybody, the rest with the fuzzer's admin session.
  'POST /api/admin/auth/login': { body: { json: ['email', 'password', 'totp'] }, anonymous: true, htmlForm: true },
  'POST /api/admin/auth/logout': { body: { json: [] }, anonymous: true },
  'GET /api/admin/auth/me': {},
  'POST /api/admin/auth/totp/enrol': { body: { json: [] } },
  'POST /api/admin/auth/totp/verify': { body: { json: ['code'] } },
  'GET /api/admin/operators': { query: ['q', 'sort', 'dir', 'page', 'pageSize', 'role', 'status'] },
  'POST /api/admin/operators': { body: { json: ['email', 'role', 'password'] } },
  'PATCH /api/admin/operators/:id': { body: { json: ['role', 'disabled', 'password'] } },
  'POST /api/admin/operators/:id/reset-2fa': { body: { json: [] } },
  'POST /api/admin/operators/invites': { body: { json: ['email', 'role'] } },
  'POST /api/admin/operators/:id/invite': { body: { json: [] } },
  'GET /api/admin/auth/invite': { query: ['token'], anonymous: true },
  'POST /api/admin/auth/invite/accept': { body: { json: ['token', 'password', 'confirm'] }, anonymous: true },
  'GET /api/admin/audit': { query: ['page', 'pageSize', 'entity', 'entityId', 'action', 'actor', 'operatorId', 'from', 'to', 'sort'] },
  'POST /api/admin/feeds/ingest': { body: { json: feedFields } },
  'POST /api/admin/feeds/upload': { query: feedFields, body: 'octet-stream' },
  'GET /api/admin/feeds/runs': { query: ['vendor', 'limit'] },
  'GET /api/admin/feeds/runs/:id': {},
  'POST /api/admin/feeds/runs/:id/cancel': {},
  'POST /api/admin/feeds/runs/:id/accept': {},
  'GET /api/admin/feeds/held-prices': { query: ['vendor', 'status', 'limit'] },
  'POST /api/admin/feeds/held-prices/:id/accept': {},
  'POST /api/admin/feeds/held-prices/:id/reject': {},
  'GET /api/admin/feeds/unmatched': { query: ['vendor', 'status', 'limit'] },
  'POST /api/admin/feeds/unmatched/:id/dismiss': {},
  'GET /api/admin/vendors': { query: [...tableFields, 'status'] },
  'GET /api/admin/vendors/:id': {},
  'PATCH /api/admin/vendors/:id': { body: { json: vendorFields } },
  'POST /api/admin/vendors': { body: { json: vendorFields } },
  'GET /api/admin/feeds/schedule': {},
  'GET /api/admin/feeds/history': { query: [...tableFields, 'vendorId', 'status'] },
  'GET /api/admin/review-queue': { query: [...tableFields, 'status', 'vendorId'] },
  'POST /api/admin/review-queue/link': { body: { json: ['ids', 'partId'] } },
  'GET /api/admin/fitment-reports': { query: ['status'] },
  'POST /api/admin/fitment-reports/:id/close': { body: { json: ['status'] } },
  'POST /api/admin/review-queue/dismiss': { body: { json: ['ids'] } },
  'POST /api/admin/review-queue/:id/create-part': { body: { json: ['name', 'brand', 'partNumber', 'categoryId', 'description'] } },
  'GET /api/admin/clickouts': { query: ['days'] },
  'GET /api/admin/clickouts/export': { query: ['days'] },
  'GET /api/admin/promotions': { query: [...tableFields, 'state'] },
  'POST /api/admin/promotions': { body: { json: promotionFields } },
  'PATCH /api/admin/promotions/:id': { body: { json: promotionFields } },
  'DELETE /api/admin/promotions/:id': {},
  'GET /api/admin/catalog/parts': { query: tableFields },
  'GET /api/admin/catalog/choices': {},
  'GET /api/admin/catalog/parts/lookup': { query: ['q'] },
  'GET /api/admin/catalog/parts/:id': {},
  'PATCH /api/admin/catalog/parts/:id': { body: { json: ['name', 'brand', 'partNumber', 'description', 'categoryId', 'imageUrl'] } },
  'POST /api/admin/catalog/parts/:id/fitments': { body: { json: ['modelId', 'yearFrom', 'yearTo', 'notes'] } },
  'DELETE /api/admin/catalog/parts/:id/fitments/:fitmentId': {},
  'POST /api/admin/catalog/parts/:id/numbers': { body: { json: ['number', 'kind', 'brand'] } },
  'DELETE /api/admin/catalog/parts/:id/numbers/:numberId': {},
  'GET /api/admin/catalog/synonyms': {},
  'POST /api/admin/catalog/synonyms': { body: { json: ['term', 'alternatives'] } },
  'DELETE /api/admin/catalog/synonyms/:id': {},
  'GET /api/admin/catalog/vehicle-aliases': { query: ['q', 'source', 'page'] },
  'POST /api/admin/catalog/vehicle-aliases': { body: { json: ['alias', 'modelId', 'yearFrom', 'yearTo'] } },
  'DELETE /api/admin/catalog/vehicle-aliases/:id': {},
  'GET /api/admin/fitment-imports': { query: ['limit'] },
  'GET /api/admin/fitment-imports/:id': {},
  'POST /api/admin/fitment-imports': { query: ['source'], body: 'csv' },
  'GET /api/admin/inbox/messages': { query: tableFields },
  'GET /api/admin/inbox/newsletter': { query: tableFields },
  'GET /api/admin/inbox/waitlist': { query: tableFields },
  'GET /api/admin/inbox/:kind/export': { query: tableFields },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
