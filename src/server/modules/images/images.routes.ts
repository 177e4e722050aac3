import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageService } from './images.service';

const slugParams = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/, 'must be a slug followed by .svg'),
});

/** Images are derived from data, so they change only when the data does: cache for a day. */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * Generated pictures instead of hot-linked ones: a wordmark per vendor and a drawing per part
 * (its category's icon with its part number), so no page ever shows a broken image.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageService }> = async (app, { images }) => {
  const slugOf = (file: string) => file.replace(/\.svg$/, '');

  app.get('/img/vendors/:file', { schema: { params: slugParams } }, async (request, reply) => {
    const svg = await images.vendorLogo(slugOf(request.params.file));
    return reply.type('image/svg+xml').header('Cache-Control', IMAGE_CACHE).send(svg);
  });

  app.get('/img/parts/:file', { schema: { params: slugParams } }, async (request, reply) => {
    const svg = await images.partImage(slugOf(request.params.file));
    return reply.type('image/svg+xml').header('Cache-Control', IMAGE_CACHE).send(svg);
  });
};
