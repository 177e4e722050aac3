/**
 * Shipping terms of an item from its `shipping` entries (Google: country, region, service, price,
 * handling and transit times). Entries for other countries are ignored; the cheapest US entry gives
 * the cost and delivery days, and any entry may make the offer same-day or next-day. An item without
 * US shipping falls back on the vendor's shipping policy, as Merchant Center falls back on the
 * account's shipping settings.
 */
import type { ShippingPolicy } from '../../../db/schema/vendors';
import { parseMoney } from './money';

export interface ShippingTerms {
  shippingCostCents: number;
  hasFreeShipping: boolean;
  hasSameDayShipping: boolean;
  hasNextDayDelivery: boolean;
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
}

export type ShippingResult = { ok: true; terms: ShippingTerms } | { ok: false; reason: string };

const SAME_DAY = /same[\s-]?day/i;
const NEXT_DAY = /next[\s-]?day|overnight|\b1[\s-]?day/i;

const days = (text: string | undefined): number | null => {
  if (text === undefined || !/^\s*\d{1,3}\s*$/.test(text)) return null;
  return Number(text);
};

interface Entry {
  cents: number;
  min: number | null;
  max: number | null;
  sameDay: boolean;
  nextDay: boolean;
}

function toEntry(raw: Record<string, string>, cents: number): Entry {
  const transitMin = days(raw.min_transit_time) ?? days(raw.max_transit_time);
  const transitMax = days(raw.max_transit_time) ?? transitMin;
  const handlingMin = days(raw.min_handling_time) ?? 0;
  const handlingMax = days(raw.max_handling_time) ?? handlingMin;
  const min = transitMin == null ? null : handlingMin + transitMin;
  const max = transitMax == null ? null : handlingMax + transitMax;
  const service = raw.service ?? '';
  return {
    cents,
    min,
    max,
    sameDay: SAME_DAY.test(service) || max === 0,
    nextDay: NEXT_DAY.test(service) || (max != null && max <= 1),
  };
}

function fromPolicy(priceCents: number, policy: ShippingPolicy | null): ShippingTerms {
  if (!policy) {
    return { shippingCostCents: 0, hasFreeShipping: false, hasSameDayShipping: false, hasNextDayDelivery: false, deliveryDaysMin: null, deliveryDaysMax: null };
  }
  const free = policy.freeShippingThresholdCents != null && priceCents >= policy.freeShippingThresholdCents;
  return {
    shippingCostCents: free ? 0 : policy.standardShippingCents,
    hasFreeShipping: free,
    hasSameDayShipping: false,
    hasNextDayDelivery: false,
    deliveryDaysMin: policy.standardDays[0],
    deliveryDaysMax: policy.standardDays[1],
  };
}

export function shippingTerms(entries: Record<string, string>[], priceCents: number, policy: ShippingPolicy | null): ShippingResult {
  const usable: Entry[] = [];
  for (const raw of entries) {
    const country = (raw.country ?? '').trim().toUpperCase();
    if (country && country !== 'US') continue;
    if (raw.price === undefined) continue;
    const money = parseMoney(raw.price, 'shipping price');
    if (!money.ok) return money;
    if (money.currency !== 'USD') return { ok: false, reason: `shipping price currency ${money.currency} is not USD` };
    usable.push(toEntry(raw, money.cents));
  }
  if (usable.length === 0) return { ok: true, terms: fromPolicy(priceCents, policy) };
  const cheapest = usable.reduce((best, entry) => (entry.cents < best.cents ? entry : best));
  return {
    ok: true,
    terms: {
      shippingCostCents: cheapest.cents,
      hasFreeShipping: cheapest.cents === 0,
      hasSameDayShipping: usable.some((e) => e.sameDay),
      hasNextDayDelivery: usable.some((e) => e.nextDay),
      deliveryDaysMin: cheapest.min,
      deliveryDaysMax: cheapest.max,
    },
  };
}
