import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE } from './gate';
import { compressHtml } from './html-compression';
import { injectDemoCatalogHint, injectPageHead, injectThemeClass, THEME_COOKIE } from './page-head/inject-head';
import { bootFile, injectPreloads, pagePreloads, readViteManifest } from './page-head/page-preloads';
import type { PageHeadResolver } from './page-head/resolve-page-head';
import { injectRenderedPage } from './page-render/inject-page';
import type { PageRender } from './page-render/page-renderer';

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
}

/**
 * Serves the built web app: hashed assets cached for a year, the HTML shell never cached.
 * Returns the fallback that answers client-side routes with the app shell, or undefined when
 * there is no build (API-only, as in the API tests).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
  options: StaticWebOptions,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined> {
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
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    let html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const manifest = await readViteManifest(webRoot);
    if (manifest) html = injectPreloads(html, pagePreloads(manifest, new URL(request.url, 'http://x').pathname));
    if (await options.isDemoCatalog?.()) html = injectDemoCatalogHint(html);
    const page = await options.renderPage?.(request);
    // An unknown part or product: the app draws its not-found card, and the status says so too
    // (with the gate off, the head resolver below finds the same).
    if (page && 'notFound' in page) reply.code(404);
    else if (page) html = injectRenderedPage(html, page, manifest ? bootFile(manifest) : undefined);
    html = injectThemeClass(html, request.cookies[THEME_COOKIE]);
    // Gate on, nothing is indexable and the X-Robots-Tag header (plugins/robots.ts) says so; the
    // robots meta stays the web app's, which marks single pages noindex (e.g. /download-slides).
    if (!options.gateEnabled && options.resolvePageHead) {
      const resolved = await options.resolvePageHead(request.url, options.publicUrl);
      if (resolved.head) html = injectPageHead(html, resolved.head, options.publicUrl);
      if (!resolved.found) reply.code(404);
    }
    // Gate on, a rendered page holds the data of one visitor's session: no shared cache may keep it.
    reply.header('Cache-Control', options.gateEnabled ? 'private, no-cache' : 'no-cache').type('text/html; charset=utf-8');
    return reply.send(compressHtml(request, reply, html));
  };
  app.get('/', { config: PUBLIC_ROUTE }, sendShell);
  return sendShell;
}
