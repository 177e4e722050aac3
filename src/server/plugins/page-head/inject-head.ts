/**
 * Rewrites the built app shell's <head> for one page: title, description, canonical link, JSON-LD
 * and robots meta. A string transform on the small index.html Vite writes; no HTML renderer needed.
 */
import { linkPreviewTags, type PreviewImage, type PreviewOffer, SITE_PREVIEW_IMAGE } from '@shared/rules/link-preview';
import { documentTitle, type PageHead, SITE_NAME } from '@shared/rules/page-head';
import { serializeJsonLd } from '@shared/rules/structured-data';

/** Marks what the server put in, so the web app can take those elements over once it runs. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function beforeHeadEnd(html: string, fragment: string): string {
  return html.replace('</head>', `    ${fragment}\n  </head>`);
}

/** Title, description, canonical url (absolute, on `origin`) and JSON-LD of a page. */
export function injectPageHead(html: string, head: PageHead, origin: string): string {
  let out = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(documentTitle(head.title))}</title>`);
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, description)
    : beforeHeadEnd(out, description);
  if (head.canonicalPath) {
    const href = new URL(head.canonicalPath, origin).href;
    out = beforeHeadEnd(out, `<link rel="canonical" href="${escapeHtml(href)}" ${SERVER_HEAD_ATTRIBUTE} />`);
  }
  if (head.jsonLd) {
    // serializeJsonLd escapes "<", so the data can never close the script element.
    out = beforeHeadEnd(out, `<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${serializeJsonLd(head.jsonLd)}</script>`);
  }
  return out;
}

function unescapeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export interface LinkPreviewSubject {
  /** Absolute url of the page as shared: its canonical url, or the address asked for. */
  url: string;
  image?: PreviewImage | null;
  offer?: PreviewOffer | null;
}

/**
 * Open Graph and Twitter card tags, after the page's title and description are in place: the preview
 * says what the document's own <title> and description say, whoever set them.
 */
export function injectLinkPreview(html: string, subject: LinkPreviewSubject, origin: string): string {
  const title = unescapeHtml(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? SITE_NAME);
  const description = unescapeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  const image = subject.image ?? SITE_PREVIEW_IMAGE;
  const tags = linkPreviewTags({
    siteName: SITE_NAME,
    title,
    description,
    url: subject.url,
    image: { url: new URL(image.url, origin).href, alt: image.alt },
    imageIsSiteCard: !subject.image,
    offer: subject.offer ?? null,
  });
  const markup = tags.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" ${SERVER_HEAD_ATTRIBUTE} />`);
  return beforeHeadEnd(html, markup.join('\n    '));
}

/** Name of the meta that tells the app, before /api/health answers, to keep room for the demo-prices notice. */
export const DEMO_CATALOG_META = 'pitlane:demo-catalog';

export function injectDemoCatalogHint(html: string): string {
  return beforeHeadEnd(html, `<meta name="${DEMO_CATALOG_META}" content="true" />`);
}

/** Mirrors src/web/app/theme/theme-storage.ts: the theme the browser last showed. */
export const THEME_COOKIE = 'pitlane_theme';

/**
 * The visitor's last theme as <html>'s class, so a rendered page paints in it before any script runs
 * (the app then confirms it from localStorage). Anything but "light" or "dark" leaves the shell as it is.
 */
export function injectThemeClass(html: string, theme: string | undefined): string {
  if (theme !== 'light' && theme !== 'dark') return html;
  return html.replace(/<html([^>]*)>/, (tag, attributes: string) => (/\bclass=/.test(attributes) ? tag : `<html${attributes} class="${theme}">`));
}
