import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorStatsListSchema } from '@shared/schemas/vendor-stats';
import type { VendorStatsService } from './vendor-stats.service';

/** Browsers may reuse an answer this long: the figures move with feed runs, not by the second. */
const MAX_AGE_SECONDS = 60;

/** GET /api/vendors/stats: each vendor's parts listed and price freshness, for the /vendors page. */
export const vendorStatsRoutes: FastifyPluginAsyncZod<{ vendorStats: VendorStatsService }> = async (app, { vendorStats }) => {
  app.get('/api/vendors/stats', { schema: { response: { 200: vendorStatsListSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', `private, max-age=${MAX_AGE_SECONDS}`);
    return vendorStats.list();
  });
};
