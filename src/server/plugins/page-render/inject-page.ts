import type { RenderedPage } from './page-renderer';

const EMPTY_ROOT = '<div id="root"></div>';

/** Puts a rendered page into the shell's empty #root, followed by the data block it hydrates from. */
export function injectRenderedPage(html: string, page: RenderedPage): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  // A function, not a replacement string: page text may hold "$&" and the like (prices do hold "$").
  return html.replace(EMPTY_ROOT, () => `<div id="root">${page.rootHtml}</div>\n    ${page.stateScript}`);
}
