import type { FastifyInstance } from 'fastify';

/** The operator console's pages and API: never for search engines, whatever the gate says. */
const CONSOLE_PATH = /^\/(admin|api\/admin)(\/|\?|$)/;

/**
 * While the site gate is on nothing is public, so every response asks search engines not to index
 * it (the app shell carries a robots meta too). The header also covers images and files a crawler
 * might reach by a link. The operator console is never to be indexed, with the gate off too.
 */
export function registerNoindexWhileGated(app: FastifyInstance, gateEnabled: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (gateEnabled || CONSOLE_PATH.test(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });
}
