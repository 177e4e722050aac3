import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { createSitemapService, SECTION_FILE } from './sitemap.service';
import { robotsTxt } from './sitemap.xml';

/** Crawlers fetch these rarely; an hour keeps a large catalog from being listed on every hit. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** A host name or IP literal with an optional port: nothing a forged Host header could smuggle into the XML. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The site's origin as the client reached it (protocol and Host, or their X-Forwarded-* versions
 * behind a trusted proxy), so the sitemap is right on every domain and port without configuration.
 */
function siteBase(request: FastifyRequest): string {
  if (!HOST.test(request.host)) throw new HttpError(400, 'Invalid Host header');
  // X-Forwarded-Proto is passed through from the proxy (or a client) as sent: only two values make a url.
  if (request.protocol !== 'http' && request.protocol !== 'https') throw new HttpError(400, 'Invalid X-Forwarded-Proto header');
  return `${request.protocol}://${request.host}`;
}

const sectionParams = z.object({ file: z.string().regex(SECTION_FILE, 'is not a sitemap file') });

/** Public on purpose: crawlers have no session, and these list only page addresses, never data. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const sitemaps = createSitemapService(db);

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemaps.sitemap(siteBase(request));
    return reply.type(XML).header('Cache-Control', CACHE).send(xml);
  });

  app.get('/sitemaps/:file', { schema: { params: sectionParams } }, async (request, reply) => {
    const xml = await sitemaps.section(siteBase(request), request.params.file);
    if (xml === null) throw new HttpError(404, `No such sitemap: ${request.params.file}`);
    return reply.type(XML).header('Cache-Control', CACHE).send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(robotsTxt(siteBase(request)));
  });
};
