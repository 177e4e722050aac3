/** An item as the vendor publishes it right now: price, stock, shipping and delivery. */
import type { SimItem, SimVendor } from './catalog';
import { priceAt } from './prices';

export interface SimOffer {
  item: SimItem;
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: number;
  inStock: boolean;
  shippingCostCents: number;
  freeShipping: boolean;
  deliveryDays: [number, number];
  deliveryText: string;
}

export function offerFor(vendor: SimVendor, item: SimItem, now: number, pricePeriodMs: number): SimOffer {
  const price = priceAt(vendor.slug, item, now, pricePeriodMs);
  const policy = vendor.shippingPolicy;
  // Free shipping follows the shop's threshold as the price moves; without a policy, the listing's terms.
  const freeShipping = policy
    ? policy.freeShippingThresholdCents != null && price.priceCents >= policy.freeShippingThresholdCents
    : item.freeShipping;
  const shippingCostCents = freeShipping ? 0 : (policy?.standardShippingCents ?? item.shippingCostCents);
  const deliveryDays = item.nextDay ? ([1, 1] as [number, number]) : (item.deliveryDays ?? policy?.standardDays ?? [3, 7]);
  const [min, max] = deliveryDays;
  const deliveryText = item.nextDay ? 'Next business day' : min === max ? `${min} business days` : `${min}-${max} business days`;
  return {
    item,
    ...price,
    inStock: price.stockQuantity > 0,
    shippingCostCents,
    freeShipping,
    deliveryDays,
    deliveryText,
  };
}
