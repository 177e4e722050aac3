import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The settings the plugin hands its store (merged global and route options; not all are typed). */
type StoreParams = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type CountingStore = FastifyRateLimitStore & { read?: (key: string, cb: Callback, timeWindow: number, max: number) => void };

export interface FallbackStoreOptions {
  redis: Redis;
  /** Namespaces the counters (several apps, or tests, on one Redis). */
  keyPrefix: string;
  /** Called when a Redis command failed and the count was kept in-process; the caller decides how often to log. */
  onFallback: (err: Error) => void;
}

/**
 * A rate-limit store that counts in Redis, so every instance shares one budget per client, and in
 * this process while Redis is unreachable: an outage loosens limits to per-instance, it never
 * turns a request away with an error. Commands are not attempted while the client is not
 * connected, so a dead Redis costs nothing per request.
 */
export function fallbackStore(options: FallbackStoreOptions): FastifyRateLimitStoreCtor {
  const { redis, onFallback } = options;

  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: CountingStore;
    private readonly local: CountingStore;

    constructor(params: FastifyRateLimitOptions, inner?: { shared: CountingStore; local: CountingStore }) {
      const { continueExceeding = false, exponentialBackoff = false, cache } = params as StoreParams;
      this.shared = inner?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, options.keyPrefix);
      this.local = inner?.local ?? new LocalStore(continueExceeding, exponentialBackoff, cache);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.count('read', key, cb, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(routeOptions as FastifyRateLimitOptions, {
        shared: this.shared.child(routeOptions) as CountingStore,
        local: this.local.child(routeOptions) as CountingStore,
      });
    }

    private count(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
      const inProcess = () => this.local[method]!(key, cb, timeWindow, max);
      // Not connected (starting, or reconnecting after an outage the client already reported).
      if (redis.status !== 'ready') return inProcess();
      this.shared[method]!(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFallback(err);
          inProcess();
        },
        timeWindow,
        max,
      );
    }
  }

  return FallbackStore;
}
