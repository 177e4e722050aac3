import type { Database } from '../../db/client';
import { overviewSlides } from './slides.content';
import { renderOverviewPdf } from './slides.pdf';
import { loadOverviewFigures } from './slides.queries';

/** The application overview as a PDF, with the catalog's figures as they are now. */
export async function overviewPdf(db: Database, now: Date = new Date()): Promise<Buffer> {
  const figures = await loadOverviewFigures(db);
  return renderOverviewPdf(overviewSlides(figures), now);
}
