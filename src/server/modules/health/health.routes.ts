import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/catalog';
import { PUBLIC_ROUTE } from '../../http/route-options';
import type { HealthService } from './health.service';

export interface HealthOptions {
  health: HealthService;
  databaseKind: 'pglite' | 'postgres';
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { health, databaseKind }) => {

  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } }, config: PUBLIC_ROUTE }, async (_request, reply) => {
    try {
      const { demoCatalog } = await health.check();
      return { status: 'ok' as const, database: databaseKind, demoCatalog };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', database: databaseKind, demoCatalog: health.lastKnownDemoCatalog() });
    }
  });
};
