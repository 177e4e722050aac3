/** Derived rules on offers (spec 000 §3). Prices here are decimal amounts as the API returns them. */

export interface PricedOffer {
  price: number;
  originalPrice?: number | null;
  /** Past the freshness age ("price may be out of date"); absent means fresh. */
  stale?: boolean;
}

/**
 * The offers a "lowest price" is taken from: the fresh ones when there is any, else all of them. A
 * price nobody has confirmed lately is not advertised as the best one while a confirmed price exists.
 */
function priceCandidates<T extends PricedOffer>(offers: readonly T[]): readonly T[] {
  const fresh = offers.filter((o) => !o.stale);
  return fresh.length > 0 ? fresh : offers;
}

/** Rounded percentage saved; 0 when there is no real reduction. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice == null || originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The cheapest fresh offer (the cheapest stale one when none is fresh), or null for none. */
export function cheapestOffer<T extends PricedOffer>(offers: readonly T[]): T | null {
  const candidates = priceCandidates(offers);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, o) => (o.price < best.price ? o : best));
}

/** Minimum price of a list (fresh offers first, see `cheapestOffer`), 0 for an empty list. */
export function lowestPrice(offers: readonly PricedOffer[]): number {
  return cheapestOffer(offers)?.price ?? 0;
}

/** The original price of the cheapest offer, or null. */
export function originalPriceOfCheapest(offers: readonly PricedOffer[]): number | null {
  return cheapestOffer(offers)?.originalPrice ?? null;
}

/** Listing order everywhere offers are listed: fresh before stale, each cheapest first (stable otherwise). */
export function compareOffers(a: PricedOffer, b: PricedOffer): number {
  return Number(Boolean(a.stale)) - Number(Boolean(b.stale)) || a.price - b.price;
}

/** Number of distinct vendors among listings. */
export function vendorCount(listings: readonly { vendorId: number }[]): number {
  return new Set(listings.map((l) => l.vendorId)).size;
}

/** Brands de-duplicated, first occurrence order kept, case-insensitively. */
export function uniqueBrands(brands: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const brand of brands) {
    const key = brand.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(brand.trim());
  }
  return result;
}

export type StarKind = 'full' | 'half' | 'empty';

/** Five slots: full stars for the integer part, a half star when the fraction is 0.5 or more. */
export function stars(rating: number): StarKind[] {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5 ? 1 : 0;
  return [
    ...Array<StarKind>(full).fill('full'),
    ...Array<StarKind>(half).fill('half'),
    ...Array<StarKind>(5 - full - half).fill('empty'),
  ];
}

/** Structured-data review count: rating times 50, rounded down (spec 000 §2). */
export function structuredReviewCount(rating: number): number {
  return Math.floor(rating * 50);
}
