import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_FAILED_MESSAGE, loginRequestSchema, sessionSchema } from '@shared/schemas/auth';
import { apiErrorSchema } from '@shared/schemas/common';
import { clearSessionCookie, readSessionId, setSessionCookie } from './gate.cookie';
import type { GateService } from './gate.service';
import { PUBLIC_ROUTE } from '../../plugins/gate';

export interface GateRoutesOptions {
  gate: GateService;
  secureCookies: boolean;
}

/** Failed logins per client and minute before 429. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

export const gateRoutes: FastifyPluginAsyncZod<GateRoutesOptions> = async (app, { gate, secureCookies }) => {
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequestSchema, response: { 200: sessionSchema, 401: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: { max: LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const previous = readSessionId(request);
      const result = await gate.login(request.body.username, request.body.password);
      if (!result) {
        request.log.warn({ ip: request.ip, username: request.body.username.slice(0, 100) }, 'site gate: failed login');
        return reply.status(401).send({ error: LOGIN_FAILED_MESSAGE });
      }
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
