import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeedRunTableQuery } from '@shared/schemas/admin-feeds';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { feedRuns, vendors } from '../../db/schema';
import { runColumns } from './feeds.queries';

const duration = sql`(${feedRuns.finishedAt} - ${feedRuns.startedAt})`;

const SORT_COLUMNS = {
  startedAt: sql`${feedRuns.startedAt}`,
  vendor: sql`lower(${vendors.name})`,
  status: sql`${feedRuns.status}`,
  itemsRead: sql`${feedRuns.itemsRead}`,
  rejected: sql`${feedRuns.rejected}`,
  unmatched: sql`${feedRuns.unmatched}`,
  duration,
} satisfies Record<FeedRunTableQuery['sort'], SQL>;

/** One page of feed runs for the console, filtered by vendor and status. */
export async function findRunPage(db: Database, query: FeedRunTableQuery) {
  const where = and(
    query.vendorId !== undefined ? eq(feedRuns.vendorId, query.vendorId) : undefined,
    query.status !== undefined ? eq(feedRuns.status, query.status) : undefined,
  );
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select(runColumns)
      .from(feedRuns)
      .innerJoin(vendors, eq(vendors.id, feedRuns.vendorId))
      .where(where)
      .orderBy(sql`${order} nulls last`, desc(feedRuns.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(feedRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every vendor with its feed settings and the id of its latest run. */
export async function findFeedVendors(db: Database) {
  return db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.name,
      isActive: vendors.isActive,
      feedUrl: vendors.feedUrl,
      feedIntervalMinutes: vendors.feedIntervalMinutes,
      feedSchedule: vendors.feedSchedule,
      feedFormat: vendors.feedFormat,
      lastRunId: sql<number | null>`(select r.id from feed_runs r where r.vendor_id = vendors.id order by r.started_at desc, r.id desc limit 1)`,
      lastCountedStart: sql<string | null>`(select max(r.started_at)::text from feed_runs r where r.vendor_id = vendors.id and r.status <> 'refused')`,
    })
    .from(vendors)
    .orderBy(asc(vendors.sortOrder), asc(vendors.name), asc(vendors.id));
}

export async function findRunsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(runColumns).from(feedRuns).innerJoin(vendors, eq(vendors.id, feedRuns.vendorId)).where(inArray(feedRuns.id, ids));
}
