/**
 * A vendor's price for an item at a moment: the catalog base times the vendor's own factor
 * (−5 % … +4 %), which changes now and then (each item on its own schedule, within `periodMs`),
 * rounded to a retail-looking .x9. Stock moves on the same schedule. Deterministic: the same vendor,
 * item and period always give the same figures, so a feed and a search agree.
 */
import type { SimItem } from './catalog';
import { unitFor } from './random';

export interface PricePoint {
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: number;
}

/** Rounds to the nearest ten cents, minus one: 12345 → 12339... 12349. */
const retail = (cents: number) => Math.max(99, Math.round(cents / 10) * 10 - 1);

export function priceAt(vendorSlug: string, item: SimItem, now: number, periodMs: number): PricePoint {
  const key = `${vendorSlug}|${item.sku}`;
  const phase = unitFor(`${key}|phase`) * periodMs;
  const period = Math.floor((now + phase) / periodMs);
  const factor = 0.95 + 0.09 * unitFor(`${key}|${period}`);
  const priceCents = retail(item.basePriceCents * factor);
  const ratio = item.baseOriginalPriceCents ? item.baseOriginalPriceCents / item.basePriceCents : null;
  const originalPriceCents = ratio && ratio > 1.01 ? retail(priceCents * ratio) : null;
  // About one item in ten is out of stock at any time.
  const stockQuantity = Math.max(0, Math.floor(unitFor(`${key}|${period}|stock`) * 28) - 2);
  return { priceCents, originalPriceCents, stockQuantity };
}
