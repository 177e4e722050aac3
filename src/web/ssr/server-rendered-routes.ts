import { GUIDE_PATHS, isPagePath } from '@shared/page-routes';

/**
 * The routes the server renders into the first HTML: the pages visitors land on most (home, search
 * results, part and product pages, the knowledge base and its guides), the part-number screen (its
 * form works before and without the app's code), and every path that is no page (the not-found
 * card, sent with status 404). Every other route is sent as the empty shell and drawn by the
 * browser, as before; both hydrate into the same app, so a visitor cannot tell. The login screen is
 * rendered on every path while the gate keeps a visitor out (entry-server.tsx).
 */
const SERVER_RENDERED: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/search$/,
  /^\/part\/[^/]+$/,
  /^\/product\/[^/]+$/,
  /^\/knowledge-base$/,
  /^\/guides\/[^/]+$/,
  /^\/part-number-search$/,
  /^\/part-search$/,
  // The basket's forms work without the app's code: it must arrive drawn.
  /^\/basket$/,
  // The pages of alert mails' links: read in a mail client's browser, often without the app's code yet.
  /^\/alerts\/(confirm|manage|unsubscribe)$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((route) => route.test(pathname)) || (GUIDE_PATHS as readonly string[]).includes(pathname) || !isPagePath(pathname);
}
