import { formatUsd } from './money';

/**
 * A price change as the review queue shows it: "$9.29 → $0.93, −90%", "$10.00 → $45.00, +350%".
 * The percentage is whole, against the price before; a typographic minus, as a reader expects.
 */
export function priceChangeText(fromCents: number, toCents: number): string {
  const percent = fromCents > 0 ? Math.round(((toCents - fromCents) / fromCents) * 100) : 0;
  const signed = percent < 0 ? `\u2212${-percent}` : `+${percent}`;
  return `${formatUsd(fromCents / 100)} \u2192 ${formatUsd(toCents / 100)}, ${signed}%`;
}
