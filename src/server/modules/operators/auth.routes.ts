import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type ApiError } from '@shared/schemas/common';
import {
  OPERATOR_LOGIN_FAILED_MESSAGE,
  operatorLoginErrorSchema,
  operatorLoginRequestSchema,
  operatorMeSchema,
  TOTP_INVALID_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
  totpEnrolmentSchema,
  totpVerifyRequestSchema,
} from '@shared/schemas/operators';
import { z } from 'zod';
import { formRefusal } from '../../http/unreadable-form';
import { operatorRoute, PUBLIC_ROUTE } from '../../http/route-options';
import type { LoginLimiter } from '../gate';
import { clearOperatorCookie, readOperatorSessionId, setOperatorCookie } from './operator.cookie';
import { consoleNextPath, isFormPost, plainConsoleLoginPage, typedEmail, type ConsoleLoginFormResponder } from './login-form';
import type { OperatorsService } from './operators.service';

export interface OperatorAuthRoutesOptions {
  service: OperatorsService;
  /** Backoff and lock-out after failed logins, per client address and per account. */
  limiter: LoginLimiter;
  secureCookies: boolean;
  /** Answers a sign-in form posted without the app's code that failed: the console's login page with the message. */
  answerLoginForm?: ConsoleLoginFormResponder;
}

function tooManyFailures(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { error: `Too many failed attempts. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.` };
}

/** Open to an admin who must still enrol a second factor (ADMIN_REQUIRE_2FA). */
const SELF = { config: operatorRoute('analyst', { beforeTotpEnrolment: true }) } as const;

export const operatorAuthRoutes: FastifyPluginAsyncZod<OperatorAuthRoutesOptions> = async (
  app,
  { service, limiter, secureCookies, answerLoginForm = plainConsoleLoginPage },
) => {
  // The console's sign-in form posts as a plain HTML form before (or without) the app's code. Only
  // this plugin's routes read form bodies; every other admin endpoint takes JSON alone.
  await app.register(formBody);

  /**
   * One sign-in for the console's app (JSON in, the operator out) and for its HTML form (form fields
   * in, `?next=` the console page it was on): the form gets its cookies and a 303 back to that page,
   * or the login page again with the message and the matching status. The limiter stands in front
   * of both, and so does the Origin check (plugins/origin-check.ts).
   */
  app.post(
    '/api/admin/auth/login',
    {
      schema: { body: operatorLoginRequestSchema, response: { 200: operatorMeSchema, 401: operatorLoginErrorSchema, 429: apiErrorSchema } },
      config: PUBLIC_ROUTE,
      attachValidation: true,
      // A form body refused before the handler (too large, unreadable) gets the sign-in page again.
      errorHandler: async (error, request, reply) => {
        const refusal = isFormPost(request) ? formRefusal(error) : null;
        if (!refusal) throw error;
        const next = consoleNextPath((request.query as Record<string, unknown> | undefined)?.next);
        await answerLoginForm(request, reply, { status: refusal.status, error: refusal.message, email: '', next });
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const next = consoleNextPath((request.query as Record<string, unknown> | undefined)?.next);
      if (request.validationError) {
        if (!form) throw request.validationError;
        const email = typedEmail(request.body);
        const password = (request.body as Record<string, unknown> | undefined)?.password;
        const fieldErrors = {
          email: email.trim() === '' ? 'Email is required' : undefined,
          password: typeof password === 'string' && password !== '' ? undefined : 'Password is required',
        };
        const error = fieldErrors.email || fieldErrors.password ? undefined : OPERATOR_LOGIN_FAILED_MESSAGE;
        return void (await answerLoginForm(request, reply, { status: 400, error, fieldErrors, email, next }));
      }
      const { email, password, totp } = request.body;
      const waitMs = await limiter.waitMs(request.ip, email);
      if (waitMs > 0) {
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        if (form) return void (await answerLoginForm(request, reply, { status: 429, error: tooManyFailures(waitMs).error, email, next }));
        return reply.status(429).send(tooManyFailures(waitMs));
      }
      const result = await service.login(email, password, totp);
      if (result.kind === 'totp-required') {
        if (form) return void (await answerLoginForm(request, reply, { status: 401, error: TOTP_REQUIRED_MESSAGE, email, next, totpRequired: true }));
        return reply.status(401).send({ error: TOTP_REQUIRED_MESSAGE, totpRequired: true, issues: [{ field: 'totp', message: 'is required' }] });
      }
      if (result.kind !== 'ok') {
        const imposed = await limiter.failed(request.ip, email);
        request.log.warn({ ip: request.ip, email: email.slice(0, 100), waitMs: imposed, reason: result.kind }, 'operator console: failed login');
        const totpInvalid = result.kind === 'totp-invalid';
        if (form) {
          const error = totpInvalid ? TOTP_INVALID_MESSAGE : OPERATOR_LOGIN_FAILED_MESSAGE;
          return void (await answerLoginForm(request, reply, { status: 401, error, email, next, totpRequired: totpInvalid }));
        }
        return totpInvalid
          ? reply.status(401).send({ error: TOTP_INVALID_MESSAGE, totpRequired: true, issues: [{ field: 'totp', message: 'is not valid' }] })
          : reply.status(401).send({ error: OPERATOR_LOGIN_FAILED_MESSAGE });
      }
      await limiter.succeeded(request.ip, email);
      await service.logout(readOperatorSessionId(request));
      setOperatorCookie(reply, result.sessionId, secureCookies);
      if (form) return reply.header('Cache-Control', 'no-store').redirect(next, 303);
      return result.me;
    },
  );

  app.post('/api/admin/auth/logout', { schema: { response: { 204: z.null() } }, config: PUBLIC_ROUTE }, async (request, reply) => {
    await service.logout(readOperatorSessionId(request));
    clearOperatorCookie(reply, secureCookies);
    return reply.status(204).send(null);
  });

  app.get('/api/admin/auth/me', { ...SELF, schema: { response: { 200: operatorMeSchema } } }, async (request) => service.me(request.operator!));

  app.post('/api/admin/auth/totp/enrol', { ...SELF, schema: { response: { 200: totpEnrolmentSchema, 409: apiErrorSchema } } }, async (request) =>
    service.startTotpEnrolment(request.operator!),
  );

  app.post(
    '/api/admin/auth/totp/verify',
    { ...SELF, schema: { body: totpVerifyRequestSchema, response: { 200: operatorMeSchema, 400: apiErrorSchema, 409: apiErrorSchema } } },
    async (request) => service.confirmTotp(request.operator!, request.body.code),
  );
};
