import type { FastifyBaseLogger } from 'fastify';
import type { AnswerCache } from './answer-cache';
import { createFallbackCache } from './fallback-cache';
import { createMemoryCache } from './memory-cache';
import { createRedisCache } from './redis-cache';

/** A Redis outage logs one warning per this interval, not one per command. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/** In-process LRU by default; Redis (with the LRU as fallback) when a Redis url is configured. */
export function createAnswerCache(
  options: { ttlMs: number; redisUrl?: string; redisKeyPrefix?: string },
  log?: FastifyBaseLogger,
): AnswerCache {
  const local = createMemoryCache({ ttlMs: options.ttlMs });
  if (!options.redisUrl) return local;

  let lastLogged = 0;
  const report = (err: unknown) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log?.warn({ err }, 'live pricing cache: Redis unavailable, using the in-process cache');
  };
  const redis = createRedisCache(
    { url: options.redisUrl, ttlMs: options.ttlMs, keyPrefix: options.redisKeyPrefix ?? 'pitlane:live:' },
    report,
  );
  return createFallbackCache(redis, local, report);
}
