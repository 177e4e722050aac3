import { z } from 'zod';
import { MAX_ROW_ID } from './common';
import { adminPage, adminTableQuery } from './admin-table';
import { FEED_FORMATS, FEED_RUN_STATUSES, feedRunSchema } from './feeds';

/** A run in the console's table: the run plus how long it took. */
export const feedRunRowSchema = feedRunSchema.extend({ durationMs: z.number().nullable() });
export type FeedRunRow = z.infer<typeof feedRunRowSchema>;

export const FEED_RUN_SORTS = ['startedAt', 'vendor', 'status', 'itemsRead', 'rejected', 'unmatched', 'duration'] as const;
export const feedRunTableQuerySchema = adminTableQuery(FEED_RUN_SORTS, 'startedAt', 'desc').extend({
  vendorId: z.coerce.number({ error: 'must be a vendor id' }).int().positive('must be a vendor id').max(MAX_ROW_ID, 'must be a vendor id').optional(),
  status: z.enum(FEED_RUN_STATUSES, { error: `must be one of ${FEED_RUN_STATUSES.join(', ')}` }).optional(),
});
export type FeedRunTableQuery = z.infer<typeof feedRunTableQuerySchema>;
export const feedRunTableResponseSchema = adminPage(feedRunRowSchema);
export type FeedRunTableResponse = z.infer<typeof feedRunTableResponseSchema>;

/** Each vendor's feed: where it comes from, its schedule, its last run and its open review-queue entries. */
export const feedScheduleSchema = z.object({
  vendors: z.array(
    z.object({
      vendorId: z.number(),
      vendorSlug: z.string(),
      vendorName: z.string(),
      isActive: z.boolean(),
      feedUrl: z.string().nullable(),
      feedIntervalMinutes: z.number().nullable(),
      /** A cron expression (UTC) that replaces the interval, when set. */
      feedSchedule: z.string().nullable(),
      /** The format set for the vendor; null: detected. */
      feedFormat: z.enum(FEED_FORMATS).nullable(),
      lastRun: feedRunRowSchema.nullable(),
      /** When the scheduler will next fetch it; null without a url and interval (or paused). */
      nextDueAt: z.string().nullable(),
      openUnmatched: z.number(),
    }),
  ),
});
export type FeedSchedule = z.infer<typeof feedScheduleSchema>;
