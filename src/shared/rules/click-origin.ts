/**
 * Where a click-out came from. A Buy link can say so itself (`/go/{id}?from=live` in the live pricing
 * dialog, which opens over other pages); otherwise the server reads it from the path of our page that
 * sent the click.
 */
export const CLICK_PAGE_TYPES = ['search', 'part', 'product', 'live', 'basket', 'other'] as const;
export type ClickPageType = (typeof CLICK_PAGE_TYPES)[number];

/** What a Buy link may say about itself in `?from=`. */
export const CLICK_ORIGINS = ['search', 'part', 'product', 'live', 'basket'] as const;
export type ClickOrigin = (typeof CLICK_ORIGINS)[number];

export function isClickOrigin(value: unknown): value is ClickOrigin {
  return typeof value === 'string' && (CLICK_ORIGINS as readonly string[]).includes(value);
}

/** A tracked click-out link (`/go/{id}`) that names the kind of page it is on; other urls unchanged. */
export function withClickOrigin(url: string, origin: ClickOrigin): string {
  if (!url.startsWith('/go/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}from=${origin}`;
}

/** The page type of a click from our page at `path` (no query string), when the link did not say. */
export function pageTypeOfPath(path: string | null): ClickPageType {
  if (!path) return 'other';
  if (path === '/search' || path.startsWith('/search/')) return 'search';
  if (path.startsWith('/part/') || path === '/part-number-search' || path === '/part-search') return 'part';
  if (path.startsWith('/product/')) return 'product';
  if (path === '/basket') return 'basket';
  return 'other';
}
