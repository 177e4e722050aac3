import { dealLabels, LABEL_WINDOW_DAYS, type DailyTotal } from '@shared/rules/deal-labels';
import { centsToAmount } from '@shared/rules/money';
import type { DealLabelsView } from '@shared/schemas/parts';
import type { Database } from '../../db/client';
import { findBestTotals, findPriceSpans, type PriceSpanRow } from './deal-labels.queries';

export const NO_DEAL_LABELS: DealLabelsView = { lowestIn90Days: false, typicalPrice: null, weekRisePercent: null };

/** The rule's labels as the API sends them (dollars). */
export function toDealLabelsView(labels: ReturnType<typeof dealLabels>): DealLabelsView {
  return {
    lowestIn90Days: labels.lowestIn90Days,
    typicalPrice: labels.typicalCents === null ? null : centsToAmount(labels.typicalCents),
    weekRisePercent: labels.weekRisePercent,
  };
}

/** The 90 calendar days ending `today` (YYYY-MM-DD, UTC as the database's current_date is read). */
function windowDates(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: LABEL_WINDOW_DAYS }, (_, i) => new Date(end - (LABEL_WINDOW_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Each part's daily totals over the whole window, the lowest span in force at each day's end, days
 * without an offer as null, today as the best in-stock total.
 */
function dailyTotalsByPart(spans: readonly PriceSpanRow[], bestTotals: Map<number, number | null>): Map<number, DailyTotal[]> {
  const lowest = new Map<number, (number | null)[]>();
  for (const span of spans) {
    let days = lowest.get(span.part_id);
    if (!days) lowest.set(span.part_id, (days = new Array<number | null>(LABEL_WINDOW_DAYS).fill(null)));
    for (let day = span.first_day; day <= span.last_day; day++) {
      const seen = days[day];
      if (seen == null || span.total_cents < seen) days[day] = span.total_cents;
    }
  }
  const today = spans[0]?.today;
  const dates = today ? windowDates(today) : [];
  return new Map(
    [...lowest].map(([partId, days]) => {
      const series = dates.map((date, day) => ({ date, totalCents: days[day] ?? null }));
      const last = series.at(-1);
      if (last) last.totalCents = bestTotals.get(partId) ?? null;
      return [partId, series];
    }),
  );
}

/**
 * Deal labels for a page of parts in two statements, whatever its size (search cards). The part page
 * reads the same rule from the same figures through its price history answer.
 */
export async function dealLabelsForParts(db: Database, partIds: readonly number[]): Promise<Map<number, DealLabelsView>> {
  const [spans, bestTotals] = await Promise.all([findPriceSpans(db, partIds), findBestTotals(db, partIds)]);
  const totals = dailyTotalsByPart(spans, bestTotals);
  return new Map(partIds.map((id) => [id, toDealLabelsView(dealLabels(totals.get(id) ?? [], bestTotals.get(id) ?? null))]));
}
