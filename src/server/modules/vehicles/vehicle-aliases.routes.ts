import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vehicleAliasCreateSchema, vehicleAliasesQuerySchema, vehicleAliasesResponseSchema, vehicleAliasSchema } from '@shared/schemas/admin-vehicle-aliases';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { VehicleAliasesService } from './vehicle-aliases.service';

/** The console's vehicle aliases, beside the search's synonyms: listed to analysts, added and deleted by editors. */
export const vehicleAliasRoutes: FastifyPluginAsyncZod<{ aliases: VehicleAliasesService }> = async (app, { aliases }) => {
  const READ = operatorRoute('analyst');
  const EDIT = operatorRoute('editor');

  app.get(
    '/api/admin/catalog/vehicle-aliases',
    { config: READ, schema: { querystring: vehicleAliasesQuerySchema, response: { 200: vehicleAliasesResponseSchema, 400: apiErrorSchema } } },
    async (request) => aliases.list(request.query),
  );

  app.post(
    '/api/admin/catalog/vehicle-aliases',
    { config: EDIT, schema: { body: vehicleAliasCreateSchema, response: { 200: vehicleAliasSchema, 400: apiErrorSchema } } },
    async (request) => aliases.create(request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/catalog/vehicle-aliases/:id',
    { config: EDIT, schema: { params: z.object({ id: idParam }), response: { 200: z.object({ deleted: z.number() }), 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => aliases.remove(request.params.id, actorOf(request)),
  );
};
