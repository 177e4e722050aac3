/**
 * What a route says about who may call it, in its options (`config`). The modules' routes declare
 * it; the gate (plugins/gate.ts) and the operator guard (plugins/operator-access.ts) enforce it.
 * It lives here, below both, so a module never imports a plugin.
 */
import type { OperatorRole } from '@shared/schemas/operators';

/**
 * Who may call a route while the site gate is on:
 * - `public`: anyone — signing in, the health probe, the footer's newsletter box, robots.txt, the
 *   app shell and its static files (they carry no data; the shell shows the login form);
 * - `session` (every route that says nothing): 401 without a live session;
 * - `session-page`: a page the server answers itself (`/go/…`); without a session it leads to the
 *   login screen (302 to `/`) instead;
 * - `operator`: the operator console's API (`/api/admin/…`), whatever the gate's setting. The gate's
 *   session never satisfies it: an operator session with at least `config.role` does.
 */
export type RouteAccess = 'public' | 'session' | 'session-page' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See RouteAccess; absent means `session`. */
    access?: RouteAccess;
    /** With `access: 'operator'`: the least role that may call the route (admin ⊃ editor ⊃ analyst). */
    role?: OperatorRole;
    /**
     * With `access: 'operator'`: open to an admin who must still enrol a second factor
     * (ADMIN_REQUIRE_2FA): the enrolment, `me` and logout routes only.
     */
    beforeTotpEnrolment?: boolean;
  }
}

/** Route config of a route open to everybody while the gate is on. */
export const PUBLIC_ROUTE = { access: 'public' } as const satisfies { access: RouteAccess };

/** Every path of the operator console's API: each must say who may call it. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** Route config of an operator route: `config: operatorRoute('editor')`. */
export function operatorRoute(role: OperatorRole, extra: { beforeTotpEnrolment?: boolean } = {}) {
  return { access: 'operator', role, ...extra } as const;
}
