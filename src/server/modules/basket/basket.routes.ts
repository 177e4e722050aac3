import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketComparisonSchema, basketRequestSchema } from '@shared/schemas/basket';
import { apiErrorSchema } from '@shared/schemas/common';
import type { BasketService } from './basket.service';

/** "Build a basket": the assistant's parts (or any parts) compared across shops. */
export const basketRoutes: FastifyPluginAsyncZod<{ basket: BasketService }> = async (app, { basket }) => {
  app.post(
    '/api/basket/compare',
    {
      schema: { body: basketRequestSchema, response: { 200: basketComparisonSchema, 400: apiErrorSchema } },
      config: { access: 'session' },
    },
    (request) => basket.compare(request.body.parts),
  );
};
