import { formatUsd } from '@shared/rules/money';
import { formatLongDay } from './chart-format';
import type { PricePoint } from './chart-scale';

/** The figures a buyer reads off the chart: where it started, where it is now, its low and high. */
export interface HistoryFacts {
  first: PricePoint;
  current: PricePoint;
  /** The most recent day on which the lowest price was seen. */
  low: PricePoint;
  high: PricePoint;
}

export function historyFacts(points: readonly PricePoint[]): HistoryFacts | null {
  const first = points[0];
  const current = points.at(-1);
  if (!first || !current) return null;
  let low = first;
  let high = first;
  for (const point of points) {
    if (point.price <= low.price) low = point;
    if (point.price > high.price) high = point;
  }
  return { first, current, low, high };
}

export type VerdictTone = 'best' | 'good' | 'high';

/** How today's best total compares with the 90-day low (both best totals), in words and a tone for its colour. */
export function priceVerdict(facts: HistoryFacts): { tone: VerdictTone; text: string } {
  const { current, low } = facts;
  if (current.price <= low.price) return { tone: 'best', text: 'Lowest price in 90 days' };
  const above = Math.round(((current.price - low.price) / low.price) * 100);
  if (above <= 5) return { tone: 'good', text: `Close to the 90-day low (${Math.max(above, 1)}% above)` };
  return { tone: 'high', text: `${above}% above the 90-day low` };
}

/** The chart's text alternative: the whole story in one sentence. */
export function chartSummary(facts: HistoryFacts): string {
  const { first, current, low, high } = facts;
  return (
    `Best total (item + shipping) across vendors over the last 90 days: ${formatUsd(first.price)} on ${formatLongDay(first.date)}, ` +
    `${formatUsd(current.price)} now (${formatLongDay(current.date)}). ` +
    `90-day low ${formatUsd(low.price)} on ${formatLongDay(low.date)}; high ${formatUsd(high.price)} on ${formatLongDay(high.date)}.`
  );
}
