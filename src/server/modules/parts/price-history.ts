import type { DailyTotal } from '@shared/rules/deal-labels';
import { centsToAmount } from '@shared/rules/money';
import type { PriceHistory } from '@shared/schemas/parts';
import type { HistoryRow } from './parts.queries';

/**
 * Each day's best total (item price plus the listing's one-unit shipping), oldest first: the figure
 * the price history card and the deal labels both read. History records item prices only, so a past
 * day uses the shipping as stored now and cannot know past stock; today is the real best in-stock
 * total (`bestTotalToday`, the offer rule's, null when nothing is in stock).
 */
export function dailyBestTotals(rows: readonly HistoryRow[], bestTotalToday: number | null): DailyTotal[] {
  const totals = new Map<string, number | null>();
  for (const row of rows) {
    const total = row.price_cents == null ? null : row.price_cents + row.shipping_cost_cents;
    const best = totals.get(row.day);
    if (total != null && (best == null || total < best)) totals.set(row.day, total);
    else if (!totals.has(row.day)) totals.set(row.day, null);
  }
  const days = [...totals].map(([date, totalCents]) => ({ date, totalCents }));
  const today = days.at(-1);
  if (today) today.totalCents = bestTotalToday;
  return days;
}

/** One line per vendor of its item prices: a vendor listing the part twice counts with its cheaper offer. */
export function vendorItemPrices(rows: readonly HistoryRow[]): PriceHistory['vendors'] {
  const vendors = new Map<number, { vendorId: number; vendorName: string; byDay: Map<string, number | null> }>();
  for (const row of rows) {
    const vendor = vendors.get(row.vendor_id) ?? { vendorId: row.vendor_id, vendorName: row.vendor_name, byDay: new Map() };
    vendors.set(row.vendor_id, vendor);
    const previous = vendor.byDay.get(row.day);
    if (row.price_cents != null && (previous == null || row.price_cents < previous)) vendor.byDay.set(row.day, row.price_cents);
    else if (!vendor.byDay.has(row.day)) vendor.byDay.set(row.day, null);
  }
  return [...vendors.values()].map((v) => ({
    vendorId: v.vendorId,
    vendorName: v.vendorName,
    points: [...v.byDay].map(([date, cents]) => ({ date, price: cents == null ? null : centsToAmount(cents) })),
  }));
}
