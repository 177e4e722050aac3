import { DECK_SLIDES, DECK_TITLE, type DeckSlide } from './deck-slides';

/** File names of the two downloads (/download-pitch-deck). */
export const DECK_MARKDOWN_FILENAME = 'pitlane-pitch-deck.md';
export const DECK_TEXT_FILENAME = 'pitlane-pitch-deck.txt';

function slideMarkdown(slide: DeckSlide, index: number, total: number): string {
  const lines = [`## ${index + 1}. ${slide.kicker}: ${slide.title}`, '', `*Slide ${index + 1} / ${total}*`, ''];
  if (slide.subtitle) lines.push(slide.subtitle, '');
  if (slide.figures?.length) {
    lines.push(...slide.figures.map((f) => `- **${f.value}** — ${f.label}`), '');
  }
  if (slide.points?.length) {
    lines.push(...slide.points.map((p) => `- **${p.title}:** ${p.text}`), '');
  }
  if (slide.note) lines.push(`> ${slide.note}`, '');
  return lines.join('\n');
}

/** The deck as a markdown document: one "##" section per slide. */
export function deckToMarkdown(slides: readonly DeckSlide[] = DECK_SLIDES): string {
  const body = slides.map((slide, i) => slideMarkdown(slide, i, slides.length)).join('\n---\n\n');
  return `# ${DECK_TITLE}\n\n${body}`;
}

function underline(text: string, char: string): string {
  return `${text}\n${char.repeat(text.length)}`;
}

function slideText(slide: DeckSlide, index: number, total: number): string {
  const lines = [underline(`SLIDE ${index + 1} / ${total} — ${slide.kicker.toUpperCase()}`, '-'), slide.title, ''];
  if (slide.subtitle) lines.push(slide.subtitle, '');
  if (slide.figures?.length) lines.push(...slide.figures.map((f) => `  * ${f.value}: ${f.label}`), '');
  if (slide.points?.length) lines.push(...slide.points.map((p) => `  * ${p.title}: ${p.text}`), '');
  if (slide.note) lines.push(`  ${slide.note}`, '');
  return lines.join('\n');
}

/** The deck as plain text, readable in any editor. */
export function deckToPlainText(slides: readonly DeckSlide[] = DECK_SLIDES): string {
  return `${underline(DECK_TITLE, '=')}\n\n${slides.map((slide, i) => slideText(slide, i, slides.length)).join('\n')}`;
}
