/**
 * The basket comparison: each part's offers side by side, each shop's in-stock total for the basket,
 * the cheapest shop that has everything, and the total of buying each part at its best offer. Totals
 * follow the offer rule (item price plus one unit's shipping, in stock only); amounts are dollars,
 * added in cents so sums do not drift.
 */
import { bestOffer, sortOffers, type RankedOffer } from './best-offer';

export interface BasketOfferInput extends RankedOffer {
  vendorId: number;
  vendorName: string;
}

export interface ShopTotal {
  vendorId: number;
  vendorName: string;
  total: number;
  partsInStock: number;
  complete: boolean;
}

const cents = (amount: number) => Math.round(amount * 100);

/** A shop's own best offer for a part: one entry per shop, in the offer rule's order. */
export function offersByShop<T extends BasketOfferInput>(offers: readonly T[]): T[] {
  const seen = new Set<number>();
  return sortOffers(offers).filter((o) => (seen.has(o.vendorId) ? false : (seen.add(o.vendorId), true)));
}

/** Each shop's total for the parts it has in stock; complete shops first, then cheapest. */
export function shopTotals(parts: readonly (readonly BasketOfferInput[])[]): ShopTotal[] {
  const shops = new Map<number, { vendorName: string; cents: number; partsInStock: number }>();
  for (const offers of parts) {
    for (const offer of offersByShop(offers)) {
      if (!offer.inStock) continue;
      const shop = shops.get(offer.vendorId) ?? { vendorName: offer.vendorName, cents: 0, partsInStock: 0 };
      shop.cents += cents(offer.totalPrice);
      shop.partsInStock += 1;
      shops.set(offer.vendorId, shop);
    }
  }
  return [...shops]
    .map(([vendorId, s]) => ({ vendorId, vendorName: s.vendorName, total: s.cents / 100, partsInStock: s.partsInStock, complete: s.partsInStock === parts.length }))
    .sort((a, b) => Number(b.complete) - Number(a.complete) || b.partsInStock - a.partsInStock || cents(a.total) - cents(b.total) || a.vendorName.localeCompare(b.vendorName));
}

/** The cheapest shop with every part in stock, or null. */
export function bestCompleteShop(totals: readonly ShopTotal[]): ShopTotal | null {
  return totals.filter((s) => s.complete).sort((a, b) => cents(a.total) - cents(b.total))[0] ?? null;
}

/** Every part at its own best in-stock offer; null when some part is in stock nowhere. */
export function bestPerPartTotal(parts: readonly (readonly BasketOfferInput[])[]): number | null {
  let sum = 0;
  for (const offers of parts) {
    const best = bestOffer(offers);
    if (!best) return null;
    sum += cents(best.totalPrice);
  }
  return sum / 100;
}
