/**
 * Money is carried as integer cents everywhere (storage and arithmetic) and only turned into a
 * decimal number at the edge: JSON responses and the screen.
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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

/** en-US, USD, exactly two decimals: 1234.5 -> "$1,234.50". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
