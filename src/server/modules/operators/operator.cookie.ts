import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The operator session's cookie: named apart from the shopper gate's (`pitlane_session`), scoped to
 * the admin API (the console's pages carry no data, the browser never sends it elsewhere), and
 * SameSite=Strict: another site can never make a browser send it.
 */
export const OPERATOR_COOKIE = 'pitlane_operator';
export const OPERATOR_COOKIE_PATH = '/api/admin';
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The session id from the signed cookie, or undefined when absent or tampered with. */
export function readOperatorSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[OPERATOR_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setOperatorCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  reply.setCookie(OPERATOR_COOKIE, sessionId, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: Math.floor(OPERATOR_SESSION_TTL_MS / 1000),
  });
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}
