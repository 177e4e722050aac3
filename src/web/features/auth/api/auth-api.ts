import type { LoginRequest, Session } from '@shared/schemas/auth';
import { getJson, sendJson } from '@web/lib/api';

// Imported on first use: the session is asked for at start, before zod needs to be loaded.
const sessionSchema = () => import('@shared/schemas/auth').then((module) => module.sessionSchema);

/** The server is the source of truth for whether this browser may see the site. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function fetchSession(): Promise<Session> {
  return getJson('/api/auth/session', sessionSchema);
}

/** Resolves with the new session; rejects with an ApiRequestError (401 wrong credentials, 429 too many tries). */
export function loginRequest(credentials: LoginRequest): Promise<Session> {
  return sendJson('/api/auth/login', credentials, sessionSchema);
}

export function logoutRequest(): Promise<Session> {
  return sendJson('/api/auth/logout', {}, sessionSchema);
}
