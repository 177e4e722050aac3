import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share (never flushed: every test works under a key prefix of its own). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A loopback port nothing listens on: Redis "down". */
export const CLOSED_REDIS_URL = 'redis://127.0.0.1:1';

export const uniqueRedisPrefix = (label: string) => `pitlane:test:${label}:${randomBytes(5).toString('hex')}:`;

/** A client for inspecting and cleaning up; null when no Redis answers (the tests that need one skip). */
export async function connectTestRedis(): Promise<Redis | null> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

/** Removes every key under a prefix (SCAN, never FLUSHALL: others use the same server). */
export async function deleteKeys(client: Redis, prefix: string): Promise<number> {
  const keys = await keysUnder(client, prefix);
  if (keys.length) await client.del(...keys);
  return keys.length;
}

export async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}
