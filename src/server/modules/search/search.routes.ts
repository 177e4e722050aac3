import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/search';
import { suggestQuerySchema, suggestResponseSchema } from '@shared/schemas/suggest';
import { compiledSerializer } from '../../http/compiled-serializer';
import type { SearchService } from './search.service';

/** Search and suggestions; the index behind the service is loaded and closed by the composition root (container.ts). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/parts/search',
    // The busiest route, and its answer the largest: serialized without a field-by-field check.
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } }, serializerCompiler: compiledSerializer },
    (request) => search.search(request.query),
  );
  app.get(
    '/api/suggest',
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } } },
    (request) => search.suggest(request.query.q),
  );
};
