import type { Database } from '../../db/client';
import { overviewSlides } from './slides.content';
import { renderOverviewPdf } from './slides.pdf';
import { loadOverviewFigures } from './slides.queries';

export function createSlidesService(db: Database) {
  return {
    /** The application overview as a PDF, with the catalog's figures as they are now. */
    async overviewPdf(now: Date = new Date()): Promise<Buffer> {
      const figures = await loadOverviewFigures(db);
      return renderOverviewPdf(overviewSlides(figures), now);
    },
  };
}

export type SlidesService = ReturnType<typeof createSlidesService>;
