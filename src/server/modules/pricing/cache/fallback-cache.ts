import type { CachedAnswer } from '../live-offer';
import type { AnswerCache } from './answer-cache';

/**
 * Redis first, the in-process cache when Redis fails: a cache outage costs hit rate, never an
 * error for the shopper. Writes go to both, so the local copy is warm when Redis drops out.
 */
export function createFallbackCache(primary: AnswerCache, local: AnswerCache, onError: (err: unknown) => void): AnswerCache {
  return {
    async get(key): Promise<CachedAnswer | undefined> {
      try {
        return await primary.get(key);
      } catch (err) {
        onError(err);
        return local.get(key);
      }
    },
    async set(key, value) {
      await local.set(key, value);
      try {
        await primary.set(key, value);
      } catch (err) {
        onError(err);
      }
    },
    async close() {
      await Promise.all([primary.close(), local.close()]);
    },
  };
}
