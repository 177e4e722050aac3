/**
 * Server rendering of the web app's main pages (decision 004). The renderer is the web app itself,
 * built by Vite for Node into `<web build>-ssr/` and loaded at runtime, so the server never imports
 * web code: without that build (API-only, the API tests' stand-in shell) pages are the plain shell.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedHead } from '@shared/rules/page-head';
import type { FormAnswer } from '@shared/schemas/content';
import { apiTransport, withApiContext } from './api-transport';

/** What src/web/entry-server.tsx returns for a route it renders. */
export interface RenderedPage {
  rootHtml: string;
  stateScript: string;
  head: RenderedHead | null;
}

/** What entry-server.tsx returns for a page that leads elsewhere (a part-number search sent as a plain form). */
export interface RedirectPage {
  redirectTo: string;
}

/** What entry-server.tsx returns for a route whose data was answered 404 (an unknown part), drawn with its not-found card. */
export interface NotFoundPage extends RenderedPage {
  notFound: true;
}

/** A login form the server answered without the app's code: the message, and the username to keep. */
export interface LoginOutcome {
  error?: string;
  fieldErrors?: { username?: string; password?: string };
  username: string;
  /** The console's sign-in: the password was right and a second-factor code is needed. */
  totpRequired?: boolean;
}

/** What to render instead of the request's own address and state. */
export interface RenderRequest {
  /** The page to render (the page a login form was posted from); the request's url by default. */
  url?: string;
  loginOutcome?: LoginOutcome;
  /** A contact message or sign-up posted as a plain form: its page shows the answer. */
  formAnswer?: FormAnswer;
}

/** The exports of src/web/entry-server.tsx the server uses. */
export interface WebRenderer {
  renderPage(url: string, options?: { loginOutcome?: LoginOutcome; formAnswer?: FormAnswer }): Promise<RenderedPage | RedirectPage | NotFoundPage | null>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

export type PageRender = (request: FastifyRequest, what?: RenderRequest) => Promise<RenderedPage | RedirectPage | NotFoundPage | null>;

/**
 * Renders in progress at once per process. A render costs a few milliseconds of CPU per pass; under a
 * burst, pages beyond this get the plain shell (which works, just paints later) rather than queueing
 * behind renders and answering late.
 */
const MAX_CONCURRENT_RENDERS = 8;

export function rendererEntry(webRoot: string): string {
  return `${webRoot.replace(/[/\\]+$/, '')}-ssr/entry-server.js`;
}

export async function loadWebRenderer(webRoot: string | undefined): Promise<WebRenderer | undefined> {
  if (!webRoot) return undefined;
  const entry = rendererEntry(webRoot);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as WebRenderer;
}

/**
 * A request's page, rendered for the session it carries; NotFoundPage when its data was answered
 * 404; or null when the web app leaves that route to the browser (or too many renders are running).
 * A failed render is logged and also gives null: the shell still works, just without the head start.
 */
export function createPageRender(app: FastifyInstance, renderer: WebRenderer): PageRender {
  renderer.setApiTransport(apiTransport);
  let inFlight = 0;
  return async (request, what = {}) => {
    if (inFlight >= MAX_CONCURRENT_RENDERS) return null;
    inFlight += 1;
    try {
      const url = what.url ?? request.url;
      return await withApiContext(app, request.headers.cookie, () => renderer.renderPage(url, { loginOutcome: what.loginOutcome, formAnswer: what.formAnswer }));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the plain shell');
      return null;
    } finally {
      inFlight -= 1;
    }
  };
}
