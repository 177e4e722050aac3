import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '../live-offer';
import type { AnswerCache } from './answer-cache';

/** In-process LRU with a time to live: the default, and the fallback when Redis is unreachable. */
export function createMemoryCache(options: { ttlMs: number; maxEntries?: number }): AnswerCache {
  const lru = new LRUCache<string, CachedAnswer>({ max: options.maxEntries ?? 10_000, ttl: options.ttlMs });
  return {
    get: async (key) => lru.get(key),
    set: async (key, value) => {
      lru.set(key, value);
    },
    close: async () => {
      lru.clear();
    },
  };
}
