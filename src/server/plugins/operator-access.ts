import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { roleAtLeast, type OperatorRole } from '@shared/schemas/operators';
import { ADMIN_API_PREFIX } from '../http/route-options';
import type { ResolvedSession } from '../modules/operators';

export const OPERATOR_SIGN_IN_REQUIRED = { error: 'Operator sign-in required' } satisfies ApiError;
export const TOTP_ENROLMENT_REQUIRED = {
  error: 'Set up two-factor authentication before using the console',
} satisfies ApiError;

const ROLE_NAMES: Record<OperatorRole, string> = { admin: 'an admin', editor: 'an editor', analyst: 'an analyst' };

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The socket's own peer, not X-Forwarded-For: a local service's session must come from this machine. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1' || address.startsWith('127.');
}

/**
 * The operator session behind a request (its cookie, and the live session it names), or null. The
 * operators module answers it; the app hands it over.
 */
export type OperatorSessionOf = (request: FastifyRequest) => Promise<ResolvedSession | null>;

export interface OperatorAccessOptions {
  /** ADMIN_REQUIRE_2FA: an admin without a second factor may only enrol one. */
  requireAdminTotp: boolean;
}

/**
 * The operator console's access rule, enforced per route like the gate (decision 006): a route
 * with `config: { access: 'operator', role }` answers 401 without a live operator session, 403 when
 * the operator's role is below `role`; its handler finds the caller in `request.operator`. A route
 * under `/api/admin/` that declares neither `operator` nor `public` access cannot be registered.
 * Operator answers are never stored by any cache.
 */
export function registerOperatorAccess(app: FastifyInstance, sessionOf: OperatorSessionOf, options: OperatorAccessOptions): void {
  app.decorateRequest('operator', null);

  async function guardOperatorRoute(request: FastifyRequest, reply: FastifyReply) {
    const config = request.routeOptions.config;
    const resolved = await sessionOf(request);
    if (!resolved || (resolved.localOnly && !fromLoopback(request))) {
      return reply.status(401).send(OPERATOR_SIGN_IN_REQUIRED);
    }
    const { operator } = resolved;
    if (options.requireAdminTotp && operator.role === 'admin' && !operator.service && !operator.totpEnabled && !config.beforeTotpEnrolment) {
      return reply.status(403).send(TOTP_ENROLMENT_REQUIRED);
    }
    const required = config.role ?? 'admin';
    if (!roleAtLeast(operator.role, required)) {
      return reply.status(403).send({ error: `This needs ${ROLE_NAMES[required]}; you are signed in as ${ROLE_NAMES[operator.role]}` } satisfies ApiError);
    }
    request.operator = operator;
  }

  async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    reply.header('Cache-Control', 'no-store');
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (route.url.startsWith(ADMIN_API_PREFIX) && access !== 'operator' && access !== 'public') {
      throw new Error(`${route.method} ${route.url}: an admin route must declare config.access 'operator' with a role (or 'public')`);
    }
    if (access !== 'operator') return;
    if (!route.config?.role) throw new Error(`${route.method} ${route.url}: an operator route must declare config.role`);
    route.onRequest = [guardOperatorRoute, ...asArray(route.onRequest)];
    route.onSend = [...asArray(route.onSend), noStore];
  });
}
