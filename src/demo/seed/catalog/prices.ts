/** Retail price shaping, all in integer cents. */
import type { Random } from '../random';

/**
 * Rounds like a shop's price list: discount catalogs keep odd cents ($23.87), specialists price to
 * .99 (and .49 below $20).
 */
export function retailPrice(cents: number, oddCents: boolean): number {
  const whole = Math.max(99, Math.round(cents));
  if (oddCents) return whole;
  const step = whole < 2000 ? 50 : 100;
  return Math.max(99, Math.round(whole / step) * step - 1);
}

/** A price drawn around `baseCents` by up to ±`spread` (a fraction), rounded like the vendor's list. */
export function priceAround(baseCents: number, spread: number, rng: Random, oddCents: boolean): number {
  return retailPrice(baseCents * rng.between(1 - spread, 1 + spread), oddCents);
}

/** "Was" price for a sale: 12-35% above the current one, on a .99 ending. */
export function saleOriginalPrice(priceCents: number, rng: Random): number {
  const original = retailPrice(priceCents * rng.between(1.12, 1.35), false);
  return original > priceCents ? original : priceCents + 100;
}
