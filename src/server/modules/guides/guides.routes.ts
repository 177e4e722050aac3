import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/common';
import { guideCardSchema, guideDetailSchema, guideSlugParams } from '@shared/schemas/guides';
import type { GuideService } from './guides.service';

export const guideRoutes: FastifyPluginAsyncZod<{ guides: GuideService }> = async (app, { guides }) => {

  app.get('/api/guides', { schema: { response: { 200: z.array(guideCardSchema) } } }, () => guides.list());

  app.get(
    '/api/guides/:slug',
    { schema: { params: guideSlugParams, response: { 200: guideDetailSchema, 404: apiErrorSchema } } },
    (request) => guides.get(request.params.slug),
  );
};
