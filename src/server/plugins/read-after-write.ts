import type { FastifyInstance } from 'fastify';
import { readFromPrimary } from '../db/read-replicas';

/** Marks a browser that has just written; it expires on its own. */
const RECENT_WRITE_COOKIE = 'pitlane_wrote';
/** Longer than a healthy replica takes to replay a write (well under a second), shorter than a shopper's next visit. */
const READ_FROM_PRIMARY_SECONDS = 5;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A shopper who just changed something (an alert, a basket line, a saved car) reads it back: for a
 * few seconds after a write that succeeded, their requests read from the primary, not from a
 * replica that may not have replayed the write yet. The mark is a cookie, so it holds on whichever
 * instance and worker the next request reaches.
 */
export function registerReadAfterWrite(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.cookies[RECENT_WRITE_COOKIE]) readFromPrimary.run(true, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      reply.setCookie(RECENT_WRITE_COOKIE, '1', { path: '/', maxAge: READ_FROM_PRIMARY_SECONDS, httpOnly: true, sameSite: 'lax' });
    }
    return payload;
  });
}
