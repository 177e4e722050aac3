import type { FeedRunRow, FeedRunTableQuery, FeedRunTableResponse, FeedSchedule } from '@shared/schemas/admin-feeds';
import type { Database } from '../../db/client';
import { toFeedRun } from './feeds.mappers';
import type { RunRow } from './feeds.queries';
import { findFeedVendors, findRunPage, findRunsByIds } from './feed-console.queries';
import { countOpenUnmatched } from './review-queue.queries';
import { nextCronRun } from './schedule';

const MINUTE_MS = 60_000;

export function toFeedRunRow(row: RunRow): FeedRunRow {
  return { ...toFeedRun(row), durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null };
}

/**
 * When the scheduler will fetch a vendor's feed next: an interval after the last run it counts (any
 * but a refused one), or now when there has been none. Null when it never will (no url, no interval, paused).
 */
export function nextDueAt(
  vendor: { isActive: boolean; feedUrl: string | null; feedIntervalMinutes: number | null; feedSchedule?: string | null },
  lastCountedStart: Date | null,
  now: Date,
): Date | null {
  if (vendor.isActive && vendor.feedUrl && vendor.feedSchedule) return nextCronRun(vendor.feedSchedule, lastCountedStart, now);
  if (!vendor.isActive || !vendor.feedUrl || !vendor.feedIntervalMinutes || vendor.feedIntervalMinutes <= 0) return null;
  if (!lastCountedStart) return now;
  const due = new Date(lastCountedStart.getTime() + vendor.feedIntervalMinutes * MINUTE_MS);
  return due < now ? now : due;
}

export function createFeedConsoleService(db: Database) {
  return {
    async runs(query: FeedRunTableQuery): Promise<FeedRunTableResponse> {
      const { rows, total } = await findRunPage(db, query);
      return { items: rows.map(toFeedRunRow), total, page: query.page, pageSize: query.pageSize };
    },

    async schedule(now: Date = new Date()): Promise<FeedSchedule> {
      const [vendors, open] = await Promise.all([findFeedVendors(db), countOpenUnmatched(db)]);
      const runs = await findRunsByIds(db, vendors.flatMap((v) => (v.lastRunId != null ? [Number(v.lastRunId)] : [])));
      const runById = new Map(runs.map((r) => [r.id, r]));
      return {
        vendors: vendors.map((v) => {
          const last = v.lastRunId != null ? runById.get(Number(v.lastRunId)) : undefined;
          const due = nextDueAt(v, v.lastCountedStart ? new Date(v.lastCountedStart) : null, now);
          return {
            vendorId: v.id,
            vendorSlug: v.slug,
            vendorName: v.name,
            isActive: v.isActive,
            feedUrl: v.feedUrl,
            feedIntervalMinutes: v.feedIntervalMinutes,
            feedSchedule: v.feedSchedule,
            feedFormat: v.feedFormat,
            lastRun: last ? toFeedRunRow(last) : null,
            nextDueAt: due ? due.toISOString() : null,
            openUnmatched: open.get(v.id) ?? 0,
          };
        }),
      };
    },
  };
}

export type FeedConsoleService = ReturnType<typeof createFeedConsoleService>;
