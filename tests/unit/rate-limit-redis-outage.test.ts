/**
 * Rate limits while Redis drops out and comes back (through a loopback proxy the test cuts; the
 * shared Redis itself is never touched): requests keep being answered, limits count in-process
 * meanwhile, the outage is logged once, and the counters are shared again after it.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRateLimits } from '../../src/server/plugins/rate-limits/register-rate-limits';
import { connectTestRedis, deleteKeys, keysUnder, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const redis = await connectTestRedis();
const LIMIT = 3;

async function until(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!redis)('rate limits through a Redis outage', () => {
  const prefix = uniqueRedisPrefix('outage');
  const lines: { level: number; msg: string }[] = [];
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await registerRateLimits(app, { url: `redis://127.0.0.1:${proxy.port}`, keyPrefix: prefix });
    app.get('/limited', { config: { rateLimit: { max: LIMIT, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await deleteKeys(redis!, prefix);
    redis!.disconnect();
  });

  const hit = (client: string) => app.inject({ url: '/limited', remoteAddress: client }).then((r) => r.statusCode);
  const warnings = () => lines.filter((l) => l.level === 40 && l.msg.startsWith('rate limits: Redis unavailable'));

  it('counts in Redis, then in the process while Redis is away, logging the outage once, then in Redis again', async () => {
    expect(await hit('198.51.100.1')).toBe(200);
    expect(await keysUnder(redis!, prefix)).toHaveLength(1);

    await proxy.cut();
    const during = [];
    for (let i = 0; i < LIMIT + 2; i++) during.push(await hit('198.51.100.2'));
    // Served, and still limited: the in-process counter starts from zero for this client.
    expect(during).toEqual([200, 200, 200, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // a reconnection attempt or two fail meanwhile
    expect(warnings()).toHaveLength(1);

    await proxy.restore();
    await until(() => lines.some((l) => l.msg === 'rate limits: Redis is back, counters are shared again'));
    expect(await hit('198.51.100.3')).toBe(200);
    expect(await keysUnder(redis!, prefix)).toHaveLength(2);
    expect(warnings()).toHaveLength(1);
  });
});
