import { CLICK_PAGE_TYPES, type ClickPageType } from '@shared/rules/click-origin';
import type { ClickoutsReport } from '@shared/schemas/admin-clickouts';
import type { Database } from '../../db/client';
import { countByPageType, countByVendorAndDay, findClickExportRows, findReportVendors, findTopParts, type ClickExportRow } from './clickout-report.queries';

const TOP_PARTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC dates of the last `days` days, today last. */
export function periodDates(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The estimate in cents: clicks × average order value × commission rate, rounded to the cent. */
export function estimatedCommissionCents(clicks: number, averageOrderValueCents: number, commissionRate: number): number {
  return Math.round(clicks * averageOrderValueCents * commissionRate);
}

export const ESTIMATE_ASSUMPTIONS = [
  'Estimated commission = click-outs × the vendor\'s average order value × its commission rate.',
  'It assumes every click-out becomes one order of the average value; real conversion is lower, so read it as an upper bound.',
  'Average order values and commission rates are the ones set on each vendor today; days are UTC.',
];

export function createClickoutReportService(db: Database) {
  return {
    async report(days: number): Promise<ClickoutsReport> {
      const dates = periodDates(days);
      const from = dates[0]!;
      const [counts, vendors, pageTypes, topParts] = await Promise.all([
        countByVendorAndDay(db, from),
        findReportVendors(db, from),
        countByPageType(db, from),
        findTopParts(db, from, TOP_PARTS),
      ]);
      const perVendor = new Map<number, Map<string, number>>();
      for (const c of counts) {
        const byDay = perVendor.get(c.vendor_id) ?? new Map<string, number>();
        byDay.set(c.date, c.clicks);
        perVendor.set(c.vendor_id, byDay);
      }
      const totals = new Map<string, number>();
      const vendorRows = vendors.map((v) => {
        const byDay = perVendor.get(v.id) ?? new Map<string, number>();
        const series = dates.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }));
        for (const { date, clicks } of series) totals.set(date, (totals.get(date) ?? 0) + clicks);
        const clicks = series.reduce((sum, d) => sum + d.clicks, 0);
        const rate = Number(v.commission_rate);
        return {
          vendorId: v.id,
          vendorName: v.name,
          vendorSlug: v.slug,
          clicks,
          byDay: series,
          commissionRate: rate,
          averageOrderValue: v.average_order_value_cents / 100,
          estimatedCommission: estimatedCommissionCents(clicks, v.average_order_value_cents, rate) / 100,
        };
      });
      vendorRows.sort((a, b) => b.clicks - a.clicks || a.vendorName.localeCompare(b.vendorName));
      const byType = new Map<ClickPageType, number>();
      for (const row of pageTypes) byType.set(row.page_type ?? 'other', (byType.get(row.page_type ?? 'other') ?? 0) + row.clicks);
      const commissionCents = vendorRows.reduce((sum, v) => sum + Math.round(v.estimatedCommission * 100), 0);
      return {
        days,
        from,
        to: dates[dates.length - 1]!,
        totalClicks: vendorRows.reduce((sum, v) => sum + v.clicks, 0),
        estimatedCommission: commissionCents / 100,
        byDay: dates.map((date) => ({ date, clicks: totals.get(date) ?? 0 })),
        vendors: vendorRows,
        byPageType: CLICK_PAGE_TYPES.map((pageType) => ({ pageType, clicks: byType.get(pageType) ?? 0 })),
        topParts: topParts.map((p) => ({ partId: p.part_id, name: p.name, partNumber: p.part_number, slug: p.slug, clicks: p.clicks })),
        assumptions: ESTIMATE_ASSUMPTIONS,
      };
    },

    async exportRows(days: number): Promise<ClickExportRow[]> {
      return findClickExportRows(db, periodDates(days)[0]!);
    },
  };
}

export type ClickoutReportService = ReturnType<typeof createClickoutReportService>;
