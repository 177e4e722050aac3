/**
 * The real server process with a feed run in progress whose source never ends. SIGTERM cancels the
 * run: the request that started it is answered (cancelled), the process exits 0 within its grace
 * period, and the run is recorded as cancelled. A process killed outright (SIGKILL) leaves its run
 * `running`; on the embedded database the next start records it as failed.
 * Runs on PGlite (a copy of the migrated template) or, under `npm run test:pg`, on PostgreSQL.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { feedRuns } from '../../src/server/db/schema';
import { allowListEntry } from '../../src/server/http/address-policy';
import { exited } from '../support/child-process';
import { createPostgresTestDatabase } from '../support/database';
import { startFeedServer, until, type FeedServer } from '../support/feed-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const postgres = Boolean(process.env.DATABASE_URL);
/** The server's own grace period after SIGTERM (main.ts). */
const SHUTDOWN_GRACE_MS = 10_000;
const USER = 'operator';
const PASSWORD = 'shutdown-test-password';
const OPERATOR_EMAIL = 'ops@pitlane.example';
const OPERATOR_PASSWORD = 'operator password for tests';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a feed run when the server stops', () => {
  let feeds: FeedServer;
  let env: Record<string, string>;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    feeds = await startFeedServer();
    if (postgres) {
      const created = await createPostgresTestDatabase();
      databaseUrl = created.url;
      cleanup = created.drop;
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-shutdown-feed-'));
      cpSync(inject('templateDataDir'), dataDir, { recursive: true });
      cleanup = async () => rmSync(dataDir!, { recursive: true, force: true });
    }
    env = {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
      SITE_USERNAME: USER,
      SITE_PASSWORD: PASSWORD,
      // The first operator comes from the environment (created at start): the feed endpoints are theirs.
      ADMIN_EMAIL: OPERATOR_EMAIL,
      ADMIN_PASSWORD: OPERATOR_PASSWORD,
      VENDOR_SIM: 'off',
      WEB_DIST: 'dist/no-web-build',
      FEED_ALLOWED_HOSTS: allowListEntry(feeds.origin),
    };
  }, 60_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await feeds?.close();
    await cleanup?.();
  });

  /** Starts the server, logs in, and starts an endless feed run; resolves once it downloads. */
  async function startEndlessRun() {
    server = await startServerProcess(env, await freePort(), 180_000);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER, password: PASSWORD }),
    });
    expect(login.status, server.output()).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const vendors = (await (await fetch(`${server.url}/api/vendors`, { headers: { cookie } })).json()) as { slug: string }[];
    const vendor = vendors[0]!.slug;
    const operatorLogin = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD }),
    });
    expect(operatorLogin.status, server.output()).toBe(200);
    const operatorCookie = operatorLogin.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(operatorCookie).toMatch(/^pitlane_operator=/);
    const openBefore = feeds.open;
    const answer = fetch(`${server.url}/api/admin/feeds/ingest`, {
      method: 'POST',
      headers: { cookie: operatorCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ vendor, source: `${feeds.origin}/endless.xml` }),
    }).then(async (response) => ({ status: response.status, run: (await response.json()) as { id: number; status: string; error: string } }));
    answer.catch(() => {});
    await until(() => feeds.open > openBefore, 'the endless download to start', 30_000);
    return { answer, child: server.child };
  }

  async function runsInDatabase() {
    const handle = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 1 } : { dataDir: dataDir! });
    try {
      return await handle.db.select().from(feedRuns).orderBy(feedRuns.id);
    } finally {
      await handle.close();
    }
  }

  it('SIGTERM cancels the run, answers its request and exits 0 within the grace period', async () => {
    const { answer, child } = await startEndlessRun();
    const signalled = performance.now();
    child.kill('SIGTERM');
    const exit = await exited(child);
    const tookMs = performance.now() - signalled;
    expect(exit, server!.output()).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS);

    const { status, run } = await answer;
    expect(status).toBe(200);
    expect(run).toMatchObject({ status: 'cancelled', error: 'cancelled: the server is shutting down; nothing was changed' });
    const recorded = (await runsInDatabase()).find((r) => r.id === run.id);
    expect(recorded).toMatchObject({ status: 'cancelled' });
    expect(feeds.open).toBe(0);
  }, 240_000);

  it.skipIf(postgres)('a run left running by a killed process is recorded as failed at the next start (embedded database)', async () => {
    const { child } = await startEndlessRun();
    child.kill('SIGKILL');
    await exited(child);
    const orphan = (await runsInDatabase()).at(-1)!;
    expect(orphan.status).toBe('running');

    server = await startServerProcess(env, await freePort(), 180_000);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toEqual({ code: 0, signal: null });
    const [after] = (await runsInDatabase()).filter((r) => r.id === orphan.id);
    expect(after).toMatchObject({ status: 'failed', error: 'the process running it stopped before it finished; nothing was changed' });
    expect(after!.finishedAt).not.toBeNull();
  }, 240_000);
});
