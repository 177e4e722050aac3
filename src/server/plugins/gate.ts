import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { readSessionId } from '../modules/gate/gate.cookie';
import type { GateService } from '../modules/gate/gate.service';

/** Paths open without a session: signing in, and the health probe. */
const OPEN_PATHS = /^\/api\/(auth\/|health(\?|$))/;
const GATED_PATHS = /^\/(api|private|img)(\/|\?|$)/;

/**
 * The site gate, enforced here rather than in the browser: every data, image and private route answers
 * 401 without a live session while the gate is on. Pages themselves carry no data; the web app
 * shows the login form until /api/auth/session says otherwise.
 */
export function registerGate(app: FastifyInstance, gate: GateService): void {
  if (!gate.enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!GATED_PATHS.test(url) || OPEN_PATHS.test(url)) return;
    const session = await gate.session(readSessionId(request));
    if (!session) {
      return reply.status(401).send({ error: 'Authentication required' } satisfies ApiError);
    }
  });
}
