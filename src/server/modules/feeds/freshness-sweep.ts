/**
 * The freshness sweep: every minute, the parts whose in-stock offers went past the freshness age since
 * the last sweep get their best total and search row re-derived (db/derived.ts), so price sorts and the
 * "lowest" on cards keep following the offer rule as prices age with no feed run touching them. The
 * first sweep, one tick after start, covers every part with a stale in-stock offer: offers may have
 * aged while the server was down. Idempotent, so several server instances may sweep side by side.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { refreshPartsPastFreshness } from '../../db/derived';

export const FRESHNESS_SWEEP_MS = 60_000;

export interface FreshnessSweep {
  /** Sweeps now (the timer calls this; tests call it directly). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export function createFreshnessSweep(options: { db: Database; log?: FastifyBaseLogger; intervalMs?: number; timer?: boolean }): FreshnessSweep {
  let since: Date | null = null;
  let current: Promise<void> | null = null;

  function sweep(): Promise<void> {
    // One sweep at a time: a slow one delays the next instead of overlapping it.
    current ??= refreshPartsPastFreshness(options.db, since)
      .then(({ sweptAt, parts }) => {
        since = sweptAt;
        if (parts > 0) options.log?.info({ parts }, 'freshness sweep: re-derived parts whose offers went stale');
      })
      .catch((err: unknown) => options.log?.error({ err }, 'freshness sweep failed'))
      .finally(() => {
        current = null;
      });
    return current;
  }

  const timer = options.timer === false ? null : setInterval(() => void sweep(), options.intervalMs ?? FRESHNESS_SWEEP_MS);
  timer?.unref();
  return {
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
