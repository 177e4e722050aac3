import type { FastifyInstance } from 'fastify';

/**
 * A request still being answered when the server starts closing ends its connection with its
 * answer (`Connection: close`). The server stops listening and closes the connections that are idle
 * at that moment; one that turns idle later would otherwise stay open for the keep-alive timeout and
 * hold the shutdown past its grace period (a feed run cancelled by SIGTERM answers after that moment).
 */
export function registerCloseOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}
