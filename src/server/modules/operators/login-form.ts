/**
 * The console's sign-in posted as a plain HTML form (before the app's code has loaded, or without
 * it): reading the form, where to go back to, and how a failure is answered.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminPath } from '@shared/page-routes';
import { safeNextPath } from '@shared/rules/site-path';

/** What a failed form sign-in is answered with, besides its status. */
export interface ConsoleLoginFormAnswer {
  status: 400 | 401 | 413 | 429;
  /** Above the fields: a wrong password, too many tries, a code needed. */
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  /** Kept in the box, so only the password has to be typed again. */
  email: string;
  /** The console page the form was posted from. */
  next: string;
  /** The password was right and the account has a second factor: the form asks for the code. */
  totpRequired?: boolean;
}

export type ConsoleLoginFormResponder = (request: FastifyRequest, reply: FastifyReply, answer: ConsoleLoginFormAnswer) => Promise<unknown>;

const FORM_TYPE = 'application/x-www-form-urlencoded';

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}

/** A console page of this site to return to after signing in; the console's home otherwise. */
export function consoleNextPath(value: unknown): string {
  const next = safeNextPath(value);
  const pathname = new URL(next, 'http://x').pathname;
  return isAdminPath(pathname) && pathname !== '/admin/invite' ? next : '/admin';
}

export function typedEmail(body: unknown): string {
  const value = (body as Record<string, unknown> | undefined)?.email;
  return typeof value === 'string' ? value.slice(0, 254) : '';
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Without a web build (an API-only server): the message and the form again, in plain HTML. */
export const plainConsoleLoginPage: ConsoleLoginFormResponder = async (_request, reply, answer) => {
  const message = [answer.error, answer.fieldErrors?.email, answer.fieldErrors?.password].filter(Boolean).join('. ');
  const action = `/api/admin/auth/login?${new URLSearchParams({ next: answer.next })}`;
  const totp = answer.totpRequired
    ? '<label>Authenticator code <input name="totp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>'
    : '';
  return reply
    .status(answer.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator sign in</title></head><body><main><h1>Operator sign in</h1>` +
        `<p role="alert">${escapeHtml(message)}</p>` +
        `<form method="post" action="${escapeHtml(action)}" aria-label="Operator sign in">` +
        `<label>Email <input name="email" type="email" autocomplete="username" required value="${escapeHtml(answer.email)}"></label>` +
        `<label>Password <input name="password" type="password" autocomplete="current-password" required></label>${totp}` +
        `<button type="submit">Sign in</button></form></main></body></html>`,
    );
};
