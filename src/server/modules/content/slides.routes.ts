import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { overviewPdf } from './slides.service';

export const OVERVIEW_FILENAME = 'pitlane-application-overview.pdf';

/**
 * The application overview as a PDF, rendered per request so its figures are live. Under
 * /private/, so the site gate (plugins/gate.ts) answers 401 without a session.
 */
export const slidesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/private/slides-download', async (_request, reply) => {
    const pdf = await overviewPdf(db);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${OVERVIEW_FILENAME}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
