/**
 * Read replicas, PostgreSQL only (`npm run test:pg`; the embedded database has none, and says so):
 * the read handle is a second pool on the test database standing in for a replica, with a log of
 * every query and where it went. Read routes read from the replica; writes and a shopper's reads
 * right after their own write go to the primary; a replica that goes away is skipped for the
 * primary, without an error, and used again once it answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { readFromPrimary, replicaUnavailable, retryOnPrimaryIfReplicaFails } from '../../src/server/db/read-replicas';
import { createTestApp, type TestApp } from '../support/app';
import { createPostgresTestDatabase } from '../support/database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const postgres = Boolean(process.env.DATABASE_URL);

describe.runIf(!postgres)('read replicas on the embedded database', () => {
  it('are refused with a message naming the server they need', async () => {
    await expect(openDatabase({ dataDir: 'memory://', readUrls: ['postgres://postgres@127.0.0.1:5432/test'] })).rejects.toThrow(/need a PostgreSQL server/);
  });
});

describe.runIf(postgres)('read replicas', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let t: TestApp;
  const log: { target: string; text: string }[] = [];
  const warnings: string[] = [];

  /** Where the queries of one request went. */
  async function targetsOf(request: () => Promise<{ statusCode: number }>) {
    log.length = 0;
    const response = await request();
    return { status: response.statusCode, targets: new Set(log.map((q) => q.target)), texts: log.map((q) => q.text) };
  }

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    const url = new URL(created.url);
    // The replica is the same database reached through a relay, so the test can take it away.
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const replicaUrl = new URL(created.url);
    replicaUrl.port = String(proxy.port);
    database = await openDatabase({
      url: created.url,
      poolSize: 4,
      connectTimeoutMs: 1000,
      readUrls: [replicaUrl.toString()],
      log: { warn: (_details, message) => warnings.push(message), info: () => {} },
      onReadQuery: (target, text) => log.push({ target, text }),
    });
    await seedDemoCatalog(database.db);
    t = await createTestApp({ database, gate: false });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

  it.each(['/api/parts/search?q=brake%20pads', '/api/makes', '/api/categories', '/sitemap.xml'])('%s reads from the replica', async (path) => {
    const { status, targets } = await targetsOf(() => t.app.inject({ url: path }));
    expect(status).toBe(200);
    expect([...targets]).toEqual(['replica']);
  });

  it('suggestions never read from the primary (they answer from the vocabulary the replica gave)', async () => {
    const { status, targets } = await targetsOf(() => t.app.inject({ url: '/api/suggest?q=bre' }));
    expect(status).toBe(200);
    expect(targets.has('primary')).toBe(false);
  });

  it('the part page reads from the replica', async () => {
    const search = (await t.app.inject({ url: '/api/parts/search?q=oil%20filter' })).json<{ parts: { slug: string }[] }>();
    const slug = search.parts[0]!.slug;
    const { status, targets } = await targetsOf(() => t.app.inject({ url: `/api/parts/slug/${slug}` }));
    expect(status).toBe(200);
    expect([...targets]).toEqual(['replica']);
  });

  it('a write goes to the primary, and the writer reads from the primary for a few seconds after it', async () => {
    const search = (await t.app.inject({ url: '/api/parts/search?q=oil%20filter' })).json<{ parts: { id: number }[] }>();
    const write = await targetsOf(() =>
      t.app.inject({ method: 'POST', url: '/api/alerts', payload: { partId: search.parts[0]!.id, email: 'replica-reader@example.com' } }),
    );
    expect(write.status).toBe(201);
    // Nothing of the write went through the read handle.
    expect(write.texts.some((text) => /\binsert\b/i.test(text))).toBe(false);
    const marked = (await t.app.inject({ method: 'POST', url: '/api/alerts', payload: { partId: search.parts[0]!.id, email: 'replica-reader@example.com' } })).cookies.find((c) => c.name === 'pitlane_wrote');
    expect(marked?.maxAge).toBe(5);

    const after = await targetsOf(() => t.app.inject({ url: '/api/makes', cookies: { pitlane_wrote: '1' } }));
    expect([...after.targets]).toEqual(['primary']);
    const others = await targetsOf(() => t.app.inject({ url: '/api/makes' }));
    expect([...others.targets]).toEqual(['replica']);
  });

  it('a replica that goes away is skipped for the primary without an error, and used again when it is back', async () => {
    await proxy.cut();
    const during = await targetsOf(() => t.app.inject({ url: '/api/parts/search?q=spark%20plug' }));
    expect(during.status).toBe(200);
    expect([...during.targets]).toEqual(['primary']);
    expect(warnings.some((w) => /read replica unreachable/.test(w))).toBe(true);
    const health = (await t.app.inject({ url: '/api/health' })).json<{ readReplicas: { replicas: { state: string }[] } }>();
    expect(health.readReplicas.replicas[0]!.state).toBe('down');

    await proxy.restore();
    await database.readRouting!.check();
    const back = await targetsOf(() => t.app.inject({ url: '/api/parts/search?q=spark%20plug' }));
    expect(back.status).toBe(200);
    expect([...back.targets]).toEqual(['replica']);
    const reads = (await t.app.inject({ url: '/api/health' })).json<{ readReplicas: { reads: { replica: number; primary: number } } }>().readReplicas.reads;
    expect(reads.replica).toBeGreaterThan(0);
    expect(reads.primary).toBeGreaterThan(0);
  });
  it('a replica that goes away under a transaction fails that transaction alone, and the read is run again on the primary', async () => {
    const routing = database.readRouting!;
    await routing.check();
    expect(routing.replicas()[0]!.state).toBe('up');
    // Unguarded, the checked-out client's error event would end the test process here.
    const held = routing.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return tx.execute(sql`select 1`);
    });
    const failure = await held.then(() => null, (err: unknown) => err);
    expect(replicaUnavailable(failure)).toBe(true);
    expect(routing.replicas()[0]!.state).toBe('down');

    await proxy.restore();
    await routing.check();
    expect(routing.replicas()[0]!.state).toBe('up');
    const ranOn: string[] = [];
    const value = await retryOnPrimaryIfReplicaFails(() =>
      routing.db.transaction(async (tx) => {
        ranOn.push(readFromPrimary.getStore() ? 'primary' : 'replica');
        if (ranOn.length === 1) await proxy.cut();
        await tx.execute(sql`select 1`);
        return 42;
      }),
    );
    expect(value).toBe(42);
    expect(ranOn).toEqual(['replica', 'primary']);
    await proxy.restore();
    await routing.check();
  });
});
