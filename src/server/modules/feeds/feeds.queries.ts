import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FeedCredentials, FeedFetchResult, FeedFormat, FeedRunStatus, FeedTrigger } from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { feedRejections, feedRuns, heldFeeds, vendors, type ShippingPolicy } from '../../db/schema';
import type { FeedRejection } from './map/feed-offer';

/** Advisory lock class of feed runs; the second key is the vendor id. ("FEED" in ASCII.) */
const FEED_LOCK_CLASS = 0x46454544;

const LockedRow = z.object({ locked: z.boolean() });
const IdRow = z.object({ id: z.number() });
const CancelRow = z.object({ cancel: z.boolean() });
const PartIdRow = z.object({ part_id: z.number() });

export interface FeedVendor {
  id: number;
  slug: string;
  name: string;
  feedUrl: string | null;
  feedIntervalMinutes: number | null;
  shippingPolicy: ShippingPolicy | null;
  feedFormat: FeedFormat | null;
  feedCredentials: FeedCredentials | null;
  feedEtag: string | null;
  feedLastModified: string | null;
  /** The shrink guard's share of the last successful full run, in percent (0: off). */
  feedShrinkLimit: number;
}

export async function findVendorBySlug(db: Database, slug: string): Promise<FeedVendor | null> {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.name,
      feedUrl: vendors.feedUrl,
      feedIntervalMinutes: vendors.feedIntervalMinutes,
      shippingPolicy: vendors.shippingPolicy,
      feedFormat: vendors.feedFormat,
      feedCredentials: vendors.feedCredentials,
      feedEtag: vendors.feedEtag,
      feedLastModified: vendors.feedLastModified,
      feedShrinkLimit: vendors.feedShrinkLimit,
    })
    .from(vendors)
    .where(eq(vendors.slug, slug));
  return rows[0] ?? null;
}

/**
 * Takes the vendor's feed lock for the rest of the transaction; false when another transaction
 * (of any process) holds it. Released by commit or rollback, so a crashed run never leaves it held.
 */
export async function tryVendorLock(tx: Database, vendorId: number): Promise<boolean> {
  const [row] = await queryRows(tx, LockedRow, sql`select pg_try_advisory_xact_lock(${FEED_LOCK_CLASS}, ${vendorId}) as locked`);
  return row?.locked === true;
}

/**
 * A run's statements are many and alike: each batch's upsert is estimated far above its real cost
 * (the planner cannot know a batch's size), which would make PostgreSQL JIT-compile every one of
 * them — more time than executing it. Off for the rest of the run's transaction.
 */
export async function disableJit(tx: Database): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

export async function insertRun(
  db: Database,
  values: { vendorId: number; source: string; trigger: FeedTrigger; fullFeed: boolean; status: FeedRunStatus; error?: string },
): Promise<number> {
  const [row] = await db
    .insert(feedRuns)
    .values({ ...values, finishedAt: values.status === 'running' ? null : new Date() })
    .returning({ id: feedRuns.id });
  return row!.id;
}

export interface RunTotals {
  bytesRead: number;
  itemsRead: number;
  matched: number;
  created: number;
  updated: number;
  unchanged: number;
  priceChanges: number;
  unmatched: number;
  rejected: number;
  markedOutOfStock: number;
  /** Items whose "was" price the vendor's own history does not support. */
  unsupportedWasPrice: number;
  /** Items whose price change is held for review. */
  heldPrices: number;
}

export async function finishRun(
  db: Database,
  runId: number,
  outcome: { status: FeedRunStatus; format: FeedFormat | null; fetchResult?: FeedFetchResult | null; error: string | null; totals: RunTotals },
): Promise<void> {
  await db
    .update(feedRuns)
    .set({
      status: outcome.status,
      format: outcome.format,
      fetchResult: outcome.fetchResult ?? null,
      error: outcome.error,
      finishedAt: new Date(),
      ...outcome.totals,
    })
    .where(eq(feedRuns.id, runId));
}

export async function insertRejections(db: Database, runId: number, rejections: readonly FeedRejection[]): Promise<void> {
  if (rejections.length === 0) return;
  await db.insert(feedRejections).values(rejections.map((r) => ({ runId, line: r.line, itemId: r.itemId, reason: r.reason })));
}

/** Why a run whose process died is recorded as failed. */
export const ABANDONED_RUN_ERROR = 'the process running it stopped before it finished; nothing was changed';

/**
 * Claims the vendor for a new run: inserts it `running` unless the vendor already has a running
 * run (the partial unique index decides, whatever process asks). Null when it is taken.
 */
export async function claimRun(
  db: Database,
  values: { vendorId: number; source: string; trigger: FeedTrigger; fullFeed: boolean },
): Promise<number | null> {
  const rows = await queryRows(
    db,
    IdRow,
    sql`insert into feed_runs (vendor_id, source, trigger, full_feed, status, heartbeat_at)
        values (${values.vendorId}, ${values.source}, ${values.trigger}, ${values.fullFeed}, 'running', now())
        on conflict (vendor_id) where status = 'running' do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Stamps a running run as alive; true when an operator asked for it to be cancelled. */
export async function beatRun(db: Database, runId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    CancelRow,
    sql`update feed_runs set heartbeat_at = now() where id = ${runId} and status = 'running'
        returning cancel_requested_at is not null as cancel`,
  );
  return rows[0]?.cancel === true;
}

/** Asks the process running `runId` to cancel it; false when the run is not running. */
export async function requestCancel(db: Database, runId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    IdRow,
    sql`update feed_runs set cancel_requested_at = coalesce(cancel_requested_at, now())
        where id = ${runId} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

/**
 * Running runs whose process is gone — no heartbeat for `staleAfterMs` (0: every running run,
 * right for the embedded database, which one process owns) — are recorded as failed, which also
 * frees their vendor for the next run. Their transaction died with their connection: nothing changed.
 */
export async function failAbandonedRuns(
  db: Database,
  options: { staleAfterMs: number; vendorId?: number; alive?: readonly number[] },
): Promise<number> {
  // Runs of the calling process are alive whatever their stamp says (a long transaction on the
  // embedded database holds their heartbeat back).
  const alive = options.alive?.length ? sql`and id not in (${sql.join(options.alive.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await queryRows(
    db,
    IdRow,
    sql`update feed_runs set status = 'failed', finished_at = now(), error = ${ABANDONED_RUN_ERROR}
        where status = 'running'
          and coalesce(heartbeat_at, started_at) <= now() - make_interval(secs => ${options.staleAfterMs / 1000})
          ${options.vendorId !== undefined ? sql`and vendor_id = ${options.vendorId}` : sql``}
          ${alive}
        returning id`,
  );
  return rows.length;
}

/**
 * A full feed lists everything the vendor sells: its listings this run did not see go out of stock
 * (kept, not deleted: history and click-outs stay). Every listing the run upserted has
 * `last_seen_at = now()`, the transaction's start, so "not seen" is simply an older stamp.
 */
export async function markMissingOutOfStock(tx: Database, vendorId: number): Promise<number[]> {
  const rows = await queryRows(
    tx,
    PartIdRow,
    sql`update listings set in_stock = false, updated_at = now()
        where vendor_id = ${vendorId} and in_stock and last_seen_at < now()
        returning part_id`,
  );
  return rows.map((r) => r.part_id);
}

export const runColumns = {
  id: feedRuns.id,
  vendorId: feedRuns.vendorId,
  vendorSlug: vendors.slug,
  vendorName: vendors.name,
  source: feedRuns.source,
  format: feedRuns.format,
  trigger: feedRuns.trigger,
  fullFeed: feedRuns.fullFeed,
  status: feedRuns.status,
  fetchResult: feedRuns.fetchResult,
  startedAt: feedRuns.startedAt,
  finishedAt: feedRuns.finishedAt,
  bytesRead: feedRuns.bytesRead,
  itemsRead: feedRuns.itemsRead,
  matched: feedRuns.matched,
  created: feedRuns.created,
  updated: feedRuns.updated,
  unchanged: feedRuns.unchanged,
  priceChanges: feedRuns.priceChanges,
  unmatched: feedRuns.unmatched,
  rejected: feedRuns.rejected,
  markedOutOfStock: feedRuns.markedOutOfStock,
  unsupportedWasPrice: feedRuns.unsupportedWasPrice,
  heldPrices: feedRuns.heldPrices,
  error: feedRuns.error,
};

export type RunRow = Awaited<ReturnType<typeof findRuns>>[number];

/** Latest runs first, of one vendor or all. */
export async function findRuns(db: Database, options: { vendorId?: number; limit: number }) {
  return db
    .select(runColumns)
    .from(feedRuns)
    .innerJoin(vendors, eq(vendors.id, feedRuns.vendorId))
    .where(options.vendorId !== undefined ? eq(feedRuns.vendorId, options.vendorId) : undefined)
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(options.limit);
}

export async function findRun(db: Database, runId: number): Promise<RunRow | null> {
  const rows = await db.select(runColumns).from(feedRuns).innerJoin(vendors, eq(vendors.id, feedRuns.vendorId)).where(eq(feedRuns.id, runId));
  return rows[0] ?? null;
}

export async function findRejections(db: Database, runId: number, limit: number): Promise<FeedRejection[]> {
  return db
    .select({ line: feedRejections.line, itemId: feedRejections.itemId, reason: feedRejections.reason })
    .from(feedRejections)
    .where(eq(feedRejections.runId, runId))
    .orderBy(feedRejections.line, feedRejections.id)
    .limit(limit);
}

const DueVendor = z.object({
  slug: z.string(),
  feed_url: z.string(),
  feed_interval_minutes: z.number().nullable(),
  feed_schedule: z.string().nullable(),
  /** When the vendor's latest run (other than a refused one) started, as the server's text; null: never. */
  last_started_at: z.string().nullable(),
});
export type DueVendor = z.infer<typeof DueVendor>;

/**
 * Vendors that fetch on a schedule (active, a feed url, and a cron schedule or an interval), with
 * the start of their latest run that was not refused. Whether one is due is decided by the
 * scheduler (schedule.ts): a cron expression is no SQL.
 */
export async function findScheduledVendors(db: Database): Promise<DueVendor[]> {
  return queryRows(
    db,
    DueVendor,
    sql`select v.slug, v.feed_url, v.feed_interval_minutes, v.feed_schedule,
          (select max(r.started_at) from feed_runs r where r.vendor_id = v.id and r.status <> 'refused') as last_started_at
        from vendors v
        where v.is_active and v.feed_url is not null
          and (v.feed_schedule is not null or v.feed_interval_minutes > 0)
        order by v.sort_order, v.id`,
  );
}

/** Stores the validators of the feed answer a run applied, for the next fetch's conditional GET. */
export async function saveFeedValidators(db: Database, vendorId: number, validators: { etag: string | null; lastModified: string | null }): Promise<void> {
  await db.update(vendors).set({ feedEtag: validators.etag, feedLastModified: validators.lastModified }).where(eq(vendors.id, vendorId));
}

/**
 * A 304: the feed is what the vendor's last applied run read, so the listings that run (or a later
 * "not modified" run) confirmed are confirmed again now. Returns how many, and their parts (a price
 * confirmed again may be fresh again, and its part's best buy with it).
 */
export async function confirmUnchangedFeed(db: Database, vendorId: number): Promise<{ confirmed: number; partIds: number[] }> {
  const rows = await queryRows(
    db,
    PartIdRow,
    sql`update listings set last_seen_at = now()
        where vendor_id = ${vendorId} and source = 'feed'
          and last_seen_at >= coalesce(
            (select max(started_at) from feed_runs where vendor_id = ${vendorId} and status = 'succeeded'), 'infinity'::timestamptz)
        returning part_id`,
  );
  return { confirmed: rows.length, partIds: [...new Set(rows.map((row) => Number(row.part_id)))] };
}

const RunSizeRow = z.object({ items_read: z.number(), matched: z.number() });

/** What the vendor's last successful full run read and matched (the shrink guard's yardstick); null: none yet. */
export async function findLastFullRunSize(db: Database, vendorId: number): Promise<{ itemsRead: number; matched: number } | null> {
  const [row] = await queryRows(
    db,
    RunSizeRow,
    sql`select items_read, matched from feed_runs
        where vendor_id = ${vendorId} and status = 'succeeded' and full_feed
        order by started_at desc, id desc limit 1`,
  );
  return row ? { itemsRead: row.items_read, matched: row.matched } : null;
}

/** Keeps a held run's staged feed for an operator's accept. */
export async function saveHeldFeed(db: Database, runId: number, content: Uint8Array, format: FeedFormat | null): Promise<void> {
  await db.insert(heldFeeds).values({ runId, content, format });
}

export async function findHeldFeed(db: Database, runId: number): Promise<{ content: Buffer; format: FeedFormat | null } | null> {
  const [row] = await db.select({ content: heldFeeds.content, format: heldFeeds.format }).from(heldFeeds).where(eq(heldFeeds.runId, runId));
  return row ? { content: Buffer.from(row.content), format: row.format } : null;
}

/** Marks a held run accepted (inside the run that applies it); false when it is no longer held. */
export async function markHeldRunAccepted(tx: Database, runId: number): Promise<boolean> {
  const rows = await queryRows(tx, IdRow, sql`update feed_runs set status = 'accepted' where id = ${runId} and status = 'held' returning id`);
  await tx.delete(heldFeeds).where(eq(heldFeeds.runId, runId));
  return rows.length > 0;
}

/**
 * A held price change waits only until the vendor sends a price that applies: an open entry of a
 * listing this run confirmed (stamped now) without holding it again is superseded.
 */
export async function supersedeHeldPrices(tx: Database, vendorId: number, runId: number): Promise<void> {
  await tx.execute(sql`
    update held_price_changes h set status = 'superseded', decided_at = now()
    from listings l
    where h.status = 'open' and h.vendor_id = ${vendorId} and h.run_id is distinct from ${runId}
      and l.id = h.listing_id and l.last_seen_at = now()`);
}

/** A successful run supersedes the vendor's held runs: they can no longer be accepted, their feeds are dropped. */
export async function supersedeHeldRuns(tx: Database, vendorId: number): Promise<number[]> {
  const rows = await queryRows(
    tx,
    IdRow,
    sql`update feed_runs set status = 'superseded' where vendor_id = ${vendorId} and status = 'held' returning id`,
  );
  if (rows.length) await tx.execute(sql`delete from held_feeds where run_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
  return rows.map((r) => r.id);
}
