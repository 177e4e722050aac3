/**
 * Text builders for the sitemaps protocol (https://www.sitemaps.org/protocol.html) and robots.txt.
 * Pure functions: the urls come in absolute and unescaped; escaping happens here, once.
 */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>`: one `<url><loc>` per page. */
export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...entries, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` pointing at further sitemap files, for catalogs too large for one file. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n');
}

/** While the site is gated nothing is public: crawlers are asked to stay away altogether. */
export function robotsTxtDisallowAll(): string {
  return ['User-agent: *', 'Disallow: /', ''].join('\n');
}

/**
 * Crawlers may read every page; data, private and click-out routes are not pages. The sitemap
 * line must be absolute, hence the base.
 */
export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /private/', 'Disallow: /go/', '', `Sitemap: ${base}/sitemap.xml`, ''].join(
    '\n',
  );
}
