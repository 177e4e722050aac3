import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import { heldPricesQuerySchema, heldPricesResponseSchema } from '@shared/schemas/feeds';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { HeldPricesService } from './held-prices.service';

/** Price changes held for review: analysts read the queue, editors accept or reject an entry. */
export const heldPricesRoutes: FastifyPluginAsyncZod<{ service: HeldPricesService }> = async (app, { service }) => {
  const decision = { params: z.object({ id: idParam }), response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema } };

  app.get(
    '/api/admin/feeds/held-prices',
    { config: operatorRoute('analyst'), schema: { querystring: heldPricesQuerySchema, response: { 200: heldPricesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => service.list(request.query),
  );

  app.post('/api/admin/feeds/held-prices/:id/accept', { config: operatorRoute('editor'), schema: decision }, async (request, reply) => {
    await service.accept(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  app.post('/api/admin/feeds/held-prices/:id/reject', { config: operatorRoute('editor'), schema: decision }, async (request, reply) => {
    await service.reject(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
};
