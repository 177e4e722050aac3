import { z } from 'zod';

import { CLICK_PAGE_TYPES } from '../rules/click-origin';

export { CLICK_PAGE_TYPES, type ClickPageType } from '../rules/click-origin';

export const MAX_REPORT_DAYS = 366;

export const clickoutsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(MAX_REPORT_DAYS, `must be at most ${MAX_REPORT_DAYS}`)
    .default(30),
});
export type ClickoutsQuery = z.infer<typeof clickoutsQuerySchema>;

const dayCount = z.object({ date: z.string(), clicks: z.number() });

export const clickoutVendorSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  vendorSlug: z.string(),
  clicks: z.number(),
  /** Every day of the period, oldest first, zeros included. */
  byDay: z.array(dayCount),
  commissionRate: z.number(),
  averageOrderValue: z.number(),
  /** clicks × average order value × commission rate, in dollars. */
  estimatedCommission: z.number(),
});

export const clickoutsReportSchema = z.object({
  days: z.number(),
  /** First and last day of the period (UTC dates). */
  from: z.string(),
  to: z.string(),
  totalClicks: z.number(),
  estimatedCommission: z.number(),
  byDay: z.array(dayCount),
  vendors: z.array(clickoutVendorSchema),
  byPageType: z.array(z.object({ pageType: z.enum(CLICK_PAGE_TYPES), clicks: z.number() })),
  topParts: z.array(z.object({ partId: z.number(), name: z.string(), partNumber: z.string(), slug: z.string(), clicks: z.number() })),
  /** How the estimate is made, in words, for the page to show beside it. */
  assumptions: z.array(z.string()),
});
export type ClickoutsReport = z.infer<typeof clickoutsReportSchema>;
