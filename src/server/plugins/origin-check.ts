import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/schemas/common';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** The origin the client reached us at: protocol and Host (X-Forwarded-* behind the trusted proxy). */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request is refused as cross-site, or null to let it through. Browsers send
 * Origin on every POST/PUT/PATCH/DELETE (Referer or Sec-Fetch-Site on the rare ones that do not), so
 * a request with none of them comes from a program, not a page, and cannot be a forged request
 * riding on a visitor's cookie. See docs/decisions/003-origin-check.md.
 */
export function crossSiteReason(request: FastifyRequest): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const own = ownOrigin(request);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // "null" (sandboxed frames, some redirects) never matches a real origin.
    return originOf(origin) !== null && originOf(origin) === own ? null : `Origin ${origin.slice(0, 200)} is not this site`;
  }
  const referer = request.headers.referer;
  if (referer !== undefined) {
    return originOf(referer) === own ? null : 'Referer is not this site';
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site ${fetchSite}`;
  return null;
}

/** Refuses cross-site state-changing requests with 403 before the gate or any handler sees them. */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const reason = crossSiteReason(request);
    if (reason === null) return;
    request.log.warn({ ip: request.ip, method: request.method, url: request.url.split('?')[0], reason }, 'cross-site request refused');
    return reply.status(403).send({ error: CROSS_SITE_MESSAGE } satisfies ApiError);
  });
}
