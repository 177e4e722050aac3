/**
 * The answer cache: keys, the in-process LRU, Redis (against the local server at
 * redis://127.0.0.1:6379 when one answers, under a unique key prefix removed afterwards), and the
 * fallback that turns a Redis outage into local-cache answers.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCacheKey } from '../../src/server/modules/pricing/cache/answer-cache';
import { createAnswerCache } from '../../src/server/modules/pricing/cache/create-cache';
import { createMemoryCache } from '../../src/server/modules/pricing/cache/memory-cache';
import type { CachedAnswer } from '../../src/server/modules/pricing/live-offer';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const answer = (sku: string): CachedAnswer => ({
  unmatched: 1,
  offers: [
    {
      listingId: 7,
      partId: 3,
      vendorSku: sku,
      partName: 'Oil Filter',
      partNumber: '11 42 7 953 129',
      brand: 'Mann',
      priceCents: 1299,
      originalPriceCents: null,
      productUrl: 'https://shop.example/p/1',
      estimatedDelivery: null,
    },
  ],
});

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('answer cache keys', () => {
  it('are per vendor and equal for spellings that ask the same', () => {
    const key = answerCacheKey(1, { partNumber: '11 42 7 953 129', vehicle: { make: 'BMW', model: '3 Series', year: 2010 } });
    expect(answerCacheKey(1, { partNumber: '11-42-7953129', vehicle: { make: 'bmw', model: '3-series', year: 2010 } })).toBe(key);
    expect(answerCacheKey(2, { partNumber: '11427953129', vehicle: { make: 'BMW', model: '3 Series', year: 2010 } })).not.toBe(key);
    expect(answerCacheKey(1, { partNumber: '11427953129', vehicle: { make: 'BMW', model: '3 Series', year: 2011 } })).not.toBe(key);
    expect(answerCacheKey(1, { text: 'Brake  Pads ' })).toBe(answerCacheKey(1, { text: 'brake pads' }));
    expect(answerCacheKey(1, { text: 'brake pads' })).not.toBe(answerCacheKey(1, { partNumber: 'brake pads' }));
  });
});

describe('in-process cache', () => {
  it('expires entries after the time to live', async () => {
    const cache = createMemoryCache({ ttlMs: 40 });
    await cache.set('k', answer('a'));
    expect(await cache.get('k')).toEqual(answer('a'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k')).toBeUndefined();
  });

  it('is what you get without a Redis url', async () => {
    const cache = createAnswerCache({ ttlMs: 1000 });
    await cache.set('k', answer('b'));
    expect(await cache.get('k')).toEqual(answer('b'));
    await cache.close();
  });
});

describe('Redis cache', async () => {
  const available = await redisAvailable();
  const prefix = `pitlane:test:${randomBytes(6).toString('hex')}:`;
  let admin: Redis;

  beforeAll(() => {
    if (available) admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    if (!available) return;
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    admin.disconnect();
  });

  it.skipIf(!available)('stores answers in Redis under the prefix, with the time to live', async () => {
    const cache = createAnswerCache({ ttlMs: 5 * 60 * 1000, redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    // The first command may race the connection: the fallback answers until Redis is ready.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cache.set('1:abc', answer('redis'));
    const raw = await admin.get(`${prefix}1:abc`);
    expect(JSON.parse(raw!)).toEqual(answer('redis'));
    const ttl = await admin.pttl(`${prefix}1:abc`);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    // Another instance (its own local cache) sees it: the cache is shared.
    const other = createAnswerCache({ ttlMs: 5 * 60 * 1000, redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await other.get('1:abc')).toEqual(answer('redis'));
    await Promise.all([cache.close(), other.close()]);
  });

  it('falls back to the in-process cache, without an error, when Redis is unreachable', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const cache = createAnswerCache({ ttlMs: 1000, redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: prefix }, log);
    const started = performance.now();
    await cache.set('k', answer('local'));
    expect(await cache.get('k')).toEqual(answer('local'));
    expect(await cache.get('missing')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(warnings).toHaveLength(1); // logged once, not per command
    await cache.close();
  });
});
