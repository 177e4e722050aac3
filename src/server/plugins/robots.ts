import type { FastifyInstance } from 'fastify';

/**
 * While the site gate is on nothing is public, so every response asks search engines not to index
 * it (the app shell carries a robots meta too). The header also covers images and files a crawler
 * might reach by a link.
 */
export function registerNoindexWhileGated(app: FastifyInstance, gateEnabled: boolean): void {
  if (!gateEnabled) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });
}
