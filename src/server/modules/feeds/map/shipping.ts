/**
 * Shipping terms of an item from its `shipping` entries (Google: country, region, service, price,
 * handling and transit times). Entries for other countries are ignored; the cheapest US entry gives
 * the cost and delivery days, and any entry may make the offer same-day or next-day. An item without
 * US shipping quotes no cost: the offer rule then applies the vendor's standard rate as an estimate
 * (as Merchant Center falls back on the account's shipping settings), and its delivery days come from
 * the vendor's policy. Every US entry is kept as a shipping option.
 */
import type { ShippingPolicy, StoredShippingOption } from '../../../db/schema/vendors';
import { parseMoney } from './money';

export interface ShippingTerms {
  /** Null: the item quotes no US shipping. */
  shippingCostCents: number | null;
  hasFreeShipping: boolean;
  hasSameDayShipping: boolean;
  hasNextDayDelivery: boolean;
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
  shippingOptions: StoredShippingOption[];
}

export type ShippingResult = { ok: true; terms: ShippingTerms } | { ok: false; reason: string };

const SAME_DAY = /same[\s-]?day/i;
const NEXT_DAY = /next[\s-]?day|overnight|\b1[\s-]?day/i;

const days = (text: string | undefined): number | null => {
  if (text === undefined || !/^\s*\d{1,3}\s*$/.test(text)) return null;
  return Number(text);
};

interface Entry {
  service: string;
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
    service: service.trim() || 'Standard',
    cents,
    min,
    max,
    sameDay: SAME_DAY.test(service) || max === 0,
    nextDay: NEXT_DAY.test(service) || (max != null && max <= 1),
  };
}

/** An item without US shipping: no cost quoted (the offer rule estimates it), the vendor's usual days. */
function fromPolicy(policy: ShippingPolicy | null): ShippingTerms {
  return {
    shippingCostCents: null,
    hasFreeShipping: false,
    hasSameDayShipping: false,
    hasNextDayDelivery: false,
    deliveryDaysMin: policy?.standardDays[0] ?? null,
    deliveryDaysMax: policy?.standardDays[1] ?? null,
    shippingOptions: [],
  };
}

export function shippingTerms(entries: Record<string, string>[], policy: ShippingPolicy | null): ShippingResult {
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
  if (usable.length === 0) return { ok: true, terms: fromPolicy(policy) };
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
      shippingOptions: usable.map((e) => ({ service: e.service, costCents: e.cents, daysMin: e.min, daysMax: e.max })),
    },
  };
}
