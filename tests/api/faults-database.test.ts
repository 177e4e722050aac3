/**
 * The database going away while the server serves traffic (PostgreSQL mode). The shared
 * PostgreSQL server is never stopped: the app reaches its own database through a loopback TCP
 * proxy that the test cuts and restores, or has its server-side connections terminated.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createTestApp, type TestApp } from '../support/app';
import { createPostgresTestDatabase } from '../support/database';
import { makeCategory } from '../support/factories';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const postgres = Boolean(process.env.DATABASE_URL);
/** Longer than any request may take during the outage: failing fast is the point. */
const FAIL_FAST_MS = 1500;
/** How long the app waits for a connection to open (production default: 3 s). */
const CONNECT_TIMEOUT_MS = 1000;
/** Timers and connection set-up run late on a busy machine. */
const SLACK_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('database outage', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(created.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    database = await openDatabase({ url: throughProxy.toString(), poolSize: 4, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    await makeCategory(database.db, { name: 'Brakes' });
    t = await createTestApp({ gate: false, database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

  const categories = () => t.app.inject({ url: '/api/categories' });

  /** Fires `count` requests `gapMs` apart and collects their statuses and durations. */
  async function traffic(count: number, gapMs: number) {
    const pending: Promise<{ status: number; ms: number; body: string }>[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      pending.push(categories().then((r) => ({ status: r.statusCode, ms: performance.now() - started, body: r.body })));
      await sleep(gapMs);
    }
    return Promise.all(pending);
  }

  it('answers 503 JSON, fast, while the database is away, and recovers by itself', async () => {
    expect((await categories()).statusCode).toBe(200);

    // Requests are in flight and the pool holds connections when the server disappears.
    const during = traffic(40, 10);
    await sleep(100);
    await proxy.cut();
    const outage = await traffic(10, 20);
    const health = await t.app.inject({ url: '/api/health' });
    await proxy.restore();
    const mixed = await during;

    for (const r of outage) {
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body)).toEqual({ error: 'Service temporarily unavailable' });
      expect(r.ms).toBeLessThan(FAIL_FAST_MS);
    }
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'postgres' });
    // Around the cut a request either made it or was told to retry: never a 500.
    expect(mixed.every((r) => r.status === 200 || r.status === 503)).toBe(true);

    // No restart needed: the pool opens new connections once the server is back.
    const after = await traffic(20, 5);
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('gives up on a server that accepts connections but never answers after the connect timeout', async () => {
    expect((await categories()).statusCode).toBe(200);
    proxy.hang();
    const outage = await traffic(5, 20);
    await proxy.restore();
    for (const r of outage) {
      expect(r.status).toBe(503);
      expect(r.ms).toBeLessThan(CONNECT_TIMEOUT_MS + SLACK_MS);
    }
    const after = await traffic(10, 5);
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
  });

  it('fails a transaction whose server went away between its statements, and carries on', async () => {
    // A client checked out for a transaction hears its connection reset while no statement runs:
    // unheard, that error would end the process (Vitest reports it as an uncaught exception).
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await sleep(100);
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();
    await proxy.restore();
    const after = await traffic(10, 5);
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
  });

  it('replaces connections the server terminated (as on a restart) without failing a request', async () => {
    // Open every pooled connection, then have the server end them while they sit idle.
    await Promise.all(Array.from({ length: 4 }, categories));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [created.name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await sleep(100);

    const after = await traffic(20, 5);
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
  });
});
