/**
 * The live pricing answer's figures (spec 000 §3): each result's discount, the order by total
 * price (price + shipping), the lowest price with its vendor and the average price.
 * Arithmetic in cents; amounts only at the edge.
 */
import type { LivePricingResponse, LivePricingResult, VendorStatus } from '@shared/schemas/pricing';
import { centsToAmount } from '@shared/rules/money';
import { sortByTotal } from '@shared/rules/live-offers';
import { discountPercent, lowestPrice } from '@shared/rules/offers';
import { deliveryText } from './delivery-text';
import type { LiveOffer, VendorAnswer } from './live-offer';

export function toResult(answer: Pick<VendorAnswer, 'vendorId' | 'vendor'>, offer: LiveOffer): LivePricingResult {
  const price = centsToAmount(offer.priceCents);
  const originalPrice = offer.originalPriceCents == null ? null : centsToAmount(offer.originalPriceCents);
  const shippingCents = offer.hasFreeShipping ? 0 : (offer.shippingCostCents ?? 0);
  return {
    listingId: offer.listingId,
    partId: offer.partId,
    vendorId: answer.vendorId,
    vendor: answer.vendor,
    partName: offer.partName,
    partNumber: offer.partNumber,
    brand: offer.brand,
    price,
    originalPrice,
    discount: discountPercent(price, originalPrice),
    inStock: offer.inStock ?? true,
    stockQuantity: offer.stockQuantity ?? null,
    hasFreeShipping: offer.hasFreeShipping ?? false,
    hasSameDayShipping: offer.hasSameDayShipping ?? false,
    hasNextDayDelivery: offer.hasNextDayDelivery ?? false,
    shippingCost: centsToAmount(shippingCents),
    totalPrice: centsToAmount(offer.priceCents + shippingCents),
    estimatedDelivery: deliveryText(offer),
    productUrl: `/go/${offer.listingId}`,
  };
}

/** A vendor answer's results, cheapest total first. */
export function answerResults(answer: VendorAnswer): LivePricingResult[] {
  return sortByTotal(answer.offers.map((offer) => toResult(answer, offer)));
}

const cents = (amount: number) => Math.round(amount * 100);

/** Lowest price (spec rule: minimum price, 0 without offers) and the vendor offering it. */
export function lowestOffer(results: readonly LivePricingResult[]): LivePricingResponse['lowestPrice'] {
  const price = lowestPrice(results);
  const cheapest = results.find((r) => r.price === price);
  return { price, vendor: cheapest?.vendor ?? null };
}

/** Mean price to the cent, 0 without offers. */
export function averagePrice(results: readonly LivePricingResult[]): number {
  if (results.length === 0) return 0;
  const total = results.reduce((sum, r) => sum + cents(r.price), 0);
  return centsToAmount(Math.round(total / results.length));
}

export function toVendorStatus(answer: VendorAnswer): VendorStatus {
  return {
    vendorId: answer.vendorId,
    vendor: answer.vendor,
    status: answer.status,
    ms: answer.ms,
    offers: answer.offers.length,
    unmatched: answer.unmatched,
    cached: answer.cached,
    ...(answer.message ? { message: answer.message } : {}),
  };
}
