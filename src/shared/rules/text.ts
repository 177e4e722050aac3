/** Small text rules shared by pages and the server's page meta. */

/** Page meta description: the first 160 characters. */
export function metaDescription(text: string, max = 160): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** URL slug: lower case, ASCII letters and digits joined by single hyphens. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A whole number with en-US thousands separators (12345 -> "12,345"). Written out rather than with
 * toLocaleString, which builds a number formatter (and loads locale data) on every call.
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return sign + Math.round(Math.abs(count)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
