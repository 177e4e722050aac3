import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/search';
import type { Database } from '../../db/client';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const search = createSearchService(db);
  app.get(
    '/api/parts/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    (request) => search.search(request.query),
  );
};
