import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { readSessionId } from '../modules/gate/gate.cookie';
import type { GateService } from '../modules/gate/gate.service';

/**
 * Paths open without a session: signing in, the health probe, and the newsletter box, which sits in
 * the footer that logged-out visitors see too (spec 001 §2).
 */
const OPEN_PATHS = /^\/api\/(auth\/|health(\?|$)|newsletter(\?|$))/;
const GATED_PATHS = /^\/(api|private|img)(\/|\?|$)/;
/** Server-side pages behind the gate: without a session they lead to the login screen. */
const GATED_PAGES = /^\/go\//;

/**
 * The site gate, enforced here rather than in the browser: every data, image and private route answers
 * 401 without a live session while the gate is on. Pages themselves carry no data; the web app
 * shows the login form until /api/auth/session says otherwise.
 */
export function registerGate(app: FastifyInstance, gate: GateService): void {
  if (!gate.enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    const isPage = GATED_PAGES.test(url);
    if ((!isPage && !GATED_PATHS.test(url)) || OPEN_PATHS.test(url)) return;
    const session = await gate.session(readSessionId(request));
    if (session) return;
    if (isPage) return reply.redirect('/', 302);
    return reply.status(401).send({ error: 'Authentication required' } satisfies ApiError);
  });
}
