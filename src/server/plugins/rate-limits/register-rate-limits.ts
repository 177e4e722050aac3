import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { fallbackStore } from './fallback-store';

/** Longest the boot waits for Redis before counting in-process. */
const STARTUP_WAIT_MS = 1000;
/** Longest a limit check waits on a Redis answer before counting in-process. */
const COMMAND_TIMEOUT_MS = 250;

export interface SharedLimitsOptions {
  url: string;
  /** Namespaces the counters; default `pitlane:rl:`. */
  keyPrefix?: string;
  /** Default 250 ms: a slow Redis must not slow every limited request down. */
  commandTimeoutMs?: number;
  /** Default 1 s: how long the boot waits for a first connection. */
  startupWaitMs?: number;
}

/**
 * @fastify/rate-limit for the routes that ask for it (contact, sign-ups, live pricing...). With Redis,
 * the counters are shared by every instance behind the proxy, else a client could multiply its
 * budget by the number of instances; without it, or while it is down, each process counts alone.
 * Returns the Redis client (or null), for other counters that must be shared too (login limits).
 */
export async function registerRateLimits(app: FastifyInstance, redisOptions?: SharedLimitsOptions): Promise<Redis | null> {
  if (!redisOptions) {
    await app.register(rateLimit, { global: false });
    return null;
  }

  const redis = new Redis(redisOptions.url, {
    // Fail at once while disconnected instead of queueing: a limit check must never wait on Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: redisOptions.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });

  // One warning per outage, not one per request or reconnection attempt.
  let degraded = false;
  const fallBack = (err: Error) => {
    if (degraded) return;
    degraded = true;
    app.log.warn({ err: err.message }, 'rate limits: Redis unavailable, counting in this process until it is back');
  };
  redis.on('error', fallBack);
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    app.log.info('rate limits: Redis is back, counters are shared again');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });

  // Give Redis a moment so the first requests already share their counters; never hold the boot up.
  await firstConnection(redis, redisOptions.startupWaitMs ?? STARTUP_WAIT_MS);
  await app.register(rateLimit, {
    global: false,
    store: fallbackStore({ redis, keyPrefix: redisOptions.keyPrefix ?? 'pitlane:rl:', onFallback: fallBack }),
  });
  return redis;
}

/** Settles when the client is ready, has failed once, or after `ms`, whichever comes first. */
function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
