import { readStored, writeStored } from '@web/lib/storage';

/**
 * The browser remembers an "authenticated" flag. It only decides what to draw before the
 * server has answered GET /api/auth/session (no flash of the login form on reload); the session
 * cookie, checked by the server, is what actually grants access.
 */
export const AUTH_FLAG_KEY = 'isAuthenticated';

export function readAuthFlag(): boolean {
  return readStored(AUTH_FLAG_KEY) === 'true';
}

export function writeAuthFlag(authenticated: boolean): void {
  writeStored(AUTH_FLAG_KEY, authenticated ? 'true' : null);
}
