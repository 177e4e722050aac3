/**
 * Popularity as a small prior in best match: parts shoppers click through to rank a little higher
 * among parts the words match about equally well. Kept below the brand and phrase boosts, so it
 * reorders near-ties and never puts a part the words describe less well ahead. Both search engines
 * read the same stored value (`part_search.popularity`), refreshed here every hour: a click changes
 * the order within the hour, and a click storm costs one statement, not one write per click.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { refreshPopularity, type PopularityPrior } from './popularity.queries';

export const POPULARITY_PRIOR: PopularityPrior = { windowDays: 90, weight: 0.02, cap: 0.1 };
export const POPULARITY_REFRESH_MS = 60 * 60_000;

export interface PopularityRefresh {
  /** Refreshes now (the timer calls this; tests call it directly). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/** Refreshes once soon after start (clicks made while the server was down), then every `intervalMs`. */
export function startPopularityRefresh(options: { db: Database; log?: FastifyBaseLogger; intervalMs?: number; timer?: boolean }): PopularityRefresh {
  let current: Promise<void> | null = null;

  function refresh(): Promise<void> {
    // One at a time: a slow refresh delays the next instead of overlapping it.
    current ??= refreshPopularity(options.db, POPULARITY_PRIOR)
      .then((changed) => {
        if (changed > 0) options.log?.info({ parts: changed }, 'popularity refresh: search rows re-ranked by recent click-outs');
      })
      .catch((err: unknown) => options.log?.error({ err }, 'popularity refresh failed'))
      .finally(() => {
        current = null;
      });
    return current;
  }

  const timers = options.timer === false ? [] : [setTimeout(() => void refresh(), 5_000), setInterval(() => void refresh(), options.intervalMs ?? POPULARITY_REFRESH_MS)];
  timers.forEach((timer) => timer.unref());
  return {
    refresh,
    async stop() {
      timers.forEach((timer) => clearTimeout(timer));
      await current;
    },
  };
}
