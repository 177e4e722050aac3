import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SlidesService } from './slides.service';

export const OVERVIEW_FILENAME = 'pitlane-application-overview.pdf';

/**
 * The application overview as a PDF, rendered per request so its figures are live. Under
 * /private/, so the site gate (plugins/gate.ts) answers 401 without a session.
 */
export const slidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  app.get('/private/slides-download', async (_request, reply) => {
    const pdf = await slides.overviewPdf();
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${OVERVIEW_FILENAME}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
