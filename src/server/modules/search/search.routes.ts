import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/search';
import { suggestQuerySchema, suggestResponseSchema } from '@shared/schemas/suggest';
import type { Database } from '../../db/client';
import type { FitmentService } from '../fitment';
import { createSearchIndex } from './engines/index/search-index';
import { createSearchService } from './search.service';
import { onVocabularyChange } from './vocabulary-changes';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; inProcessIndex: boolean; fitment: FitmentService }> = async (app, { db, inProcessIndex, fitment }) => {
  const index = inProcessIndex ? createSearchIndex(db, { info: (message) => app.log.info(message), error: (err, message) => app.log.error({ err }, message) }) : null;
  // Loading starts as the server starts (seconds for a large catalog, longer than Fastify lets a
  // ready hook take); searches that arrive before it is done wait for it.
  if (index) {
    app.addHook('onReady', async () => {
      void index.warm();
    });
  }
  const search = createSearchService(db, index, fitment);
  // The vocabulary (catalog words, synonyms, vehicles) is read as the server starts, not by the first
  // search, which would otherwise wait for it.
  const stopListening = onVocabularyChange(() => search.refreshVocabulary());
  app.addHook('onClose', async () => {
    stopListening();
  });
  app.addHook('onReady', async () => {
    void search.warmVocabulary().catch((err: unknown) => app.log.error({ err }, 'search vocabulary could not be read'));
  });
  app.get(
    '/api/parts/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    (request) => search.search(request.query),
  );
  app.get(
    '/api/suggest',
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } } },
    (request) => search.suggest(request.query.q),
  );
};
