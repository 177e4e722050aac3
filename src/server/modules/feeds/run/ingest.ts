/**
 * One feed run, start to finish:
 *
 *   claim the vendor: record the run `running` (at most one per vendor, whatever process asks;
 *     else the run is recorded `refused`)
 *   → stage the source: download the url or take in the upload, into a temporary file, outside any
 *     transaction (feed-source.ts) — the slow part, and the only one on the network
 *   → one short transaction: take the vendor's lock, apply the feed from local disk (apply-feed.ts:
 *     parse, check and write every item, mark listings missing from a full feed out of stock,
 *     refresh the touched parts' derived columns)
 *   → record the outcome, counters and rejections.
 *
 * Any failure on the way (unreadable feed, wrong encoding, truncated XML, a database error) rolls
 * the whole transaction back: prices, stock and the review queue stay exactly as the previous run
 * left them, and the run is recorded as failed with the reason. A run can be cancelled at any
 * point (an operator, the client that asked for it going away, a shutdown): it is then recorded
 * as cancelled, with nothing changed. While it runs it stamps a heartbeat on its row; a run whose
 * process died is recorded as failed by the next start (or, on PostgreSQL, once its heartbeat is stale).
 */
import type { FeedFetchResult, FeedFormat, FeedTrigger } from '@shared/schemas/feeds';
import type { Database } from '../../../db/client';
import { refreshOfferDerived } from '../../../db/derived';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { readFile } from 'node:fs/promises';
import { FeedError, FeedRequestError, RunHeldError, RunRefusedError } from '../feed-error';
import {
  beatRun,
  claimRun,
  disableJit,
  failAbandonedRuns,
  finishRun,
  findRun,
  findVendorBySlug,
  insertRejections,
  insertRun,
  confirmUnchangedFeed,
  markHeldRunAccepted,
  saveHeldFeed,
  supersedeHeldRuns,
  saveFeedValidators,
  tryVendorLock,
  type RunRow,
  type RunTotals,
} from '../feeds.queries';
import { activeRunIds, trackRun } from './active-runs';
import { applyFeed } from './apply-feed';
import { DEFAULT_FEED_MAX_BYTES, RunCancelled, sourceLabel, stageSource, type FeedSource } from './feed-source';
import { claimVendor, releaseVendor } from './run-guard';
import { emptyTotals, heldTotals, RejectionLog, withoutWrites } from './run-totals';

export interface IngestProgress {
  bytesRead: number;
  /** Size of the source when known (file size, Content-Length). */
  sizeBytes: number | null;
  itemsRead: number;
  matched: number;
  unmatched: number;
  rejected: number;
}

/** How often a running run stamps its row, and after how long without a stamp it counts as abandoned. */
export interface RunLiveness {
  heartbeatMs: number;
  staleAfterMs: number;
}

export const DEFAULT_LIVENESS: RunLiveness = { heartbeatMs: 5_000, staleAfterMs: 60_000 };

export interface IngestOptions {
  vendor: string;
  source: FeedSource;
  /** How urls are fetched (the safe outbound fetch and its allow-list); needed for a url source. */
  fetcher?: SafeFetcher;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES). */
  maxBytes?: number;
  /** Detected from the content when omitted. */
  format?: FeedFormat;
  /** A full feed (default) marks the vendor's listings it does not contain out of stock. */
  full?: boolean;
  trigger: FeedTrigger;
  /** Cancels the run (rolled back, recorded as cancelled); abort with a RunCancelled to say why. */
  signal?: AbortSignal;
  onProgress?: (progress: IngestProgress) => void;
  /** "Now" for sale periods; the clock by default. */
  now?: () => number;
  batchSize?: number;
  /** Called inside the transaction after each batch is written. */
  afterBatch?: () => Promise<void> | void;
  liveness?: RunLiveness;
  /** For a url: ignore the stored validators and read the feed even when it has not changed. */
  force?: boolean;
  /** How a url is fetched: attempts and the first retry's wait (feed-source.ts); the environment credentials are read from. */
  /** Applies the staged feed of this held run whatever its size, and marks the held run accepted in the same transaction. */
  acceptHeldRun?: number;
  fetchPolicy?: { attempts?: number; retryDelayMs?: number; env?: Readonly<Record<string, string | undefined>> };
}

/** Shortest interval between progress reports. */
const PROGRESS_EVERY_MS = 200;

function describe(err: unknown): string {
  if (err instanceof FeedError || err instanceof RunRefusedError || err instanceof RunHeldError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return `unexpected error: ${message}`;
}

/** The run's outcome from what stopped it. */
function outcomeOf(err: unknown, signal: AbortSignal): { status: 'failed' | 'refused' | 'cancelled' | 'held'; error: string } {
  if (signal.aborted) {
    const reason = signal.reason as unknown;
    const why = reason instanceof RunCancelled ? reason.message : 'the run was stopped';
    return { status: 'cancelled', error: `${why}; nothing was changed` };
  }
  if (err instanceof RunRefusedError) return { status: 'refused', error: err.message };
  if (err instanceof RunHeldError) return { status: 'held', error: err.message };
  return { status: 'failed', error: describe(err) };
}

/** Stamps the run's row every `heartbeatMs`, and cancels the run when an operator asked (from any process). */
function startHeartbeat(db: Database, runId: number, liveness: RunLiveness, controller: AbortController): () => void {
  let beating: Promise<void> | null = null;
  const timer = setInterval(() => {
    // On the embedded database a beat waits while the run's own transaction holds the connection: one at a time.
    beating ??= beatRun(db, runId)
      .then((cancelRequested) => {
        if (cancelRequested && !controller.signal.aborted) controller.abort(new RunCancelled('cancelled by an operator'));
      })
      .catch(() => {})
      .finally(() => (beating = null));
  }, liveness.heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs one ingestion of a vendor's feed and returns the recorded run. */
export async function ingestFeed(db: Database, options: IngestOptions): Promise<RunRow> {
  const full = options.full ?? true;
  const liveness = options.liveness ?? DEFAULT_LIVENESS;
  const maxBytes = options.maxBytes ?? DEFAULT_FEED_MAX_BYTES;
  const findVendor = async () => {
    const vendor = await findVendorBySlug(db, options.vendor);
    if (!vendor) throw new FeedRequestError(404, `no vendor with slug "${options.vendor}"`);
    return { vendor, base: { vendorId: vendor.id, source: sourceLabel(options.source), trigger: options.trigger, fullFeed: full } };
  };
  const refuse = async (base: Awaited<ReturnType<typeof findVendor>>['base'], error: string) =>
    (await findRun(db, await insertRun(db, { ...base, status: 'refused', error })))!;

  // Decided before the first query (see run-guard.ts); recorded once the database is free.
  if (!claimVendor(db, options.vendor)) {
    const { vendor, base } = await findVendor();
    return refuse(base, `a run of ${vendor.slug}'s feed is already in progress`);
  }
  const controller = new AbortController();
  const stopWithCaller = () => controller.abort(options.signal?.reason);
  let runId: number | null = null;
  let untrack = () => {};
  let stopHeartbeat = () => {};
  try {
    const { vendor, base } = await findVendor();
    // A run left running by a process that died frees its vendor here.
    await failAbandonedRuns(db, { vendorId: vendor.id, staleAfterMs: liveness.staleAfterMs, alive: activeRunIds(db) });
    runId = await claimRun(db, base);
    if (runId === null) return await refuse(base, `a run of ${vendor.slug}'s feed is already in progress (in another process)`);
    const id = runId;
    untrack = trackRun(db, id, controller);
    if (options.signal?.aborted) stopWithCaller();
    options.signal?.addEventListener('abort', stopWithCaller, { once: true });
    stopHeartbeat = startHeartbeat(db, id, liveness, controller);

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

    let status: 'succeeded' | 'not_modified' | 'failed' | 'refused' | 'cancelled' | 'held' = 'failed';
    let error: string | null = null;
    let fetchResult: FeedFetchResult | null = null;
    try {
      const fetcher = options.fetcher;
      if (options.source.kind === 'url' && !fetcher) throw new FeedError('this process cannot fetch urls');
      // The vendor's own feed url is fetched with its credentials and, unless forced, the validators
      // of the last answer a run applied. Any other url is fetched as given.
      const ownFeed = options.source.kind === 'url' && options.source.url === vendor.feedUrl;
      const source: FeedSource =
        options.source.kind === 'url' && ownFeed
          ? {
              ...options.source,
              credentials: vendor.feedCredentials,
              etag: options.force ? null : vendor.feedEtag,
              lastModified: options.force ? null : vendor.feedLastModified,
            }
          : options.source;
      const staged = await stageSource(source, {
        fetcher: fetcher!,
        maxBytes,
        signal: controller.signal,
        ...options.fetchPolicy,
        onBytes: (n) => {
          totals.bytesRead += n;
          progress();
        },
        onSize: (size) => (sizeBytes = size),
      });
      fetchResult = staged.fetch ? (staged.fetch.status === 304 ? '304' : '200') : null;
      if (staged.fetch?.status === 304) {
        controller.signal.throwIfAborted();
        const unchanged = await confirmUnchangedFeed(db, vendor.id);
        await refreshOfferDerived(db, unchanged.partIds);
        totals.matched = unchanged.confirmed;
        status = 'not_modified';
      } else try {
        controller.signal.throwIfAborted();
        await db.transaction(async (tx) => {
          if (!(await tryVendorLock(tx, vendor.id))) {
            throw new RunRefusedError(`a run of ${vendor.slug}'s feed is already in progress (in another process)`);
          }
          await disableJit(tx);
          await applyFeed(tx, {
            vendor,
            runId: id,
            feed: staged,
            maxBytes,
            format: options.format ?? vendor.feedFormat ?? undefined,
            full,
            shrinkLimit: options.acceptHeldRun !== undefined ? 0 : vendor.feedShrinkLimit,
            totals,
            rejections,
            signal: controller.signal,
            now: options.now?.() ?? Date.now(),
            batchSize: options.batchSize,
            onFormat: (f) => (format = f),
            afterBatch: async () => {
              progress();
              await options.afterBatch?.();
            },
          });
          // The validators describe the answer applied here: stored with it, so a run that fails keeps the old ones.
          const fetched = staged.fetch;
          if (ownFeed && fetched) await saveFeedValidators(tx, vendor.id, { etag: fetched.etag, lastModified: fetched.lastModified });
          if (options.acceptHeldRun !== undefined && !(await markHeldRunAccepted(tx, options.acceptHeldRun))) {
            throw new FeedError(`run #${options.acceptHeldRun} is no longer held; nothing was changed`);
          }
          // Applied now: an older held feed of the vendor would only take the shop back.
          await supersedeHeldRuns(tx, vendor.id);
        });
        status = 'succeeded';
      } catch (err) {
        // Held: nothing applied; the staged feed is kept for an operator to accept.
        if (err instanceof RunHeldError) await saveHeldFeed(db, id, await readFile(staged.path), format);
        throw err;
      } finally {
        await staged.remove();
      }
    } catch (err) {
      ({ status, error } = outcomeOf(err, controller.signal));
      if (options.source.kind === 'url' && fetchResult === null && status === 'failed') fetchResult = 'error';
    }

    stopHeartbeat();
    progress(true);
    await finishRun(db, id, { status, format, fetchResult, error, totals: status === 'succeeded' || status === 'not_modified' ? totals : status === 'held' ? heldTotals(totals) : withoutWrites(totals) });
    await insertRejections(db, id, rejections.kept);
    return (await findRun(db, id))!;
  } finally {
    stopHeartbeat();
    options.signal?.removeEventListener('abort', stopWithCaller);
    untrack();
    releaseVendor(db, options.vendor);
  }
}
