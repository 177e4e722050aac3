/**
 * The server's way into the web app (built by Vite into <web build>-ssr/entry-server.js and loaded
 * by src/server/plugins/page-render): renders a route to HTML with its data, for the first paint.
 */
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import type { Session } from '@shared/schemas/auth';
import type { FormAnswer } from '@shared/schemas/content';
import { isGateFreePage } from '@shared/page-routes';
import { App } from './app/app';
import { pageStateScript } from './app/page-state';
import { fetchSession, SESSION_QUERY_KEY } from './features/auth/api/auth-api';
import type { LoginOutcome } from './features/auth/components/login-outcome';
import { createQueryClient } from './lib/query-client';
import { type RenderedHead, RenderedHeadContext, type RenderedHeadSink } from './lib/rendered-head';
import { hasFailedQuery, hasNotFoundQuery, queriesToLoad } from './ssr/queries-to-load';
import { isServerRendered } from './ssr/server-rendered-routes';
import { isAdminPath } from '@shared/page-routes';
import { fetchOperatorMe } from './features/operator-auth/api/operator-auth-api';
import { OPERATOR_ME_KEY } from './lib/admin-api';

export { setApiTransport } from './lib/api';

export interface RenderedPage {
  /** The app's markup, for inside <div id="root">. */
  rootHtml: string;
  /** The data block hydration starts from (see app/page-state.ts). */
  stateScript: string;
  /** The title and description the page set as it rendered, for the document's <head>. */
  head: RenderedHead | null;
}

/** A page that leads elsewhere (`<Redirect>`: /part-search?partNumber=… to the part's page): the server redirects. */
export interface RedirectPage {
  redirectTo: string;
}

/**
 * A route whose data says that what it shows does not exist (an unknown part): the server answers
 * 404 with the page's not-found card. The failed answer goes with the page (app/page-state.ts
 * revives it), so hydration draws the same card instead of asking again.
 */
export interface NotFoundPage extends RenderedPage {
  notFound: true;
}

function pageState(queryClient: QueryClient, renderedAt: number, url: string, { loginOutcome, formAnswer }: RenderOptions, withFailures = false): string {
  const queries = withFailures
    ? dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error', shouldRedactErrors: () => false })
    : dehydrate(queryClient);
  return pageStateScript({ queries, renderedAt, ...(loginOutcome && { loginOutcome, url }), ...(formAnswer && { formAnswer, url }) });
}

/**
 * Data arrives in waves (the session, then the part, then its price history): one render per wave.
 * A page needing more than this is left to the browser rather than holding the response.
 */
const MAX_RENDERS = 5;

/**
 * While the gate keeps the visitor out, every path shows the login screen (a real form, which works
 * before the app's code has loaded), except the alert mails' token pages (site-gate.tsx).
 */
function isLoginScreen(session: Session, pathname: string): boolean {
  return session.gateEnabled && !session.authenticated && !isGateFreePage(pathname);
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // prerender waits for every lazy page chunk and Suspense boundary, so the HTML is complete. No
  // boundary may be split out to be revealed later by an inline script (React does that with large
  // ones by default): the Content-Security-Policy would block the script, and the page is whole anyway.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

export interface RenderOptions {
  /** The answer to a login form the server handled: the login screen shows it. */
  loginOutcome?: LoginOutcome;
  /** The answer to a contact message or sign-up the server took as a plain form: its form shows it. */
  formAnswer?: FormAnswer;
}

/**
 * The route's HTML and data, or null when it is left to the browser: a route not server-rendered,
 * or a page whose data did not all load (its error states are drawn in the browser). a NotFoundPage when
 * some of that data was answered 404: the page's not-found card, which the server sends with that status. While the gate keeps the visitor out, the login screen, whatever the
 * route. API calls go through the transport set with setApiTransport, with the visitor's session.
 */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage | RedirectPage | NotFoundPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  // A query that failed is drawn as failed (a 404 part: its not-found card), not as loading again:
  // the loop below is what fetches here.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const renderedAt = Date.now();
  const ssrContext: { redirectTo?: string } = {};
  let head: RenderedHead | null = null;
  const headSink: RenderedHeadSink = { record: (recorded) => (head = recorded) };
  const app = (
    <RenderedHeadContext.Provider value={headSink}>
      <Router ssrPath={pathname} ssrSearch={search} ssrContext={ssrContext}>
        <App queryClient={queryClient} renderedAt={renderedAt} loginOutcome={options.loginOutcome ?? null} formAnswer={options.formAnswer ?? null} />
      </Router>
    </RenderedHeadContext.Provider>
  );
  try {
    const session = await queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession }).catch(() => null);
    if (!session) return null;
    const loginScreen = isLoginScreen(session, pathname);
    if (isAdminPath(pathname)) {
      // The console's own sign-in and invitation pages are drawn in the first HTML (real forms, which
      // work before the app's code); a signed-in operator's console is drawn by the browser.
      const operator = await queryClient.fetchQuery({ queryKey: OPERATOR_ME_KEY, queryFn: fetchOperatorMe }).catch(() => undefined);
      if (operator !== null) return null;
    } else if (!loginScreen && !isServerRendered(pathname)) return null;
    for (let render = 0; render < MAX_RENDERS; render += 1) {
      head = null;
      const html = await renderToHtml(app);
      if (ssrContext.redirectTo !== undefined) return { redirectTo: ssrContext.redirectTo };
      const pending = queriesToLoad(queryClient);
      if (pending.length === 0) {
        if (!loginScreen && hasNotFoundQuery(queryClient)) {
          return { notFound: true, rootHtml: html, head, stateScript: pageState(queryClient, renderedAt, pathname + search, options, true) };
        }
        if (hasFailedQuery(queryClient)) return null;
        return { rootHtml: html, head, stateScript: pageState(queryClient, renderedAt, pathname + search, options) };
      }
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } finally {
    queryClient.clear();
  }
}
