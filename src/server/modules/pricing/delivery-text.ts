import { deliversNextDay } from '@shared/rules/best-offer';
import type { VendorOffer } from './connectors/types';

/**
 * The vendor's delivery wording, or one derived from its days: "Next business day" only when the offer
 * itself arrives in a day (a next-day option on a slower offer is said beside it, not instead of it).
 */
export function deliveryText(offer: VendorOffer): string {
  if (offer.estimatedDelivery) return offer.estimatedDelivery;
  const min = offer.deliveryDaysMin ?? null;
  const max = offer.deliveryDaysMax ?? min;
  if (deliversNextDay({ deliveryDaysMin: min, deliveryDaysMax: max })) return 'Next business day';
  if (min != null && max != null) {
    const days = min === max ? `${min}` : `${min}-${max}`;
    return `${days} business day${max === 1 ? '' : 's'}`;
  }
  if (offer.hasNextDayDelivery) return 'Next-day delivery available';
  if (offer.hasSameDayShipping) return 'Ships today';
  return 'Delivery time not stated';
}
