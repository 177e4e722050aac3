import PDFDocument from 'pdfkit';
import { OVERVIEW_SUBTITLE, OVERVIEW_TITLE, type Slide, type SlideBlock } from './slides.content';

/**
 * Lays the overview out as landscape slides with PDFKit's built-in Helvetica, so rendering needs
 * no font files and no network. Colours are the site's (see src/web/styles.css).
 */

const PAGE = { size: 'LETTER', layout: 'landscape' } as const;
const MARGIN = 54;
const COLOR = { brand: '#c8102e', ink: '#111827', body: '#374151', muted: '#6b7280', panel: '#f3f4f6' };

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

function newSlide(doc: Doc, first: boolean): void {
  if (!first) doc.addPage(PAGE);
  doc.rect(0, 0, doc.page.width, 10).fill(COLOR.brand);
}

/** Footer drawn inside the bottom margin without moving the text cursor, so it never adds a page. */
function footer(doc: Doc, page: number, total: number): void {
  const y = doc.page.height - MARGIN + 18;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
  doc.text(OVERVIEW_TITLE, MARGIN, y, { width: contentWidth(doc) / 2, lineBreak: false });
  doc.text(`${page} / ${total}`, MARGIN + contentWidth(doc) / 2, y, { width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

function titlePage(doc: Doc, generatedAt: Date): void {
  doc.rect(0, 0, 18, doc.page.height).fill(COLOR.brand);
  doc.font('Helvetica-Bold').fontSize(44).fillColor(COLOR.ink).text('Pitlane', MARGIN + 20, 190);
  doc.font('Helvetica').fontSize(26).fillColor(COLOR.brand).text('Application Overview', MARGIN + 20, doc.y + 4);
  doc.font('Helvetica').fontSize(15).fillColor(COLOR.body).text(OVERVIEW_SUBTITLE, MARGIN + 20, doc.y + 18, { width: 560 });
  const date = generatedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  doc.fontSize(11).fillColor(COLOR.muted).text(`Generated ${date} from live catalog data`, MARGIN + 20, doc.y + 24);
}

function paragraph(doc: Doc, text: string): void {
  doc.font('Helvetica').fontSize(14).fillColor(COLOR.body).text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 4 });
  doc.moveDown(0.9);
}

function points(doc: Doc, items: { title: string; text: string }[]): void {
  for (const item of items) {
    doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.ink).text(item.title, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.font('Helvetica').fontSize(13).fillColor(COLOR.body).text(item.text, MARGIN + 16, doc.y + 3, { width: contentWidth(doc) - 16 });
    doc.moveDown(0.8);
  }
}

/** Headline numbers in equal panels across the slide. */
function figures(doc: Doc, items: { value: string; label: string }[]): void {
  const gap = 18;
  const width = (contentWidth(doc) - gap * (items.length - 1)) / items.length;
  const top = doc.y;
  const height = 96;
  items.forEach((item, i) => {
    const x = MARGIN + i * (width + gap);
    doc.rect(x, top, width, height).fill(COLOR.panel);
    doc.font('Helvetica-Bold').fontSize(30).fillColor(COLOR.brand).text(item.value, x, top + 18, { width, align: 'center' });
    doc.font('Helvetica').fontSize(12).fillColor(COLOR.body).text(item.label, x, top + 60, { width, align: 'center' });
  });
  doc.x = MARGIN;
  doc.y = top + height + 24;
}

function block(doc: Doc, content: SlideBlock): void {
  if (content.kind === 'paragraph') paragraph(doc, content.text);
  else if (content.kind === 'points') points(doc, content.items);
  else figures(doc, content.items);
}

function slidePage(doc: Doc, slide: Slide): void {
  doc.font('Helvetica-Bold').fontSize(28).fillColor(COLOR.ink).text(slide.title, MARGIN, MARGIN);
  doc.rect(MARGIN, doc.y + 6, 56, 4).fill(COLOR.brand);
  doc.y += 30;
  for (const content of slide.blocks) block(doc, content);
}

/** Renders the title page and the given slides into one PDF file. */
export function renderOverviewPdf(slides: Slide[], generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    ...PAGE,
    margin: MARGIN,
    info: { Title: OVERVIEW_TITLE, Author: 'Pitlane', Subject: OVERVIEW_SUBTITLE, CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = slides.length + 1;
  newSlide(doc, true);
  titlePage(doc, generatedAt);
  footer(doc, 1, total);
  slides.forEach((slide, i) => {
    newSlide(doc, false);
    slidePage(doc, slide);
    footer(doc, i + 2, total);
  });
  doc.end();
  return done;
}
