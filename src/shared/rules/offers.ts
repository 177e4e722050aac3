/**
 * Derived figures of offers: discount, vendor count, brands, stars. Which offer is the
 * best and what it costs in total is the offer rule's (best-offer.ts). Prices are decimal amounts.
 */

/** Rounded percentage saved; 0 when there is no real reduction. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice == null || originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** An offer as the API sends it, with the server's was-price decision. */
export interface DiscountClaim {
  price: number;
  originalPrice: number | null;
  wasPriceSupported: boolean;
  lowest30DayPrice: number | null;
}

/** The discount a screen may show: the "was" price, the percent saved and the 30-day low beside it. */
export interface ShownDiscount {
  was: number;
  percent: number;
  lowest30Days: number | null;
}

/**
 * The one decision every screen follows: a strike-through and "Save N%" only for a real reduction
 * whose "was" price the vendor's own history supports (decided by the server, deal-labels.ts).
 */
export function shownDiscount(offer: DiscountClaim | null | undefined): ShownDiscount | null {
  if (!offer?.wasPriceSupported || offer.originalPrice == null) return null;
  const percent = discountPercent(offer.price, offer.originalPrice);
  return percent > 0 ? { was: offer.originalPrice, percent, lowest30Days: offer.lowest30DayPrice } : null;
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
