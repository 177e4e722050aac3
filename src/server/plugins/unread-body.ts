import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long what is still arriving of an unread body is read and dropped before the connection is closed. */
export const UNREAD_BODY_DRAIN_MS = 1000;

/** True while a request body was announced and has not been read to its end. */
function hasUnreadBody(raw: IncomingMessage): boolean {
  if (raw.readableEnded || raw.complete) return false;
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * A request answered before its body was read — refused by the gate, an upload over the size
 * limit, a bad query — must not keep its client sending (a client that writes the whole body
 * before it reads the answer would hang until it is done). The answer says `Connection: close`;
 * what still arrives is read and dropped for a moment, so the client can take in the answer, and
 * then the connection is closed.
 */
export function registerUnreadBodyClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (hasUnreadBody(request.raw)) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (!hasUnreadBody(raw)) return;
    const timer = setTimeout(() => raw.destroy(), UNREAD_BODY_DRAIN_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.resume();
  });
}
