/**
 * Money is carried as integer cents everywhere (storage and arithmetic) and only turned into a
 * decimal number at the edge: JSON responses and the screen.
 */

import { formatCount } from './text';

/** Whole cents to a decimal amount for JSON (12995 -> 129.95). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * A decimal amount (number or numeric text such as "129.95") to whole cents, or null when it is
 * not a finite, non-negative amount with at most two decimals' worth of meaning.
 */
export function amountToCents(amount: number | string): number | null {
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim());
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}

/**
 * en-US, USD, exactly two decimals: 1234.5 -> "$1,234.50", -5 -> "-$5.00". Written out rather than
 * with Intl.NumberFormat: building a currency formatter loads locale data, which on a slow phone
 * costs more than drawing a page's prices, and this format never changes.
 */
export function formatUsd(amount: number): string {
  const size = Math.abs(amount);
  // Rounded from the shortest decimal spelling, as Intl does (1.005 -> 1.01, not binary's 1.00).
  const cents = String(size).includes('e') ? Math.round(size * 100) : Math.round(Number(`${size}e2`));
  const whole = formatCount(Math.floor(cents / 100));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
