/**
 * The live pricing answer's figures: each result's discount and total price, the offer
 * rule's order (in stock first, then total price), the best offer as the lowest total with its vendor,
 * and the average total. Both figures are totals (item plus one unit's shipping), so they compare
 * like with like. Arithmetic in cents; amounts only at the edge.
 */
import type { LivePricingResponse, LivePricingResult, VendorStatus } from '@shared/schemas/pricing';
import { bestOffer, totalCents } from '@shared/rules/best-offer';
import { centsToAmount } from '@shared/rules/money';
import { sortByTotal } from '@shared/rules/live-offers';
import { discountPercent } from '@shared/rules/offers';
import { toShippingOptions } from '../parts';
import { wasPriceDisplay } from '../listings';
import { deliveryText } from './delivery-text';
import type { LiveOffer, VendorAnswer } from './live-offer';

export function toResult(answer: Pick<VendorAnswer, 'vendorId' | 'vendor'>, offer: LiveOffer): LivePricingResult {
  const price = centsToAmount(offer.priceCents);
  const originalPrice = offer.originalPriceCents == null ? null : centsToAmount(offer.originalPriceCents);
  const was = wasPriceDisplay(offer.priceCents, offer.originalPriceCents ?? null, offer.wasWindowPrices);
  // Stored offers carry one unit's shipping as the offer rule resolved it when they were stored.
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
    discount: was.wasPriceSupported ? discountPercent(price, originalPrice) : 0,
    wasPriceSupported: was.wasPriceSupported,
    lowest30DayPrice: was.lowest30DayCents == null ? null : centsToAmount(was.lowest30DayCents),
    inStock: offer.inStock ?? true,
    stockQuantity: offer.stockQuantity ?? null,
    hasFreeShipping: offer.hasFreeShipping ?? false,
    hasSameDayShipping: offer.hasSameDayShipping ?? false,
    hasNextDayDelivery: offer.hasNextDayDelivery ?? false,
    shippingCost: centsToAmount(shippingCents),
    shippingEstimated: offer.shippingEstimated ?? false,
    totalPrice: centsToAmount(totalCents(offer.priceCents, shippingCents)),
    estimatedDelivery: deliveryText(offer),
    deliveryDaysMin: offer.deliveryDaysMin ?? null,
    deliveryDaysMax: offer.deliveryDaysMax ?? null,
    shippingOptions: toShippingOptions(offer.shippingOptions),
    lastSeenAt: offer.lastSeenAt ?? new Date().toISOString(),
    productUrl: `/go/${offer.listingId}`,
  };
}

/** A vendor answer's results in the offer rule's order. */
export function answerResults(answer: VendorAnswer): LivePricingResult[] {
  return sortByTotal(answer.offers.map((offer) => toResult(answer, offer)));
}

const cents = (amount: number) => Math.round(amount * 100);

/** The best offer by the offer rule: its total price and vendor (0 and null when nothing is in stock). */
export function lowestOffer(results: readonly LivePricingResult[]): LivePricingResponse['lowestPrice'] {
  const best = bestOffer(sortByTotal(results));
  return { price: best?.totalPrice ?? 0, vendor: best?.vendor ?? null, listingId: best?.listingId ?? null };
}

/** Mean total price (item plus shipping) of every result, to the cent; 0 without offers. */
export function averagePrice(results: readonly LivePricingResult[]): number {
  if (results.length === 0) return 0;
  const total = results.reduce((sum, r) => sum + cents(r.totalPrice), 0);
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
