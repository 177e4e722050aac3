/**
 * The vendor's url for a click-out, with the vendor's affiliate parameters applied.
 *
 * Templates come in two shapes:
 * - "{url}?utm_source=pitlane&aff=123": parameters added to the listing url (merged properly even
 *   when the listing url already has a query string);
 * - "https://network.example/click?m=42&dest={url_encoded}": a network redirect wrapping the url.
 *
 * Returns null unless the result is an http(s) url: a feed can never turn a link into a script.
 */
export function affiliateLink(listingUrl: string, template: string | null | undefined): string | null {
  const target = safeHttpUrl(listingUrl);
  if (!target) return null;
  if (!template) return target.toString();

  const paramsOnly = /^\{url\}[?&](.*)$/.exec(template);
  if (paramsOnly) {
    for (const [key, value] of new URLSearchParams(paramsOnly[1])) target.searchParams.set(key, value);
    return target.toString();
  }
  const wrapped = template
    .replaceAll('{url_encoded}', encodeURIComponent(target.toString()))
    .replaceAll('{url}', target.toString());
  return safeHttpUrl(wrapped)?.toString() ?? null;
}

export function safeHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
