import type { VendorOffer } from './connectors/types';

/** The vendor's delivery wording, or one derived from its flags and days. */
export function deliveryText(offer: VendorOffer): string {
  if (offer.estimatedDelivery) return offer.estimatedDelivery;
  if (offer.hasNextDayDelivery) return 'Next business day';
  const min = offer.deliveryDaysMin ?? null;
  const max = offer.deliveryDaysMax ?? min;
  if (min != null && max != null) {
    const days = min === max ? `${min}` : `${min}-${max}`;
    return `${days} business day${max === 1 ? '' : 's'}`;
  }
  if (offer.hasSameDayShipping) return 'Ships today';
  return 'Delivery time not stated';
}
