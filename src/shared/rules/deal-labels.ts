/**
 * Honest deal labels, from a part's own price history (the EU Omnibus way): each label is shown only
 * where the history supports it, and computed from the best total a shopper could have paid each day
 * (the offer rule's best in-stock total, best-offer.ts).
 *
 * - "Lowest price in 90 days": today's best total is at or below every day's in the last 90.
 * - "Typical price $X": the median of the daily best totals of the last 90 days.
 * - "Price went up N% this week": today's best total is N% (N ≥ 1) above the one 7 days ago.
 * None of them without at least MIN_HISTORY_DAYS days of data.
 *
 * A vendor's "was" price (and "Save N%") is shown only when that vendor's own history shows the "was"
 * price held for at least WAS_PRICE_MIN_DAYS of the last 30 days; otherwise the strike-through is
 * dropped. The lowest price of the last 30 days is shown next to any discount.
 */

export const MIN_HISTORY_DAYS = 14;
export const LABEL_WINDOW_DAYS = 90;
export const WAS_PRICE_WINDOW_DAYS = 30;
export const WAS_PRICE_MIN_DAYS = 7;

/** One day's best total in cents, or null when nothing was in stock (or nothing known) that day. */
export interface DailyTotal {
  /** YYYY-MM-DD */
  date: string;
  totalCents: number | null;
}

export interface DealLabels {
  lowestIn90Days: boolean;
  /** Median of the daily best totals, cents; null when history does not support it. */
  typicalCents: number | null;
  /** Whole percent the best total rose in the last 7 days (≥ 1), else null. */
  weekRisePercent: number | null;
}

const NONE: DealLabels = { lowestIn90Days: false, typicalCents: null, weekRisePercent: null };

/** The median of whole cents, rounded to the cent (the mean of the middle two for an even count). */
export function medianCents(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The labels for a part whose best total today is `todayCents` (null: nothing in stock, no labels),
 * from its daily best totals, oldest first, ending today; only the last 90 days count.
 */
export function dealLabels(days: readonly DailyTotal[], todayCents: number | null): DealLabels {
  if (todayCents === null) return NONE;
  const window = days.slice(-LABEL_WINDOW_DAYS);
  const known = window.flatMap((d) => (d.totalCents === null ? [] : [d.totalCents]));
  if (known.length < MIN_HISTORY_DAYS) return NONE;
  const weekAgo = window.length > 7 ? window[window.length - 8]!.totalCents : null;
  const rise = weekAgo !== null && weekAgo > 0 ? Math.round(((todayCents - weekAgo) / weekAgo) * 100) : null;
  return {
    lowestIn90Days: known.every((cents) => todayCents <= cents),
    typicalCents: medianCents(known),
    weekRisePercent: rise !== null && rise >= 1 ? rise : null,
  };
}

export interface WasPriceVerdict {
  /** Show the strike-through and "Save N%". */
  supported: boolean;
  /** Days of the last 30 the vendor asked at least the "was" price. */
  daysHeld: number;
  /** The vendor's lowest price of the last 30 days (shown next to any discount), or null. */
  lowest30Cents: number | null;
}

/**
 * Whether a vendor's "was" price is supported by its own last 30 days of prices: `dailyPrices` holds
 * its item price on each of the last days, oldest first (null: not listed that day).
 */
export function wasPriceVerdict(dailyPrices: readonly (number | null)[], wasCents: number): WasPriceVerdict {
  const prices = dailyPrices.slice(-WAS_PRICE_WINDOW_DAYS).filter((cents): cents is number => cents !== null);
  const daysHeld = prices.filter((cents) => cents >= wasCents).length;
  return {
    supported: daysHeld >= WAS_PRICE_MIN_DAYS,
    daysHeld,
    lowest30Cents: prices.length ? Math.min(...prices) : null,
  };
}
