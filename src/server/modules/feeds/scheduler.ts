/**
 * Scheduled feed refresh: every minute, the vendors whose feed is due (feed url and a cron schedule
 * or an interval in the vendor row; schedule.ts decides from the run history) are ingested one
 * after another. In-process and
 * timer-based (see docs/decisions/002-feed-jobs.md): the run's database lock keeps several server
 * instances — or a CLI run — from ingesting one vendor's feed at the same time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SafeFetcher } from '../../http/safe-fetch';
import { failAbandonedRuns, findScheduledVendors } from './feeds.queries';
import { activeRunIds } from './run/active-runs';
import { RunCancelled } from './run/feed-source';
import { DEFAULT_LIVENESS, ingestFeed } from './run/ingest';
import { isVendorRunning } from './run/run-guard';
import { isFeedDue } from './schedule';

/** How often due vendors are looked for; the first look is one tick after start, off the boot path. */
export const SCHEDULER_TICK_MS = 60_000;

export interface FeedScheduler {
  /** Ingests every due vendor's feed now (the timer calls this; tests call it directly). */
  tick(): Promise<void>;
  /** Stops the timer and any run in progress (rolled back, recorded as cancelled), and waits for it. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  /** How feed urls are fetched: the safe outbound fetch with the configured allow-list. */
  fetcher: SafeFetcher;
  /** Largest feed accepted (FEED_MAX_BYTES). */
  maxBytes?: number;
  log?: FastifyBaseLogger;
  tickMs?: number;
  /** false: no timer, ticks only on demand. */
  timer?: boolean;
  /** The clock schedules are read against (tests). */
  now?: () => Date;
}

export function createFeedScheduler(options: SchedulerOptions): FeedScheduler {
  const { db, log } = options;
  const abort = new AbortController();
  let current: Promise<void> | null = null;
  let stopped = false;

  async function runDue(): Promise<void> {
    // Runs whose process died (another instance's, on PostgreSQL) stop counting as running.
    await failAbandonedRuns(db, { staleAfterMs: DEFAULT_LIVENESS.staleAfterMs, alive: activeRunIds(db) });
    const now = options.now?.() ?? new Date();
    const due = (await findScheduledVendors(db)).filter((vendor) => isFeedDue(vendor, now));
    for (const vendor of due) {
      if (stopped) return;
      // Already running here (a CLI or admin run): its run record makes it not due next time.
      if (isVendorRunning(db, vendor.slug)) continue;
      const run = await ingestFeed(db, {
        vendor: vendor.slug,
        source: { kind: 'url', url: vendor.feed_url },
        fetcher: options.fetcher,
        maxBytes: options.maxBytes,
        trigger: 'schedule',
        signal: abort.signal,
      });
      const summary = { vendor: vendor.slug, run: run.id, status: run.status, items: run.itemsRead, matched: run.matched, rejected: run.rejected };
      if (run.status === 'succeeded') log?.info(summary, 'feed refreshed');
      else log?.warn({ ...summary, error: run.error }, 'feed refresh did not complete');
    }
  }

  function tick(): Promise<void> {
    // One tick at a time: a long run delays the next look instead of overlapping it.
    current ??= runDue()
      .catch((err: unknown) => log?.error({ err }, 'feed scheduler: tick failed'))
      .finally(() => {
        current = null;
      });
    return current;
  }

  const timer = options.timer === false ? null : setInterval(() => void tick(), options.tickMs ?? SCHEDULER_TICK_MS);
  // The timer never keeps the process alive on its own.
  timer?.unref();

  return {
    tick: () => (stopped ? Promise.resolve() : tick()),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      abort.abort(new RunCancelled('cancelled: the server is shutting down'));
      await current;
    },
  };
}
