import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/common';
import { feedRunTableQuerySchema, feedRunTableResponseSchema, feedScheduleSchema } from '@shared/schemas/admin-feeds';
import { operatorRoute } from '../../http/route-options';
import type { FeedConsoleService } from './feed-console.service';

/** The console's feed screens: every vendor's feed and schedule, and the runs as a table. */
export const feedConsoleRoutes: FastifyPluginAsyncZod<{ service: FeedConsoleService }> = async (app, { service }) => {

  app.get(
    '/api/admin/feeds/schedule',
    { config: operatorRoute('analyst'), schema: { response: { 200: feedScheduleSchema } } },
    async () => service.schedule(),
  );

  app.get(
    '/api/admin/feeds/history',
    { config: operatorRoute('analyst'), schema: { querystring: feedRunTableQuerySchema, response: { 200: feedRunTableResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.runs(request.query),
  );
};
