import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  adminPartSchema,
  adminPartsQuerySchema,
  adminPartsResponseSchema,
  catalogChoicesSchema,
  fitmentCreateSchema,
  numberCreateSchema,
  partLookupQuerySchema,
  partLookupResponseSchema,
  partPatchSchema,
} from '@shared/schemas/admin-catalog';
import { synonymCreateSchema, synonymSchema, synonymsResponseSchema } from '@shared/schemas/admin-synonyms';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { CatalogAdminService } from './catalog-admin.service';
import type { SynonymsService } from './synonyms.service';

export interface CatalogAdminRoutesOptions {
  service: CatalogAdminService;
  synonyms: SynonymsService;
}

/**
 * The console's catalog: parts' details, fitments and numbers (supersessions), and the search's
 * synonyms; every change audited.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<CatalogAdminRoutesOptions> = async (app, { service, synonyms }) => {
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
  const READ = operatorRoute('analyst');
  const EDIT = operatorRoute('editor');
  const partParams = z.object({ id: idParam });

  app.get(
    '/api/admin/catalog/parts',
    { config: READ, schema: { querystring: adminPartsQuerySchema, response: { 200: adminPartsResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.list(request.query),
  );

  app.get('/api/admin/catalog/choices', { config: READ, schema: { response: { 200: catalogChoicesSchema } } }, async () => service.choices());

  app.get(
    '/api/admin/catalog/parts/lookup',
    { config: READ, schema: { querystring: partLookupQuerySchema, response: { 200: partLookupResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.lookup(request.query.q),
  );

  app.get('/api/admin/catalog/parts/:id', { config: READ, schema: { params: partParams, response: { 200: adminPartSchema, ...errors } } }, async (request) =>
    service.get(request.params.id),
  );

  app.patch(
    '/api/admin/catalog/parts/:id',
    { config: EDIT, schema: { params: partParams, body: partPatchSchema, response: { 200: adminPartSchema, ...errors } } },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/catalog/parts/:id/fitments',
    { config: EDIT, schema: { params: partParams, body: fitmentCreateSchema, response: { 200: adminPartSchema, ...errors } } },
    async (request) => service.addFitment(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/catalog/parts/:id/fitments/:fitmentId',
    { config: EDIT, schema: { params: z.object({ id: idParam, fitmentId: idParam }), response: { 200: adminPartSchema, ...errors } } },
    async (request) => service.removeFitment(request.params.id, request.params.fitmentId, actorOf(request)),
  );

  app.post(
    '/api/admin/catalog/parts/:id/numbers',
    { config: EDIT, schema: { params: partParams, body: numberCreateSchema, response: { 200: adminPartSchema, ...errors } } },
    async (request) => service.addNumber(request.params.id, request.body, actorOf(request)),
  );

  app.get('/api/admin/catalog/synonyms', { config: READ, schema: { response: { 200: synonymsResponseSchema } } }, async () => synonyms.list());

  app.post(
    '/api/admin/catalog/synonyms',
    { config: EDIT, schema: { body: synonymCreateSchema, response: { 200: synonymSchema, 400: apiErrorSchema } } },
    async (request) => synonyms.create(request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/catalog/synonyms/:id',
    { config: EDIT, schema: { params: z.object({ id: idParam }), response: { 200: z.object({ deleted: z.number() }), ...errors } } },
    async (request) => synonyms.remove(request.params.id, actorOf(request)),
  );

  app.delete(
    '/api/admin/catalog/parts/:id/numbers/:numberId',
    { config: EDIT, schema: { params: z.object({ id: idParam, numberId: idParam }), response: { 200: adminPartSchema, ...errors } } },
    async (request) => service.removeNumber(request.params.id, request.params.numberId, actorOf(request)),
  );
};
