import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/common';
import { partNumberParams } from '@shared/schemas/part-number';
import { partDetailSchema, partLookupSchema, priceHistorySchema, slugParams } from '@shared/schemas/parts';
import { partVehicleQuerySchema } from '@shared/schemas/fitment';
import type { PartsService } from './parts.service';

export const partsRoutes: FastifyPluginAsyncZod<{ parts: PartsService }> = async (app, { parts }) => {

  app.get(
    '/api/parts/slug/:slug',
    { schema: { params: slugParams, querystring: partVehicleQuerySchema, response: { 200: partDetailSchema } } },
    (request) => parts.bySlug(request.params.slug, request.query),
  );

  app.get(
    '/api/parts/find-by-number/:partNumber',
    { schema: { params: partNumberParams, querystring: partVehicleQuerySchema, response: { 200: partLookupSchema } } },
    (request) => parts.byNumber(request.params.partNumber, request.query),
  );

  app.get(
    '/api/parts/:id/price-history',
    { schema: { params: z.object({ id: idParam }), response: { 200: priceHistorySchema } } },
    (request) => parts.priceHistory(request.params.id),
  );
};
