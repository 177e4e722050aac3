/**
 * What `npm run audit:offers` checks, on the answers the public API gives: one function per rule,
 * each returning whether a part (or a page, or a pair of neighbours) breaks it. They restate the offer
 * rule (src/shared/rules/best-offer.ts) from the shopper's side rather than calling it, so a fault in
 * the rule's use anywhere shows up here.
 */
import type { Listing, PartWithListings } from '../../src/shared/schemas/parts';
import type { SearchResponse } from '../../src/shared/schemas/search';

export const RULES = {
  bestNotInStockMinimum: 'best offer is not the in-stock offer with the lowest total',
  lowestPriceNotBestTotal: 'lowest price shown is not the best offer’s total',
  outOfStockFirst: 'an out-of-stock offer is listed before one in stock',
  offersOutOfOrder: 'offers not in order (fresh before stale, then total ascending)',
  totalNotItemPlusShipping: 'total price is not item price + shipping',
  badgeContradictsDelivery: 'delivery or shipping badge contradicts the offer’s terms',
  priceSortOutOfOrder: 'price sort not by best in-stock total (nothing in stock last)',
  featuredInResults: 'a part shown twice on a page (in the featured strip and the results)',
  jsonLdLowPrice: 'JSON-LD lowPrice differs from the page’s lowest price',
  jsonLdReviewCount: 'JSON-LD reviewCount differs from the page’s review count',
} as const;
export type Rule = keyof typeof RULES;

const cents = (amount: number) => Math.round(amount * 100);

/** The offers a best buy may come from: fresh ones in stock, else any in stock. */
function bestCandidates(listings: readonly Listing[]): Listing[] {
  const inStock = listings.filter((l) => l.inStock);
  const fresh = inStock.filter((l) => !l.stale);
  return fresh.length > 0 ? fresh : inStock;
}

export function bestNotInStockMinimum(part: PartWithListings): boolean {
  const candidates = bestCandidates(part.listings);
  if (candidates.length === 0) return part.bestListingId !== null;
  const best = candidates.find((l) => l.id === part.bestListingId);
  if (!best) return true;
  return candidates.some((l) => cents(l.totalPrice) < cents(best.totalPrice));
}

export function lowestPriceNotBestTotal(part: PartWithListings): boolean {
  const best = part.listings.find((l) => l.id === part.bestListingId);
  if (!best) return part.lowestPrice !== null;
  return part.lowestPrice === null || cents(part.lowestPrice) !== cents(best.totalPrice);
}

export function outOfStockFirst(part: PartWithListings): boolean {
  const firstOut = part.listings.findIndex((l) => !l.inStock);
  return firstOut >= 0 && part.listings.slice(firstOut).some((l) => l.inStock);
}

export function offersOutOfOrder(part: PartWithListings): boolean {
  for (let i = 1; i < part.listings.length; i++) {
    const a = part.listings[i - 1]!;
    const b = part.listings[i]!;
    if (a.inStock !== b.inStock) continue; // the stock groups are outOfStockFirst's
    if (a.stale && !b.stale) return true;
    if (a.stale === b.stale && cents(a.totalPrice) > cents(b.totalPrice)) return true;
  }
  return false;
}

export function totalNotItemPlusShipping(part: PartWithListings): boolean {
  return part.listings.some((l) => cents(l.totalPrice) !== cents(l.price) + cents(l.shippingCost));
}

/**
 * "Next Day" said of an offer that takes longer, a next-day flag with neither a one-day delivery nor a
 * next-day option, or "Free Shipping" beside a shipping charge.
 */
export function badgeContradictsDelivery(part: PartWithListings): boolean {
  return part.listings.some((l) => {
    const latest = l.deliveryDaysMax ?? l.deliveryDaysMin;
    const oneDay = latest != null && latest <= 1;
    const nextDayOption = l.shippingOptions.some((o) => o.daysMax != null && o.daysMax <= 1);
    if (l.hasNextDayDelivery && !oneDay && !nextDayOption) return true;
    if (!l.hasNextDayDelivery && (oneDay || nextDayOption)) return true;
    return l.hasFreeShipping && (l.shippingCost > 0 || l.shippingEstimated);
  });
}

/** Neighbours in a price sort: best in-stock totals in order, parts with nothing in stock after all others. */
export function priceSortOutOfOrder(previous: PartWithListings, next: PartWithListings, direction: 'asc' | 'desc'): boolean {
  if (previous.lowestPrice === null) return next.lowestPrice !== null;
  if (next.lowestPrice === null) return false;
  const step = cents(next.lowestPrice) - cents(previous.lowestPrice);
  return direction === 'asc' ? step < 0 : step > 0;
}

/**
 * Parts of one search page shown twice: in the featured strip and among the results. (That featured
 * placements do not move the results is the price-sort check's: every result is checked in order.)
 */
export function featuredInResults(page: Pick<SearchResponse, 'parts' | 'featured'>): number {
  const onPage = new Set(page.parts.map((p) => p.id));
  return page.featured.filter((p) => onPage.has(p.id)).length;
}

/** The product page's JSON-LD against what the page shows of the same part. */
export function jsonLdLowPrice(part: PartWithListings, jsonLd: Record<string, unknown> | null): boolean {
  const offers = jsonLd?.offers as { lowPrice?: string; availability?: string } | undefined;
  if (part.listings.length === 0) return offers !== undefined;
  // Nothing in stock: the page shows no lowest price, and the data must say out of stock.
  if (part.lowestPrice === null) return offers?.availability !== 'https://schema.org/OutOfStock';
  return offers?.lowPrice !== part.lowestPrice.toFixed(2);
}

export function jsonLdReviewCount(part: PartWithListings, jsonLd: Record<string, unknown> | null): boolean {
  const rating = jsonLd?.aggregateRating as { reviewCount?: number } | undefined;
  if (part.rating <= 0 || part.reviewCount <= 0) return rating !== undefined;
  return rating?.reviewCount !== part.reviewCount;
}

/** The per-part checks that need only the part as the API sends it. */
export const PART_CHECKS: readonly [Rule, (part: PartWithListings) => boolean][] = [
  ['bestNotInStockMinimum', bestNotInStockMinimum],
  ['lowestPriceNotBestTotal', lowestPriceNotBestTotal],
  ['outOfStockFirst', outOfStockFirst],
  ['offersOutOfOrder', offersOutOfOrder],
  ['totalNotItemPlusShipping', totalNotItemPlusShipping],
  ['badgeContradictsDelivery', badgeContradictsDelivery],
];
