import { OVERVIEW_SECTIONS, OVERVIEW_SUBTITLE, OVERVIEW_TITLE, type OverviewSection } from './overview-content';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Print styles: each section starts a new page ("slide"), so Print → Save as PDF gives one slide
 * per page; the on-screen view shows the same slides as cards.
 */
const STYLES = `
  :root { color-scheme: light; --brand: #c8102e; --ink: #0d0f12; --muted: #535a64; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: #f0f1f3; line-height: 1.55; }
  main { max-width: 960px; margin: 0 auto; padding: 32px 16px; display: grid; gap: 24px; }
  .slide { background: #fff; border-radius: 16px; padding: 40px; border-top: 6px solid var(--brand); box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  .cover { background: #121418; color: #f5f6f7; }
  .cover p { color: #aeb3bb; }
  h1 { font-size: 2.25rem; margin: 0 0 12px; font-style: italic; }
  h2 { font-size: 1.5rem; margin: 0 0 16px; }
  .kicker { text-transform: uppercase; letter-spacing: 0.16em; font-size: 0.75rem; font-weight: 700; color: var(--brand); margin: 0 0 8px; }
  .cover .kicker { color: #ff5a67; }
  p { margin: 0 0 12px; color: var(--muted); }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 12px; }
  li { padding: 12px 16px; border: 1px solid #e1e4e8; border-radius: 10px; }
  li strong { display: block; color: var(--ink); }
  .howto { background: #fff7f8; border: 1px dashed var(--brand); border-radius: 12px; padding: 16px 20px; }
  .howto p { margin: 0; }
  @media print {
    body { background: #fff; }
    main { padding: 0; max-width: none; }
    .howto { display: none; }
    .slide { box-shadow: none; border-radius: 0; min-height: 100vh; break-after: page; page-break-after: always; }
    .slide:last-child { break-after: auto; page-break-after: auto; }
    .cover { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  }
`;

function sectionHtml(section: OverviewSection, index: number): string {
  const paragraphs = (section.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const points = section.points?.length
    ? `<ul>${section.points.map((p) => `<li><strong>${escapeHtml(p.title)}</strong>${escapeHtml(p.text)}</li>`).join('')}</ul>`
    : '';
  return `<section class="slide"><p class="kicker">Slide ${index + 2}</p><h2>${escapeHtml(section.title)}</h2>${paragraphs}${points}</section>`;
}

/** A self-contained HTML overview (inline styles, no external files) that prints one slide per page. */
export function overviewToHtml(generatedOn: Date, sections: readonly OverviewSection[] = OVERVIEW_SECTIONS): string {
  const date = generatedOn.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(OVERVIEW_TITLE)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="howto"><p><strong>Save as PDF:</strong> press Ctrl+P (⌘P on a Mac), choose “Save as PDF” as the printer, and enable “Background graphics”. Each slide prints on its own page.</p></div>
<section class="slide cover"><p class="kicker">Slide 1</p><h1>${escapeHtml(OVERVIEW_TITLE)}</h1><p>${escapeHtml(OVERVIEW_SUBTITLE)}</p><p>Generated ${escapeHtml(date)}</p></section>
${sections.map(sectionHtml).join('\n')}
</main>
</body>
</html>
`;
}
