import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/catalog';
import { PUBLIC_ROUTE } from '../../http/route-options';
import type { HealthService } from './health.service';

export interface HealthOptions {
  health: HealthService;
  databaseKind: 'pglite' | 'postgres';
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { health, databaseKind }) => {
  // Which process answered: behind a load balancer and across cluster workers, the two tell them apart.
  const identity = () => ({
    database: databaseKind,
    worker: process.pid,
    readReplicas: health.readReplicas(),
  });

  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } }, config: PUBLIC_ROUTE }, async (_request, reply) => {
    try {
      const { demoCatalog } = await health.check();
      return { status: 'ok' as const, demoCatalog, ...identity() };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', demoCatalog: health.lastKnownDemoCatalog(), ...identity() });
    }
  });
};
