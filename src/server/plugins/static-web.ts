import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE } from '../http/route-options';
import { compressHtml } from './html-compression';
import { injectDemoCatalogHint, injectLinkPreview, injectPageHead, injectThemeClass, THEME_COOKIE } from './page-head/inject-head';
import { renderedPageHead } from './page-head/rendered-page-head';
import { bootFile, injectPreloads, pagePreloads, readViteManifest } from './page-head/page-preloads';
import type { PageHeadResolver } from './page-head/resolve-page-head';
import { injectRenderedPage } from './page-render/inject-page';
import type { PageRender, RenderRequest } from './page-render/page-renderer';
import { isPagePath } from '@shared/page-routes';
import { safeNextPath } from '@shared/rules/site-path';
import { prefersHtml } from '../http/content-negotiation';
import { notAcceptable } from './not-found';

/** Hashed file names change with their content, so browsers may keep them for a year unasked. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface StaticWebOptions {
  /** Gate off: `resolvePageHead` fills the head of indexable pages. Gate on: nothing is indexed, so it is not asked. */
  gateEnabled: boolean;
  /** The site's public origin (PUBLIC_URL), for canonical urls and structured data: never the request's Host. */
  publicUrl: string;
  resolvePageHead?: PageHeadResolver;
  /** True on the demo catalog: the shell says so, and the demo notice is drawn with the first paint instead of shifting the page later. */
  isDemoCatalog?: () => Promise<boolean>;
  /** The page's content and data for the first HTML (decision 004); absent or null: the empty shell. */
  renderPage?: PageRender;
  /** Whether the request's visitor is past the gate (gate on): only they learn whether a part or guide exists. */
  isLetIn?: (request: FastifyRequest) => Promise<boolean>;
}

/** A page's answer when the server does more than show the requested address (a login form it answered). */
export interface PageAnswer extends RenderRequest {
  /** The status to send, whatever the page: 401 for a wrong password. */
  status?: number;
}

/** Answers a request with a page of the web app. */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply, what?: PageAnswer) => Promise<unknown>;

/**
 * Serves the built web app: hashed assets cached for a year, the HTML shell never cached.
 * Returns the responder that answers the app's routes with their page (the not-found card and 404
 * for a path that is no page), or undefined when there is no build (API-only, as in the API tests).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
  options: StaticWebOptions,
): Promise<PageResponder | undefined> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return undefined;
  // The built app's files are the same for everybody and carry no data: public while the gate is on.
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...PUBLIC_ROUTE };
    });
    await files.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
  });

  // Read on every request (both files are small): a rebuild while the server runs must not leave it
  // pointing at scripts that no longer exist.
  const sendShell: PageResponder = async (request, reply, what = {}) => {
    if (what.url === undefined && !prefersHtml(request)) return notAcceptable(reply);
    const url = what.url ?? request.url;
    const pathname = new URL(url, 'http://x').pathname;
    let html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const manifest = await readViteManifest(webRoot);
    if (manifest) html = injectPreloads(html, pagePreloads(manifest, pathname));
    if (await options.isDemoCatalog?.()) html = injectDemoCatalogHint(html);
    const page = await options.renderPage?.(request, what);
    // Only the app's own addresses: a redirect never leaves the site.
    if (page && 'redirectTo' in page && what.status === undefined) {
      return reply.header('Cache-Control', 'no-store').redirect(safeNextPath(page.redirectTo), 302);
    }
    // A path that is no page: the app draws its not-found card, and the status says so.
    if (!isPagePath(pathname)) reply.code(404);
    // An unknown part, product or guide: its not-found card is in the first HTML, and the status says
    // so too (with the gate off, the head resolver below finds the same).
    if (page && 'notFound' in page) reply.code(404);
    if (page && 'rootHtml' in page) html = injectRenderedPage(html, page, manifest ? bootFile(manifest) : undefined);
    html = injectThemeClass(html, request.cookies[THEME_COOKIE]);
    // Gate on, nothing is indexable and the X-Robots-Tag header (plugins/robots.ts) says so; the
    // robots meta stays the web app's, which marks single pages noindex (e.g. /download-slides).
    if (!options.gateEnabled) {
      const resolved = options.resolvePageHead ? await options.resolvePageHead(url, options.publicUrl) : undefined;
      if (resolved && !resolved.found) reply.code(404);
      const rendered = page && 'rootHtml' in page ? page.head : null;
      const head = resolved?.head ?? (rendered && renderedPageHead(rendered, pathname, reply.statusCode === 404));
      if (head) html = injectPageHead(html, head, options.publicUrl);
      const sharedUrl = new URL(head?.canonicalPath ?? url, options.publicUrl).href;
      html = injectLinkPreview(html, { url: sharedUrl, image: head?.image, offer: head?.offer }, options.publicUrl);
    } else if (!page && options.resolvePageHead && (await options.isLetIn?.(request))) {
      // Gate on, a page the browser draws (a guide, or any page while renders are busy) still
      // answers 404 for what does not exist, to a visitor allowed to know.
      if (!(await options.resolvePageHead(url, options.publicUrl)).found) reply.code(404);
    }
    if (what.status !== undefined) reply.code(what.status);
    // Gate on, a rendered page holds the data of one visitor's session: no shared cache may keep it.
    reply.header('Cache-Control', options.gateEnabled ? 'private, no-cache' : 'no-cache').type('text/html; charset=utf-8');
    return reply.send(compressHtml(request, reply, html));
  };
  app.get('/', { config: PUBLIC_ROUTE }, sendShell);
  return sendShell;
}
