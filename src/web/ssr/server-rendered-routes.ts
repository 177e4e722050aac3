/**
 * The routes the server renders into the first HTML: the pages visitors land on most (home, search
 * results, part and product pages, the knowledge base). Every other route is sent as the empty shell
 * and drawn by the browser, as before; both hydrate into the same app, so a visitor cannot tell.
 */
const SERVER_RENDERED: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/search$/,
  /^\/part\/[^/]+$/,
  /^\/product\/[^/]+$/,
  /^\/knowledge-base$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((route) => route.test(pathname));
}
