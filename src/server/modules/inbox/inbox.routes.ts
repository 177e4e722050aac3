import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/common';
import { inboxKindParamSchema, inboxMessagesResponseSchema, inboxQuerySchema, inboxSignupsResponseSchema, type InboxQuery } from '@shared/schemas/admin-inbox';
import type { Database } from '../../db/client';
import { newsletterSignups, waitlistSignups } from '../../db/schema';
import { operatorRoute } from '../../plugins/operator-access';
import { csvReply } from '../console';
import { EXPORT_LIMIT, findMessages, findSignups } from './inbox.queries';

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });
const SIGNUP_TABLES = { newsletter: newsletterSignups, waitlist: waitlistSignups } as const;

/** What visitors sent (contact messages, newsletter and waitlist sign-ups): read by analysts, exported as CSV. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const READ = operatorRoute('analyst');
  const page = (query: InboxQuery) => ({ page: query.page, pageSize: query.pageSize });

  app.get(
    '/api/admin/inbox/messages',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxMessagesResponseSchema, 400: apiErrorSchema } } },
    async (request) => {
      const { rows, total } = await findMessages(db, request.query);
      return { items: rows.map(iso), total, ...page(request.query) };
    },
  );

  app.get(
    '/api/admin/inbox/newsletter',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxSignupsResponseSchema, 400: apiErrorSchema } } },
    async (request) => {
      const { rows, total } = await findSignups(db, newsletterSignups, request.query);
      return { items: rows.map(iso), total, ...page(request.query) };
    },
  );

  app.get(
    '/api/admin/inbox/waitlist',
    { config: READ, schema: { querystring: inboxQuerySchema, response: { 200: inboxSignupsResponseSchema, 400: apiErrorSchema } } },
    async (request) => {
      const { rows, total } = await findSignups(db, waitlistSignups, request.query);
      return { items: rows.map(iso), total, ...page(request.query) };
    },
  );

  app.get(
    '/api/admin/inbox/:kind/export',
    { config: READ, schema: { params: inboxKindParamSchema, querystring: inboxQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { kind } = request.params;
      const all = { limit: EXPORT_LIMIT, offset: 0 };
      if (kind === 'messages') {
        const { rows } = await findMessages(db, request.query, all);
        return csvReply(
          reply,
          'contact-messages',
          ['received', 'name', 'email', 'phone', 'inquiry type', 'message'],
          rows.map((r) => [r.createdAt, r.name, r.email, r.phone, r.inquiryType, r.message]),
        );
      }
      const { rows } = await findSignups(db, SIGNUP_TABLES[kind], request.query, all);
      return csvReply(reply, `${kind}-signups`, ['signed up', 'email'], rows.map((r) => [r.createdAt, r.email]));
    },
  );
};
