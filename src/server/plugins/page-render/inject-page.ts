import type { RenderedPage } from './page-renderer';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Puts a rendered page into the shell's empty #root, followed by the data block it hydrates from.
 * The HTML already shows the page, so its code no longer has to arrive before the first paint:
 * with `bootFile` (src/web/boot.ts, built beside the entry) the entry script and the page's
 * module preloads give way to that small script, which asks for them once the page is painted.
 * Without it (an older build), they stay but are fetched at low priority, after styles and pictures.
 */
export function injectRenderedPage(html: string, page: RenderedPage, bootFile?: string): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  // A function, not a replacement string: page text may hold "$&" and the like (prices hold "$").
  const out = html.replace(EMPTY_ROOT, () => `<div id="root">${page.rootHtml}</div>\n    ${page.stateScript}`);
  const entry = ENTRY_SCRIPT.exec(out)?.[1];
  if (bootFile && entry) {
    const preloads = [...out.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
    const boot =
      `<script type="module" crossorigin src="/${bootFile}" data-app-entry="${escapeAttribute(entry)}"` +
      ` data-app-preloads="${escapeAttribute(JSON.stringify(preloads))}"></script>`;
    return out.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
  }
  return out
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}
