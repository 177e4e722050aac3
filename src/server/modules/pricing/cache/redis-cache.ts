import { Redis } from 'ioredis';
import type { CachedAnswer } from '../live-offer';
import type { AnswerCache } from './answer-cache';

export interface RedisCacheOptions {
  url: string;
  ttlMs: number;
  /** Namespaces the keys (several apps, or tests, on one Redis). */
  keyPrefix: string;
  /** Longest wait for one command; a slow Redis must not eat a search's deadline. */
  commandTimeoutMs?: number;
}

/**
 * Vendor answers in Redis, shared by every server instance. Commands fail fast while the
 * connection is down (no offline queue) and throw: the fallback wrapper turns that into a
 * local-cache answer. Reconnection happens in the background.
 */
export function createRedisCache(options: RedisCacheOptions, onError: (err: Error) => void): AnswerCache {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: options.commandTimeoutMs ?? 250,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  redis.on('error', onError);
  return {
    async get(key) {
      const raw = await redis.get(key);
      return raw == null ? undefined : (JSON.parse(raw) as CachedAnswer);
    },
    async set(key, value) {
      await redis.set(key, JSON.stringify(value), 'PX', options.ttlMs);
    },
    async close() {
      redis.disconnect();
    },
  };
}
