import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  adminVendorSchema,
  adminVendorsQuerySchema,
  adminVendorsResponseSchema,
  vendorCreateSchema,
  vendorPatchSchema,
} from '@shared/schemas/admin-vendors';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { VendorAdminService } from './vendor-admin.service';

/** The console's vendors: analysts read, editors add and change. */
export const vendorAdminRoutes: FastifyPluginAsyncZod<{ service: VendorAdminService }> = async (app, { service }) => {
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/vendors',
    { config: operatorRoute('analyst'), schema: { querystring: adminVendorsQuerySchema, response: { 200: adminVendorsResponseSchema } } },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/vendors/:id',
    { config: operatorRoute('analyst'), schema: { params: z.object({ id: idParam }), response: { 200: adminVendorSchema, ...errors } } },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/api/admin/vendors/:id',
    { config: operatorRoute('editor'), schema: { params: z.object({ id: idParam }), body: vendorPatchSchema, response: { 200: adminVendorSchema, ...errors } } },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/vendors',
    { config: operatorRoute('editor'), schema: { body: vendorCreateSchema, response: { 201: adminVendorSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, actorOf(request))),
  );
};
