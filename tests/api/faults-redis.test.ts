/**
 * Redis shared and Redis gone. Two app instances on one database and one Redis share their rate
 * limits and the live pricing cache; with Redis unreachable each instance keeps serving, limits
 * count per process, and live pricing answers from its in-process cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { refreshPartDerived } from '../../src/server/db/derived';
import { IP_LOGIN_LIMITS } from '../../src/server/modules/gate/login-limiter';
import { createTestApp, TEST_USER, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { CLOSED_REDIS_URL, connectTestRedis, deleteKeys, keysUnder, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';

const redis = await connectTestRedis();

/** A vendor answering from its stored listings (no network), so live pricing goes through the cache. */
async function seedFeedVendor(database: DatabaseHandle) {
  const db = database.db;
  const category = await makeCategory(db);
  await makePart(db, category.id, { name: 'Oil Filter', partNumber: '11 42 7 953 129', brand: 'Mann' });
  const part = await makePart(db, category.id, { name: 'Gasket', partNumber: '11 62 1 259 307', brand: 'Elring' });
  const vendor = await makeVendor(db, { name: 'Feed Shop', slug: 'feed-shop', connector: { kind: 'feed', maxResults: 5 } });
  await makeListing(db, part.id, vendor.id, { vendorSku: 'FS-1', priceCents: 1299 });
  await refreshPartDerived(db);
}

/** Each failed login comes from the same client address, so all count against one budget. */
const failedLogin = (t: TestApp, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username: TEST_USER, password: 'wrong password' } });
/** Failures an address may make before its tries must wait: the next one is answered 429. */
const UNTIL_WAIT = IP_LOGIN_LIMITS.freeFailures + 1;
/**
 * The first wait made long: with the default second, a slow machine can let it run out between two
 * requests, and the try that should wait is checked (401) instead.
 */
const LONG_WAITS = { ip: { firstBackoffMs: 60_000, maxBackoffMs: 60_000 } };
/**
 * Redis given time to connect and to answer: under a loaded test run the production bounds (1 s, 250 ms)
 * can pass, and an instance that falls back to counting alone is not what this block tests.
 */
const PATIENT_REDIS = { url: TEST_REDIS_URL, startupWaitMs: 10_000, commandTimeoutMs: 5_000 };

const livePricing = async (t: TestApp) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/parts/live-pricing',
    headers: await t.login(),
    payload: { partNumber: '11621259307', make: 'BMW' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { vendors: { vendor: string; status: string; cached: boolean }[]; totalResults: number };
};

describe.skipIf(!redis)('with Redis shared by two instances', () => {
  const prefix = uniqueRedisPrefix('shared');
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedFeedVendor(database);
    const options = {
      database,
      loginLimits: LONG_WAITS,
      redis: { ...PATIENT_REDIS, keyPrefix: `${prefix}rl:` },
      pricing: { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `${prefix}live:` },
    };
    [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.close();
    await deleteKeys(redis!, prefix);
    redis!.disconnect();
  });

  it('counts failed logins across both instances: the budget is per client, not per instance', async () => {
    const half = Math.ceil(UNTIL_WAIT / 2);
    for (let i = 0; i < half; i++) expect((await failedLogin(a)).statusCode).toBe(401);
    for (let i = half; i < UNTIL_WAIT; i++) expect((await failedLogin(b)).statusCode).toBe(401);
    expect((await failedLogin(a)).statusCode).toBe(429);
    expect((await failedLogin(b)).statusCode).toBe(429);
    expect((await keysUnder(redis!, `${prefix}rl:login:`)).length).toBeGreaterThan(0);
  });

  it('answers a live search on one instance from what the other cached', async () => {
    const first = await livePricing(a);
    expect(first.vendors).toEqual([expect.objectContaining({ vendor: 'Feed Shop', status: 'ok', cached: false })]);
    expect((await keysUnder(redis!, `${prefix}live:`)).length).toBe(1);
    const second = await livePricing(b);
    expect(second.vendors).toEqual([expect.objectContaining({ vendor: 'Feed Shop', status: 'ok', cached: true })]);
    expect(second.totalResults).toBe(first.totalResults);
  });

  it('accepts a session made on one instance on the other', async () => {
    const session = await a.login();
    const response = await b.app.inject({ url: '/api/auth/session', headers: session });
    expect(response.json()).toMatchObject({ authenticated: true, username: TEST_USER });
  });
});

describe('with Redis unreachable', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedFeedVendor(database);
    const options = { database, loginLimits: LONG_WAITS, redis: { url: CLOSED_REDIS_URL }, pricing: { redisUrl: CLOSED_REDIS_URL } };
    [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.close();
  });

  it('keeps serving pages, the API and logins', async () => {
    const headers = await a.login();
    expect((await a.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/categories', headers })).statusCode).toBe(200);
    expect((await b.app.inject({ url: '/api/auth/session', headers })).json()).toMatchObject({ authenticated: true });
  });

  it('still enforces the login limit, counted in each process', async () => {
    for (let i = 0; i < UNTIL_WAIT; i++) expect((await failedLogin(a)).statusCode).toBe(401);
    expect((await failedLogin(a)).statusCode).toBe(429);
    // The other instance has its own, untouched budget while the shared counters are out of reach.
    expect((await failedLogin(b)).statusCode).toBe(401);
  });

  it('answers live pricing, caching in the process instead', async () => {
    const first = await livePricing(a);
    expect(first.vendors).toEqual([expect.objectContaining({ status: 'ok', cached: false })]);
    const again = await livePricing(a);
    expect(again.vendors).toEqual([expect.objectContaining({ status: 'ok', cached: true })]);
    // Nothing is shared: the other instance asks the vendor itself.
    expect((await livePricing(b)).vendors).toEqual([expect.objectContaining({ status: 'ok', cached: false })]);
  });
});
