import type { FeedFormat, FeedRun, FeedRunDetail, FeedTrigger, UnmatchedItem, UnmatchedStatus } from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import { freshnessMaxAgeHours } from '../../db/freshness';
import { HttpError } from '../../http/http-error';
import { FeedRequestError } from './feed-error';
import type { SafeFetcher } from '../../http/safe-fetch';
import { findRejections, findRun, findRuns, findVendorBySlug, requestCancel } from './feeds.queries';
import { cancelRun } from './run/active-runs';
import { toFeedRun, toUnmatchedItem } from './feeds.mappers';
import { dismissUnmatched, findUnmatched } from './review-queue.queries';
import type { FeedSource } from './run/feed-source';
import { acceptHeldRun } from './run/accept-held';
import { ingestFeed } from './run/ingest';
import { recordAudit, type AuditActor } from '../operators';

/** Rejections shown with a run (all of them, up to the stored maximum, are in feed_rejections). */
export const REJECTIONS_SHOWN = 100;

export interface IngestRequest {
  vendor: string;
  /** Omitted: the vendor's configured feed url. */
  source?: FeedSource;
  format?: FeedFormat;
  full?: boolean;
  /** For the vendor's own feed url: fetch it whole, without the stored validators (no 304). */
  force?: boolean;
  trigger: FeedTrigger;
  signal?: AbortSignal;
}

export interface FeedsServiceOptions {
  /** How feed urls are fetched: the safe outbound fetch with the configured allow-list. */
  fetcher: SafeFetcher;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES). */
  maxBytes?: number;
}

/** A run that changed (or tried to change) prices, as the audit log keeps it: who ran which feed, with what outcome. */
function runAudit(run: FeedRun) {
  const { vendorSlug, source, format, fullFeed, status, itemsRead, created, updated, priceChanges, unmatched, rejected, markedOutOfStock, error } = run;
  return { vendorSlug, source, format, fullFeed, status, itemsRead, created, updated, priceChanges, unmatched, rejected, markedOutOfStock, error };
}

/**
 * Which runs go in the audit log: not a refused one (it never ran) nor a cancelled one (rolled back,
 * and how a shutdown ends a run: the server is then closing, and one more write held the answer, and
 * the shutdown, past its grace period on PostgreSQL).
 */
const changedSomething = (run: { status: string }) => run.status !== 'refused' && run.status !== 'cancelled';

export function createFeedsService(db: Database, { fetcher, maxBytes }: FeedsServiceOptions) {
  async function vendorId(slug: string | undefined): Promise<number | undefined> {
    if (slug === undefined) return undefined;
    const vendor = await findVendorBySlug(db, slug);
    if (!vendor) throw new HttpError(404, `No vendor with slug "${slug}"`);
    return vendor.id;
  }

  return {
    /** How old a price may be before it "may be out of date": the age the database connection applies. */
    async freshness(): Promise<{ maxAgeHours: number }> {
      return { maxAgeHours: await freshnessMaxAgeHours(db) };
    },

    /** Records a run an operator asked for in the audit log, unless it changed nothing (refused, cancelled). */
    async auditRun(run: FeedRun, action: 'feed.ingested' | 'feed.uploaded', actor: AuditActor): Promise<void> {
      if (changedSomething(run)) await recordAudit(db, { operator: actor, action, entity: 'feed_run', entityId: run.id, after: runAudit(run) });
    },

    /** Runs an ingestion now and answers with the recorded run (succeeded, failed or refused). */
    async ingest(request: IngestRequest): Promise<FeedRun> {
      let source = request.source;
      if (!source) {
        const vendor = await findVendorBySlug(db, request.vendor);
        if (!vendor) throw new HttpError(404, `No vendor with slug "${request.vendor}"`);
        if (!vendor.feedUrl) throw new HttpError(400, `Vendor "${request.vendor}" has no feed url configured; give a source`);
        source = { kind: 'url', url: vendor.feedUrl };
      }
      try {
        return toFeedRun(await ingestFeed(db, { ...request, source, fetcher, maxBytes }));
      } catch (err) {
        if (err instanceof FeedRequestError) throw new HttpError(err.statusCode, err.message);
        throw err;
      }
    },

    /** Applies a held run's staged feed by a new run (audited), answering with that run. */
    async acceptHeld(id: number, request: { trigger: FeedTrigger; actor: AuditActor; signal?: AbortSignal }): Promise<FeedRun> {
      let run: FeedRun;
      try {
        run = toFeedRun(await acceptHeldRun(db, id, { trigger: request.trigger, fetcher, maxBytes, signal: request.signal }));
      } catch (err) {
        if (err instanceof FeedRequestError) throw new HttpError(err.statusCode, err.message);
        throw err;
      }
      if (changedSomething(run)) {
        await recordAudit(db, { operator: request.actor, action: 'feed.held_accepted', entity: 'feed_run', entityId: id, before: { status: 'held' }, after: runAudit(run) });
      }
      return run;
    },

    async runs(options: { vendor?: string; limit: number }): Promise<FeedRun[]> {
      const rows = await findRuns(db, { vendorId: await vendorId(options.vendor), limit: options.limit });
      return rows.map(toFeedRun);
    },

    async run(id: number): Promise<FeedRunDetail> {
      const row = await findRun(db, id);
      if (!row) throw new HttpError(404, 'Feed run not found');
      return { ...toFeedRun(row), rejections: await findRejections(db, id, REJECTIONS_SHOWN) };
    },

    async unmatched(options: { vendor?: string; status: UnmatchedStatus; limit: number }): Promise<{ items: UnmatchedItem[]; total: number }> {
      const { rows, total } = await findUnmatched(db, { vendorId: await vendorId(options.vendor), status: options.status, limit: options.limit });
      return { items: rows.map((r) => toUnmatchedItem(r.item, r.vendorSlug)), total };
    },

    /**
     * Cancels a running run: at once when this process runs it (answering with the recorded run),
     * else by marking its row, which the process running it reads at its next heartbeat.
     */
    async cancel(id: number, actor: AuditActor): Promise<{ run: FeedRun; stopped: boolean }> {
      const row = await findRun(db, id);
      if (!row) throw new HttpError(404, 'Feed run not found');
      if (row.status !== 'running') throw new HttpError(409, `The run is not running (its status is ${row.status})`);
      const stopped = await cancelRun(db, id, 'cancelled by an operator');
      if (!stopped) await requestCancel(db, id);
      await recordAudit(db, { operator: actor, action: 'feed.cancelled', entity: 'feed_run', entityId: id, before: { status: 'running' }, after: { stopped } });
      return { run: toFeedRun((await findRun(db, id))!), stopped };
    },

    async dismiss(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await dismissUnmatched(tx as Database, id);
        if (!before) throw new HttpError(404, 'Review queue entry not found');
        await recordAudit(tx, {
          operator: actor,
          action: 'review.dismissed',
          entity: 'unmatched_offer',
          entityId: id,
          before: { status: before.status, ...(before.linkedPartId ? { linkedPartId: before.linkedPartId } : {}) },
          after: { status: 'dismissed' },
        });
      });
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
