import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { catalogAdminRoutes } from '../catalog-admin';
import { clickoutReportRoutes } from '../clickout';
import { feedConsoleRoutes, reviewDecisionsRoutes } from '../feeds';
import { fitmentImportAdminRoutes, fitmentReportsAdminRoutes } from '../fitment';
import { inboxRoutes } from '../inbox';
import { promotionsRoutes } from '../promotions';
import { vendorAdminRoutes } from '../vendor-admin';

/**
 * The console's business screens (vendors, feeds, review queue, click-outs, promotions, catalog,
 * inbox). Each route declares the operator role it needs; every change is audited by its service.
 */
export const consoleRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(vendorAdminRoutes, { db });
  await app.register(feedConsoleRoutes, { db });
  await app.register(reviewDecisionsRoutes, { db });
  await app.register(fitmentReportsAdminRoutes, { db });
  await app.register(fitmentImportAdminRoutes, { db });
  await app.register(clickoutReportRoutes, { db });
  await app.register(promotionsRoutes, { db });
  await app.register(catalogAdminRoutes, { db });
  await app.register(inboxRoutes, { db });
};
