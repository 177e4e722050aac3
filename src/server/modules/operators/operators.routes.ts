import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import { auditQuerySchema, auditResponseSchema, createOperatorRequestSchema, operatorSchema, operatorsQuerySchema, operatorsResponseSchema, updateOperatorRequestSchema } from '@shared/schemas/operators';
import { operatorRoute } from '../../http/route-options';
import type { OperatorsService } from './operators.service';

export interface OperatorsRoutesOptions {
  service: OperatorsService;
}

const ADMIN = { config: operatorRoute('admin') } as const;
const params = z.object({ id: idParam });

/** The Operators page (admins) and the audit log (every role may read it). */
export const operatorsRoutes: FastifyPluginAsyncZod<OperatorsRoutesOptions> = async (app, { service }) => {
  app.get('/api/admin/operators', { ...ADMIN, schema: { querystring: operatorsQuerySchema, response: { 200: operatorsResponseSchema } } }, async (request) =>
    service.list(request.query),
  );

  app.post(
    '/api/admin/operators',
    { ...ADMIN, schema: { body: createOperatorRequestSchema, response: { 201: operatorSchema, 409: apiErrorSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request.operator!, request.body)),
  );

  app.patch(
    '/api/admin/operators/:id',
    { ...ADMIN, schema: { params, body: updateOperatorRequestSchema, response: { 200: operatorSchema, 404: apiErrorSchema, 409: apiErrorSchema } } },
    async (request) => service.update(request.operator!, request.params.id, request.body),
  );

  app.post(
    '/api/admin/operators/:id/reset-2fa',
    { ...ADMIN, schema: { params, response: { 200: operatorSchema, 404: apiErrorSchema } } },
    async (request) => service.resetTotp(request.operator!, request.params.id),
  );

  app.get(
    '/api/admin/audit',
    { config: operatorRoute('analyst'), schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
    async (request) => {
      const { entries, total } = await service.auditLog(request.query);
      return { entries, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
