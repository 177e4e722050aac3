import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_FAILED_MESSAGE, loginRequestSchema, sessionSchema } from '@shared/schemas/auth';
import { apiErrorSchema, type ApiError } from '@shared/schemas/common';
import { clearSessionCookie, readSessionId, setSessionCookie } from './gate.cookie';
import type { GateService } from './gate.service';
import type { LoginLimiter } from './login-limiter';
import { PUBLIC_ROUTE } from '../../plugins/gate';

export interface GateRoutesOptions {
  gate: GateService;
  /** Backoff and lock-out after failed logins, per client address and per username. */
  limiter: LoginLimiter;
  secureCookies: boolean;
}

/** The 429 of a try made while a wait or lock-out runs; the password was not checked. */
function tooManyFailures(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { error: `Too many failed attempts. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.` };
}

export const gateRoutes: FastifyPluginAsyncZod<GateRoutesOptions> = async (app, { gate, limiter, secureCookies }) => {
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequestSchema, response: { 200: sessionSchema, 401: apiErrorSchema, 429: apiErrorSchema } },
      config: PUBLIC_ROUTE,
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const waitMs = await limiter.waitMs(request.ip, username);
      if (waitMs > 0) {
        return reply.status(429).header('Retry-After', String(Math.ceil(waitMs / 1000))).send(tooManyFailures(waitMs));
      }
      const previous = readSessionId(request);
      const result = await gate.login(username, password);
      if (!result) {
        const imposed = await limiter.failed(request.ip, username);
        request.log.warn({ ip: request.ip, username: username.slice(0, 100), waitMs: imposed }, 'site gate: failed login');
        return reply.status(401).send({ error: LOGIN_FAILED_MESSAGE });
      }
      await limiter.succeeded(request.ip, username);
      await gate.logout(previous);
      setSessionCookie(reply, result.sessionId, secureCookies);
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
