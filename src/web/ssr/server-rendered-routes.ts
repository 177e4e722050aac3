import { isPagePath, PAGE_PATHS } from '@shared/page-routes';

/**
 * The routes the server renders into the first HTML: every page of the site, so each arrives with
 * its content, title and description (for crawlers, link previews and a visitor whose script never
 * runs), and every path that is no page (the not-found card, sent with status 404). Pages keep what
 * only the browser knows (saved parts, My Garage, the theme) for after hydration (lib/use-hydrated.ts),
 * so the first HTML is the same for every visitor. The one exception is the login page itself,
 * left to the browser: the login screen the gate shows is rendered on every path while the gate
 * keeps a visitor out (entry-server.tsx), as a real form.
 */
const BROWSER_DRAWN: readonly string[] = [PAGE_PATHS.login];

export function isServerRendered(pathname: string): boolean {
  return !isPagePath(pathname) || !BROWSER_DRAWN.includes(pathname);
}
