/**
 * The web app's pages: one table the browser's router draws from and the server reads to tell a
 * page from an unknown path (which it answers 404 with the not-found card). A path is written the
 * router's way: `:name` stands for one non-empty segment.
 */
export const PAGE_PATHS = {
  home: '/',
  homeAlias: '/home',
  search: '/search',
  product: '/product/:slug',
  part: '/part/:partNumber',
  partNumberSearch: '/part-number-search',
  partSearch: '/part-search',
  knowledgeBase: '/knowledge-base',
  guide: '/guides/:slug',
  howItWorks: '/how-it-works',
  vendors: '/vendors',
  contact: '/contact',
  yourGenius: '/your-genius',
  faq: '/faq',
  shipping: '/shipping',
  returns: '/returns',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap',
  pitchDeck: '/pitch-deck',
  downloadPitchDeck: '/download-pitch-deck',
  downloadSlides: '/download-slides',
  testVendors: '/test-vendors',
  vendorButtonTest: '/vendor-button-test',
  productTest: '/product-test',
  login: '/login',
  alertsConfirm: '/alerts/confirm',
  alertsManage: '/alerts/manage',
  alertsUnsubscribe: '/alerts/unsubscribe',
  saved: '/saved',
  basket: '/basket',
} as const;

/**
 * The guide routes the route table names. Further guides are served under /guides/:slug, where an
 * unknown slug shows the not-found page. Each guide's slug is the last segment of its path.
 */
export const GUIDE_PATHS = [
  '/guides/porsche-997-turbo-passenger-turbo',
  '/guides/bmw-oil-change',
  '/guides/porsche-brake-pad-replacement',
  '/guides/mercedes-air-filter-replacement',
  '/guides/ferrari-annual-maintenance',
  '/guides/lamborghini-fluid-inspection',
  '/bmw-timing-belts',
] as const;

const ALL_PATTERNS: readonly string[] = [...Object.values(PAGE_PATHS), ...GUIDE_PATHS];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** The operator console: an app of its own under /admin that routes its sections itself. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Pages a shopper reaches from an alert mail, holding its token: they open while the site gate is on,
 * since the mail's reader has no site login (their API routes are public too). They show only what the
 * token allows.
 */
const GATE_FREE_PAGES: readonly string[] = [PAGE_PATHS.alertsConfirm, PAGE_PATHS.alertsManage, PAGE_PATHS.alertsUnsubscribe];

export function isGateFreePage(pathname: string): boolean {
  return GATE_FREE_PAGES.includes(pathname);
}

/** Whether a path (without its query) is one of the web app's pages; a trailing slash is not. */
export function isPagePath(pathname: string): boolean {
  return isAdminPath(pathname) || ALL_PATTERNS.some((pattern) => matches(pattern, pathname));
}
