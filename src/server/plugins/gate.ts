import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { prefersHtml } from '../http/content-negotiation';

const AUTHENTICATION_REQUIRED = { error: 'Authentication required' } satisfies ApiError;

/** Server paths of no route (any case: the router is case-sensitive, a reader may not be). */
const SERVER_PATH = /^\/(api|private|img|go|sitemaps?)(\/|\.|\?|$)/i;
const PAGE_LIKE_SERVER_PATH = /^\/go(\/|\?|$)/i;

/**
 * A gated answer is for one visitor: shared caches must not keep it. `public` becomes `private`
 * (keeping the max-age), an answer without a policy gets `private, no-cache`.
 */
function privateCacheControl(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'private, no-cache';
  return /\bpublic\b/i.test(value) ? value.replace(/\bpublic\b/i, 'private') : /\bprivate\b|no-store/i.test(value) ? value : `private, ${value}`;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * What the gate needs of the gate module (modules/gate), which the app hands it: whether the gate is
 * on, and whether a request carries a live session.
 */
export interface GateCheck {
  enabled: boolean;
  hasSession(request: FastifyRequest): Promise<boolean>;
}

/**
 * The site gate, enforced by the server: while it is on, every route is decided by its declared
 * access (`config.access`, http/route-options.ts) — a hook attached to each route as it is registered, so no route exists
 * without the decision, and the decision follows the route the router chose, never the raw url.
 * Paths of no route are gated too: without a session only a page (a GET outside the server paths
 * by a client that takes HTML) gets the app shell, which shows the login form; everything else is 401 (`/go…`: 302 to
 * the login screen). Gated answers say `Cache-Control: private`.
 */
export function registerGate(app: FastifyInstance, { enabled, hasSession }: GateCheck): void {
  if (!enabled) return;

  async function guardRoute(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.access ?? 'session';
    // Operator routes are decided by the operator guard alone: the gate's session is worth nothing there.
    if (access === 'public' || access === 'operator' || (await hasSession(request))) return;
    if (access === 'session-page') return reply.redirect('/', 302);
    return reply.status(401).send(AUTHENTICATION_REQUIRED);
  }

  async function privateAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if ((request.routeOptions.config.access ?? 'session') !== 'public') {
      reply.header('Cache-Control', privateCacheControl(reply.getHeader('Cache-Control')));
    }
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    route.onRequest = [guardRoute, ...asArray(route.onRequest)];
    route.onSend = [...asArray(route.onSend), privateAnswer];
  });

  // Paths no route serves.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || (await hasSession(request))) return;
    const path = request.url.split('?')[0]!;
    if ((request.method === 'GET' || request.method === 'HEAD') && prefersHtml(request) && !SERVER_PATH.test(path)) return;
    if (PAGE_LIKE_SERVER_PATH.test(path)) return reply.redirect('/', 302);
    return reply.status(401).send(AUTHENTICATION_REQUIRED);
  });
}
