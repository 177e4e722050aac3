/** What the soak proves besides throughput: sessions and cached answers are shared by the instances. */
import { Redis } from 'ioredis';
import type { Instance } from './instances';

export async function loginThroughProxy(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login through the proxy failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pitlane_session='));
  if (!cookie) throw new Error('login through the proxy set no session cookie');
  return cookie.split(';')[0]!;
}

/** Each instance, asked directly, accepts the session the proxy's login made on one of them. */
export async function sessionOnEveryInstance(instances: Instance[], cookie: string): Promise<Record<string, boolean>> {
  const verdicts: Record<string, boolean> = {};
  for (const instance of instances) {
    const response = await fetch(`${instance.url}/api/auth/session`, { headers: { cookie } });
    const body = (await response.json()) as { authenticated?: boolean };
    const data = await fetch(`${instance.url}/api/categories`, { headers: { cookie } });
    verdicts[instance.name] = body.authenticated === true && data.status === 200;
  }
  return verdicts;
}

/**
 * A question nobody asked yet goes to the first instance, then to the second: the second should
 * answer every vendor that answered the first from the shared cache.
 */
export async function sharedCacheProbe(instances: Instance[], cookie: string, question: object) {
  const ask = async (instance: Instance) => {
    const response = await fetch(`${instance.url}/api/parts/live-pricing`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(question),
    });
    if (response.status !== 200) throw new Error(`live pricing on ${instance.name}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { vendors: { status: string; cached: boolean }[] }).vendors;
  };
  const first = await ask(instances[0]!);
  const second = await ask(instances[1]!);
  return { answeredFirst: first.filter((v) => v.status === 'ok').length, cachedOnSecond: second.filter((v) => v.cached).length };
}

/** Scans a pattern on a client the caller owns. */
async function scan(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Keys the instances wrote under the soak's prefix: live answers and rate-limit counters. */
export async function countRedisKeys(url: string, prefix: string): Promise<{ live: number; limits: number }> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    return { live: (await scan(redis, `${prefix}live:*`)).length, limits: (await scan(redis, `${prefix}rl:*`)).length };
  } finally {
    redis.disconnect();
  }
}

/** Removes this run's keys. Never FLUSHALL: the Redis is shared. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const all = await scan(redis, `${prefix}*`);
    for (let i = 0; i < all.length; i += 500) await redis.del(...all.slice(i, i + 500));
  } finally {
    redis.disconnect();
  }
}
