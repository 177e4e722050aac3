import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/catalog';
import { pingDatabase, type Database } from '../../db/client';
import { readSetting } from '../../db/settings';
import { PUBLIC_ROUTE } from '../../plugins/gate';

export interface HealthOptions {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, databaseKind }) => {
  // The catalog source changes only when a seed or a feed runs; reading it once per process is enough.
  let demoCatalog: boolean | undefined;

  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } }, config: PUBLIC_ROUTE }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      demoCatalog ??= (await readSetting(db, 'catalog_source')) === 'demo';
      return { status: 'ok' as const, database: databaseKind, demoCatalog };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', database: databaseKind, demoCatalog: demoCatalog ?? false });
    }
  });
};
