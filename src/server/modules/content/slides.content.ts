import { overviewSections, vendorNetworkWithFigures, type OverviewSection } from '@shared/content/overview';
import type { OverviewFigures } from './slides.queries';

export { OVERVIEW_SUBTITLE, OVERVIEW_TITLE } from '@shared/content/overview';

/** What one slide says; `slides.pdf.ts` decides how it looks. */
export type SlideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'points'; items: { title: string; text: string }[] }
  | { kind: 'figures'; items: { value: string; label: string }[] };

export interface Slide {
  title: string;
  blocks: SlideBlock[];
}

/** The PDF has always printed the typewriter apostrophe. */
const typewriterQuotes = (text: string) => text.replaceAll('’', "'");

/** A section's blocks: its headline numbers first, then its points, then its paragraphs. */
function slideBlocks(section: OverviewSection): SlideBlock[] {
  const blocks: SlideBlock[] = [];
  if (section.figures) blocks.push({ kind: 'figures', items: [...section.figures] });
  if (section.points) {
    blocks.push({ kind: 'points', items: section.points.map((point) => ({ title: point.title, text: typewriterQuotes(point.text) })) });
  }
  for (const paragraph of section.paragraphs ?? []) blocks.push({ kind: 'paragraph', text: typewriterQuotes(paragraph) });
  return blocks;
}

/** The overview's slides after the title page, with the network's live figures filled in. */
export function overviewSlides(figures: OverviewFigures): Slide[] {
  return overviewSections(vendorNetworkWithFigures(figures)).map((section) => ({ title: section.title, blocks: slideBlocks(section) }));
}
