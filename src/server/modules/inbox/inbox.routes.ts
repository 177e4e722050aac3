import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/common';
import { inboxKindParamSchema, inboxMessagesResponseSchema, inboxQuerySchema, inboxSignupsResponseSchema } from '@shared/schemas/admin-inbox';
import { operatorRoute } from '../../http/route-options';
import { csvReply } from '../console';
import type { InboxService } from './inbox.service';

/** What visitors sent (contact messages, newsletter and waitlist sign-ups): read by analysts, exported as CSV. */
export const inboxRoutes: FastifyPluginAsyncZod<{ service: InboxService }> = async (app, { service }) => {
  const READ = operatorRoute('analyst');

  app.get(
    '/api/admin/inbox/messages',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxMessagesResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.messages(request.query),
  );

  app.get(
    '/api/admin/inbox/newsletter',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxSignupsResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.signups('newsletter', request.query),
  );

  app.get(
    '/api/admin/inbox/waitlist',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxSignupsResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.signups('waitlist', request.query),
  );

  app.get(
    '/api/admin/inbox/:kind/export',
    { config: READ, schema: { params: inboxKindParamSchema, querystring: inboxQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { name, header, rows } = await service.exportRows(request.params.kind, request.query);
      return csvReply(reply, name, header, rows);
    },
  );
};
