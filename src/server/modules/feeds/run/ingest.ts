/**
 * One feed run, start to finish:
 *
 *   record the run (status running, committed at once, so it is visible while it works)
 *   → one transaction: take the vendor's lock (refused if held) → apply the feed (apply-feed.ts:
 *     stream, parse, check and write every item, mark listings missing from a full feed out of
 *     stock, refresh the touched parts' derived columns)
 *   → record the outcome, counters and rejections.
 *
 * Any failure on the way (unreadable feed, wrong encoding, truncated XML, a database error, a
 * shutdown) rolls the whole transaction back: prices, stock and the review queue stay exactly as the
 * previous run left them, and the run is recorded as failed with the reason.
 */
import type { FeedFormat, FeedTrigger } from '@shared/schemas/feeds';
import type { Database } from '../../../db/client';
import { FeedError, FeedRequestError, RunRefusedError } from '../feed-error';
import {
  disableJit,
  finishRun,
  findRun,
  findVendorBySlug,
  insertRejections,
  insertRun,
  markInterruptedRuns,
  tryVendorLock,
  type RunRow,
  type RunTotals,
} from '../feeds.queries';
import { applyFeed } from './apply-feed';
import { sourceLabel, type FeedSource } from './feed-source';
import { claimVendor, releaseVendor } from './run-guard';
import { emptyTotals, RejectionLog, withoutWrites } from './run-totals';

export interface IngestProgress {
  bytesRead: number;
  /** Size of the source when known (file size, Content-Length). */
  sizeBytes: number | null;
  itemsRead: number;
  matched: number;
  unmatched: number;
  rejected: number;
}

export interface IngestOptions {
  vendor: string;
  source: FeedSource;
  /** Detected from the content when omitted. */
  format?: FeedFormat;
  /** A full feed (default) marks the vendor's listings it does not contain out of stock. */
  full?: boolean;
  trigger: FeedTrigger;
  /** Stops the run (rolled back) — the scheduler's shutdown. */
  signal?: AbortSignal;
  onProgress?: (progress: IngestProgress) => void;
  /** "Now" for sale periods; the clock by default. */
  now?: () => number;
  batchSize?: number;
  /** Called inside the transaction after each batch is written. */
  afterBatch?: () => Promise<void> | void;
}

/** Shortest interval between progress reports between batches. */
const PROGRESS_EVERY_MS = 200;

function describe(err: unknown): string {
  if (err instanceof FeedError || err instanceof RunRefusedError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown }).code;
  if (code === 'ECONNRESET' || code === 'ABORT_ERR' || message === 'aborted') {
    return 'the connection was cut off before the whole feed arrived; nothing was changed';
  }
  return `unexpected error: ${message}`;
}

/** Runs one ingestion of a vendor's feed and returns the recorded run. */
export async function ingestFeed(db: Database, options: IngestOptions): Promise<RunRow> {
  const full = options.full ?? true;
  const findVendor = async () => {
    const vendor = await findVendorBySlug(db, options.vendor);
    if (!vendor) throw new FeedRequestError(404, `no vendor with slug "${options.vendor}"`);
    return { vendor, base: { vendorId: vendor.id, source: sourceLabel(options.source), trigger: options.trigger, fullFeed: full } };
  };

  // Decided before the first query (see run-guard.ts); recorded once the database is free.
  if (!claimVendor(db, options.vendor)) {
    const { vendor, base } = await findVendor();
    const refused = await insertRun(db, { ...base, status: 'refused', error: `a run of ${vendor.slug}'s feed is already in progress` });
    return (await findRun(db, refused))!;
  }
  let found;
  try {
    found = await findVendor();
  } catch (err) {
    releaseVendor(db, options.vendor);
    throw err;
  }
  const { vendor, base } = found;

  const totals: RunTotals = emptyTotals();
  const rejections = new RejectionLog();
  let format: FeedFormat | null = null;
  let sizeBytes: number | null = null;
  let lastProgress = 0;
  const progress = (force = false) => {
    const now = Date.now();
    if (!options.onProgress || (!force && now - lastProgress < PROGRESS_EVERY_MS)) return;
    lastProgress = now;
    const { bytesRead, itemsRead, matched, unmatched, rejected } = totals;
    options.onProgress({ bytesRead, sizeBytes, itemsRead, matched, unmatched, rejected });
  };

  let runId: number | undefined;
  let status: 'succeeded' | 'failed' | 'refused' = 'failed';
  let error: string | null = null;
  try {
    runId = await insertRun(db, { ...base, status: 'running' });
    const id = runId;
    await db.transaction(async (tx) => {
      if (!(await tryVendorLock(tx, vendor.id))) {
        throw new RunRefusedError(`a run of ${vendor.slug}'s feed is already in progress (in another process)`);
      }
      await disableJit(tx);
      await applyFeed(tx, {
        vendor,
        runId: id,
        source: options.source,
        format: options.format,
        full,
        totals,
        rejections,
        signal: options.signal,
        now: options.now?.() ?? Date.now(),
        batchSize: options.batchSize,
        onFormat: (f) => (format = f),
        onSize: (size) => (sizeBytes = size),
        afterBatch: async () => {
          progress();
          await options.afterBatch?.();
        },
      });
    });
    status = 'succeeded';
  } catch (err) {
    if (runId === undefined) throw err;
    status = err instanceof RunRefusedError ? 'refused' : 'failed';
    error = options.signal?.aborted ? 'the run was stopped before it finished (shutdown); nothing was changed' : describe(err);
  } finally {
    releaseVendor(db, options.vendor);
  }

  progress(true);
  await finishRun(db, runId, { status, format, error, totals: status === 'succeeded' ? totals : withoutWrites(totals) });
  await insertRejections(db, runId, rejections.kept);
  if (status !== 'refused') await markInterruptedRuns(db, vendor.id, runId);
  return (await findRun(db, runId))!;
}
