import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error';
import { PUBLIC_ROUTE } from '../../http/route-options';
import { SECTION_FILE, type SitemapService } from './sitemap.service';
import { robotsTxt, robotsTxtDisallowAll } from './sitemap.xml';

/** Crawlers fetch these rarely; an hour keeps a large catalog from being listed on every hit. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

const sectionParams = z.object({ file: z.string().regex(SECTION_FILE, 'is not a sitemap file') });

export interface SitemapRoutesOptions {
  sitemaps: SitemapService;
  /** The configured public origin (PUBLIC_URL): absolute urls never come from the request's Host. */
  publicUrl: string;
  /** While the gate is on nothing is to be indexed: robots.txt disallows everything, the sitemap needs a session. */
  gateEnabled: boolean;
}

/**
 * The sitemap lists page addresses only, never data; it is public with the gate off and needs a
 * session (like every route that does not say otherwise) while the gate is on. robots.txt is always
 * public: while the gate is on it disallows everything.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (app, { sitemaps, publicUrl, gateEnabled }) => {

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemaps.sitemap(publicUrl);
    return reply.type(XML).header('Cache-Control', CACHE).send(xml);
  });

  app.get('/sitemaps/:file', { schema: { params: sectionParams } }, async (request, reply) => {
    const xml = await sitemaps.section(publicUrl, request.params.file);
    if (xml === null) throw new HttpError(404, `No such sitemap: ${request.params.file}`);
    return reply.type(XML).header('Cache-Control', CACHE).send(xml);
  });

  app.get('/robots.txt', { config: PUBLIC_ROUTE }, async (_request, reply) => {
    const text = gateEnabled ? robotsTxtDisallowAll() : robotsTxt(publicUrl);
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(text);
  });
};
