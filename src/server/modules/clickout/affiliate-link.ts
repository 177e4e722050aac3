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

/** Our parameters on a retailer page reached without a network: the retailer's analytics credit the visit to us. */
export const UTM_PARAMETERS = { utm_source: 'pitlane', utm_medium: 'referral', utm_campaign: 'price-comparison' } as const;

export interface ClickTargetInput {
  /** The retailer's page. */
  url: string;
  /** The network's tracking link the feed or answer gave for this offer. */
  trackingUrl: string | null;
  /** The vendor's link template (its network's deep link, or parameters for the retailer's page). */
  template: string | null;
}

/**
 * Where a click-out goes: the network's tracking link when the offer has one (that is what pays a
 * commission), else the vendor's link template applied to the retailer's page (Awin cread.php,
 * AvantLink click.php, CJ deep link, eBay Partner Network campid...), else the retailer's page with
 * our UTM parameters. Null when none of these is an http(s) url.
 */
export function clickDestination(input: ClickTargetInput): string | null {
  const tracking = input.trackingUrl ? safeHttpUrl(input.trackingUrl) : null;
  if (tracking) return tracking.toString();
  if (input.template) return affiliateLink(input.url, input.template);
  const page = safeHttpUrl(input.url);
  if (!page) return null;
  for (const [key, value] of Object.entries(UTM_PARAMETERS)) if (!page.searchParams.has(key)) page.searchParams.set(key, value);
  return page.toString();
}
