import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The operator session's cookie: named apart from the shopper gate's (`pitlane_session`),
 * SameSite=Strict (another site can never make a browser send it) and httpOnly. It is set twice with
 * the same value, once per path the console uses: the admin API (`/api/admin`) and the console's
 * pages (`/admin`), so the server can draw the page for the signed-in operator (or the sign-in form
 * for nobody) in the first HTML. No single cookie path covers both short of `/`, which would send
 * the console's session with every shopper request; a path matches whole segments, so `/admin`
 * does not reach `/administrator` or anything else of the shop.
 */
export const OPERATOR_COOKIE = 'pitlane_operator';
export const OPERATOR_COOKIE_PATH = '/api/admin';
export const OPERATOR_PAGES_COOKIE_PATH = '/admin';
const COOKIE_PATHS = [OPERATOR_COOKIE_PATH, OPERATOR_PAGES_COOKIE_PATH] as const;
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The session id from the signed cookie, or undefined when absent or tampered with. */
export function readOperatorSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[OPERATOR_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setOperatorCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  for (const path of COOKIE_PATHS) {
    reply.setCookie(OPERATOR_COOKIE, sessionId, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      signed: true,
      maxAge: Math.floor(OPERATOR_SESSION_TTL_MS / 1000),
    });
  }
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of COOKIE_PATHS) reply.clearCookie(OPERATOR_COOKIE, { path, httpOnly: true, sameSite: 'strict', secure });
}
