import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { catalogAdminRoutes } from '../catalog-admin/catalog-admin.routes';
import { clickoutReportRoutes } from '../clickout/clickout-report.routes';
import { feedConsoleRoutes } from '../feeds/feed-console.routes';
import { fitmentImportAdminRoutes, fitmentReportsAdminRoutes } from '../fitment';
import { reviewDecisionsRoutes } from '../feeds/review-decisions.routes';
import { inboxRoutes } from '../inbox/inbox.routes';
import { promotionsRoutes } from '../promotions/promotions.routes';
import { vendorAdminRoutes } from '../vendor-admin/vendor-admin.routes';

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
