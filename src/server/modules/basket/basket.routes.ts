import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketComparisonSchema, basketQuoteRequestSchema, basketQuoteSchema, basketRequestSchema } from '@shared/schemas/basket';
import { apiErrorSchema } from '@shared/schemas/common';
import type { BasketService } from './basket.service';

/** Pricing baskets: any lines priced delivered (quote), and the assistant's "Build a basket" (compare). */
export const basketRoutes: FastifyPluginAsyncZod<{ basket: BasketService }> = async (app, { basket }) => {
  app.post(
    '/api/basket/quote',
    {
      schema: { body: basketQuoteRequestSchema, response: { 200: basketQuoteSchema, 400: apiErrorSchema } },
      config: { access: 'session' },
    },
    (request) => basket.quote(request.body.lines, request.body.deliverWithinDays),
  );

  app.post(
    '/api/basket/compare',
    {
      schema: { body: basketRequestSchema, response: { 200: basketComparisonSchema, 400: apiErrorSchema } },
      config: { access: 'session' },
    },
    (request) => basket.compare(request.body.parts),
  );
};
