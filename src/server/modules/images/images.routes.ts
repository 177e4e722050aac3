import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { findPartForImage, findVendorName } from './images.queries';
import { partImageSvg, vendorLogoSvg } from './svg';

const slugParams = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/, 'must be a slug followed by .svg'),
});

/** Images are derived from data, so they change only when the data does: cache for a day. */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * Generated pictures instead of hot-linked ones: a wordmark per vendor and a drawing per part
 * (its category's icon with its part number), so no page ever shows a broken image.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/img/vendors/:file', { schema: { params: slugParams } }, async (request, reply) => {
    const name = await findVendorName(db, request.params.file.replace(/\.svg$/, ''));
    if (!name) throw new HttpError(404, 'Unknown vendor');
    return reply.type('image/svg+xml').header('Cache-Control', IMAGE_CACHE).send(vendorLogoSvg(name));
  });

  app.get('/img/parts/:file', { schema: { params: slugParams } }, async (request, reply) => {
    const part = await findPartForImage(db, request.params.file.replace(/\.svg$/, ''));
    if (!part) throw new HttpError(404, 'Unknown part');
    return reply.type('image/svg+xml').header('Cache-Control', IMAGE_CACHE).send(partImageSvg(part));
  });
};
