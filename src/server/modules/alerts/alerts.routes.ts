import formBody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/common';
import {
  alertIdParams,
  confirmRequestSchema,
  confirmResponseSchema,
  createAlertRequestSchema,
  createAlertResponseSchema,
  deleteAllRequestSchema,
  manageQuerySchema,
  manageResponseSchema,
  okResponseSchema,
  unsubscribeQuerySchema,
  updateAlertRequestSchema,
} from '@shared/schemas/alerts';
import { HttpError } from '../../http/http-error';
import { PUBLIC_ROUTE } from '../../http/route-options';
import type { AlertsService } from './alerts.service';

/** New alerts per client address: enough to watch a handful of parts, too few to mail-bomb anyone. */
export const ALERTS_PER_IP = { max: 20, timeWindow: '10 minutes' } as const;
/** New alerts per email address (each unconfirmed one sends a confirmation mail). */
export const ALERTS_PER_EMAIL = { max: 5, timeWindow: '1 hour' } as const;
/** Tries of tokens per client address (links from mails, guessing is pointless but not free). */
const TOKEN_TRIES_PER_IP = { max: 60, timeWindow: '1 minute' } as const;

const tooMany = (context: { statusCode: number; after: string }) =>
  new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`);

const FORM_TYPE = 'application/x-www-form-urlencoded';
const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

export interface AlertsRoutesOptions {
  alerts: AlertsService;
}

/**
 * Price alerts by email. Setting one needs the site's session like every shopper action; the links
 * in mails (confirm, manage, unsubscribe) are public: their token is the key, and a mail reader or a
 * mail provider's one-click unsubscribe has no session.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (app, { alerts }) => {
  // The confirm button and one-click unsubscribe post form bodies (a page before or without the
  // app's code, a mail provider); encapsulated in this plugin.
  await app.register(formBody);

  const perEmail = app.createRateLimit({ ...ALERTS_PER_EMAIL, keyGenerator: (request) => `alert-email:${(request.body as { email?: string }).email ?? ''}` });
  const tokenLimit = { ...TOKEN_TRIES_PER_IP, errorResponseBuilder: (_r: unknown, context: { statusCode: number; after: string }) => tooMany(context) };

  app.post(
    '/api/alerts',
    {
      schema: { body: createAlertRequestSchema, response: { 201: createAlertResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema } },
      config: { rateLimit: { ...ALERTS_PER_IP, errorResponseBuilder: (_r, context) => tooMany(context) } },
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(429, 'Too many alerts for this email address. Please try again later.', [{ field: 'email', message: 'has too many new alerts' }]);
        }
      },
    },
    async (request, reply) => reply.status(201).send(await alerts.create(request.body)),
  );

  app.post(
    '/api/alerts/confirm',
    {
      schema: { body: confirmRequestSchema, response: { 200: confirmResponseSchema, 404: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    async (request, reply) => {
      const answer = await alerts.confirm(request.body.token);
      // The page's plain form (before or without the app's code) lands on the address's alerts.
      if (isFormPost(request)) return reply.redirect(`/alerts/manage?token=${encodeURIComponent(answer.manageToken)}&confirmed=1`, 303);
      return answer;
    },
  );

  app.get(
    '/api/alerts/manage',
    {
      schema: { querystring: manageQuerySchema, response: { 200: manageResponseSchema, 404: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return alerts.manage(request.query.token);
    },
  );

  app.patch(
    '/api/alerts/:id',
    {
      schema: { params: alertIdParams, body: updateAlertRequestSchema, response: { 200: okResponseSchema, 404: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    (request) => alerts.setPaused(request.body.token, request.params.id, request.body.paused),
  );

  app.delete(
    '/api/alerts/:id',
    {
      schema: { params: alertIdParams, querystring: manageQuerySchema, response: { 200: okResponseSchema, 404: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    (request) => alerts.remove(request.query.token, request.params.id),
  );

  app.post(
    '/api/alerts/delete-all',
    {
      schema: { body: deleteAllRequestSchema, response: { 200: okResponseSchema, 404: apiErrorSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    async (request, reply) => {
      const answer = await alerts.removeAll(request.body.token);
      if (isFormPost(request)) return reply.redirect('/alerts/manage?deleted=1', 303);
      return answer;
    },
  );

  /**
   * One-click unsubscribe (RFC 8058): mail providers POST `List-Unsubscribe=One-Click` to the url of
   * the mail's List-Unsubscribe header, without cookies or a page; the unsubscribe page's button
   * posts the same form.
   */
  app.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        body: z.union([z.object({ 'List-Unsubscribe': z.string().max(100).optional() }), z.undefined(), z.null()]).optional(),
        response: { 200: okResponseSchema, 404: apiErrorSchema },
      },
      config: { ...PUBLIC_ROUTE, rateLimit: tokenLimit },
    },
    async (request, reply) => {
      const answer = await alerts.unsubscribe(request.query.token, request.query.alert);
      if (isFormPost(request) && request.headers['sec-fetch-mode'] === 'navigate') {
        return reply.redirect(`/alerts/manage?token=${encodeURIComponent(request.query.token)}&unsubscribed=1`, 303);
      }
      return answer;
    },
  );
};
