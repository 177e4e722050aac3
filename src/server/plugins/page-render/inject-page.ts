import type { RenderedPage } from './page-renderer';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts a rendered page into the shell's empty #root, followed by the data block it hydrates from.
 * The page's scripts are fetched at low priority: the HTML already shows the page, so the styles
 * and the page's main picture go first and the code that makes it interactive follows. (In the
 * empty shell the scripts draw the page, so there they keep their high priority.)
 */
export function injectRenderedPage(html: string, page: RenderedPage): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  return (
    html
      // A function, not a replacement string: page text may hold "$&" and the like (prices hold "$").
      .replace(EMPTY_ROOT, () => `<div id="root">${page.rootHtml}</div>\n    ${page.stateScript}`)
      .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
  );
}
