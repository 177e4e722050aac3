import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  adminPromotionSchema,
  adminPromotionsQuerySchema,
  adminPromotionsResponseSchema,
  promotionCreateSchema,
  promotionPatchSchema,
} from '@shared/schemas/admin-promotions';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { PromotionsService } from './promotions.service';

/** Featured placements in the console: analysts read, editors schedule, change and remove. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (app, { service }) => {
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
  const params = z.object({ id: idParam });

  app.get(
    '/api/admin/promotions',
    { config: operatorRoute('analyst'), schema: { querystring: adminPromotionsQuerySchema, response: { 200: adminPromotionsResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.list(request.query),
  );

  app.post(
    '/api/admin/promotions',
    { config: operatorRoute('editor'), schema: { body: promotionCreateSchema, response: { 201: adminPromotionSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/admin/promotions/:id',
    { config: operatorRoute('editor'), schema: { params, body: promotionPatchSchema, response: { 200: adminPromotionSchema, ...errors } } },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/promotions/:id',
    { config: operatorRoute('editor'), schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
