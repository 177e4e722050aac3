import formBody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_FAILED_MESSAGE, loginRequestSchema, sessionSchema } from '@shared/schemas/auth';
import { apiErrorSchema, type ApiError } from '@shared/schemas/common';
import { clearSessionCookie, readSessionId, setSessionCookie } from './gate.cookie';
import type { GateService } from './gate.service';
import type { LoginLimiter } from './login-limiter';
import { plainLoginPage } from './login-page';
import { safeNextPath } from '@shared/rules/site-path';
import { PUBLIC_ROUTE } from '../../http/route-options';
import { formRefusal } from '../../http/unreadable-form';

/** What a login form posted without the app's code is answered with, besides a redirect. */
export interface LoginFormAnswer {
  status: 400 | 401 | 413 | 429;
  /** What the form says above its fields (a wrong password, too many tries). */
  error?: string;
  /** What it says under an empty field, in the app's own words. */
  fieldErrors?: LoginFieldErrors;
  /** Kept in the box, so only the password has to be typed again. */
  username: string;
  /** The page the form was posted from (a checked path). */
  next: string;
}

/** Draws the login screen with the form's answer (the web app's page, or plain HTML without a build). */
export type LoginFormResponder = (request: FastifyRequest, reply: FastifyReply, answer: LoginFormAnswer) => Promise<unknown>;

export interface GateRoutesOptions {
  gate: GateService;
  /** Backoff and lock-out after failed logins, per client address and per username. */
  limiter: LoginLimiter;
  secureCookies: boolean;
  /** Answers a login form that failed; by default the plain login screen. */
  answerLoginForm?: LoginFormResponder;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A login sent by the HTML form itself (before or without the app's code) rather than by the app as JSON. */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}

export const answerWithPlainLoginPage: LoginFormResponder = async (_request, reply, answer) =>
  reply.status(answer.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(plainLoginPage(answer));

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** The form's messages for fields left empty (or unreadable): the same words as the app's own check. */
function missingFieldErrors(body: unknown): LoginFieldErrors {
  const fields = (body ?? {}) as Record<string, unknown>;
  const username = typeof fields.username === 'string' && fields.username.trim() !== '' && fields.username.length <= 200;
  const password = typeof fields.password === 'string' && fields.password !== '' && fields.password.length <= 1000;
  if (username && password) return { username: 'Username or password is not valid' };
  return { username: username ? undefined : 'Username is required', password: password ? undefined : 'Password is required' };
}

/** The 429 of a try made while a wait or lock-out runs; the password was not checked. */
function tooManyFailures(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { error: `Too many failed attempts. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.` };
}

export const gateRoutes: FastifyPluginAsyncZod<GateRoutesOptions> = async (
  app,
  { gate, limiter, secureCookies, answerLoginForm = answerWithPlainLoginPage },
) => {
  // The login form posts as a plain HTML form before (or without) the app's code. Only this
  // plugin's routes read form bodies; every other endpoint takes JSON alone.
  await app.register(formBody);

  /**
   * One login for the app (JSON in, the session out) and for the HTML form (form fields in, `?next=`
   * the page it was on): the form gets its session cookie and a 303 back to that page, or the login
   * screen again with the message and the matching status. The limiter stands in front of both.
   */
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequestSchema, response: { 200: sessionSchema, 401: apiErrorSchema, 429: apiErrorSchema } },
      config: PUBLIC_ROUTE,
      attachValidation: true,
      errorHandler: async (error, request, reply) => {
        const refusal = isFormPost(request) ? formRefusal(error) : null;
        if (!refusal) throw error;
        const next = safeNextPath((request.query as Record<string, unknown> | undefined)?.next);
        await answerLoginForm(request, reply, { status: refusal.status, error: refusal.message, username: '', next });
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const next = safeNextPath((request.query as Record<string, unknown> | undefined)?.next);
      const typedUsername = (body: unknown) => {
        const value = (body as Record<string, unknown> | undefined)?.username;
        return typeof value === 'string' ? value.slice(0, 200) : '';
      };
      if (request.validationError) {
        if (!form) throw request.validationError;
        return void (await answerLoginForm(request, reply, { status: 400, fieldErrors: missingFieldErrors(request.body), username: typedUsername(request.body), next }));
      }
      const { username, password } = request.body;
      const waitMs = await limiter.waitMs(request.ip, username);
      if (waitMs > 0) {
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        if (form) return void (await answerLoginForm(request, reply, { status: 429, error: tooManyFailures(waitMs).error, username, next }));
        return reply.status(429).send(tooManyFailures(waitMs));
      }
      const previous = readSessionId(request);
      const result = await gate.login(username, password);
      if (!result) {
        const imposed = await limiter.failed(request.ip, username);
        request.log.warn({ ip: request.ip, username: username.slice(0, 100), waitMs: imposed }, 'site gate: failed login');
        if (form) return void (await answerLoginForm(request, reply, { status: 401, error: LOGIN_FAILED_MESSAGE, username, next }));
        return reply.status(401).send({ error: LOGIN_FAILED_MESSAGE });
      }
      await limiter.succeeded(request.ip, username);
      await gate.logout(previous);
      setSessionCookie(reply, result.sessionId, secureCookies);
      if (form) return reply.header('Cache-Control', 'no-store').redirect(next, 303);
      return { authenticated: true, gateEnabled: gate.enabled, username: result.username };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: sessionSchema } }, config: PUBLIC_ROUTE }, async (request, reply) => {
    await gate.logout(readSessionId(request));
    clearSessionCookie(reply, secureCookies);
    return { authenticated: false, gateEnabled: gate.enabled, username: null };
  });

  app.get('/api/auth/session', { schema: { response: { 200: sessionSchema } }, config: PUBLIC_ROUTE }, async (request) => {
    const session = await gate.session(readSessionId(request));
    return {
      authenticated: !gate.enabled || session !== null,
      gateEnabled: gate.enabled,
      username: session?.username ?? null,
    };
  });
};
