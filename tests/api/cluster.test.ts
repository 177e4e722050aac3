/**
 * A worker per core, in the real server process: on PostgreSQL (`npm run test:pg`) WEB_CONCURRENCY=2
 * starts two workers on one port, each naming itself in /api/health; a worker that dies is replaced;
 * SIGTERM drains both and the server exits 0. On the embedded database the same setting runs one
 * process, and the server says so.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exited } from '../support/child-process';
import { createPostgresTestDatabase } from '../support/database';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const postgres = Boolean(process.env.DATABASE_URL);
const PORT = postgres ? 5184 : 5183;
const QUIET = { SITE_GATE: 'off', VENDOR_SIM: 'off', WEB_DIST: 'dist/no-web-build', WEB_CONCURRENCY: '2' };

/**
 * /api/health on a connection of its own (a kept-alive one would stay with one worker); status 0
 * when there is no answer (a connection handed to a worker as it was killed is never answered).
 */
function health(base: string): Promise<{ status: number; worker?: number }> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent: false, timeout: 3000 }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: (JSON.parse(body) as { worker?: number }).worker }));
      res.on('error', () => resolve({ status: 0 }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0 }));
  });
}

/** The workers that answer, asked until `until` holds for the set seen in one round (or the time is up). */
async function workersAnswering(base: string, until: (workers: Set<number>) => boolean, timeoutMs = 90_000): Promise<Set<number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const answer = await health(base);
      if (answer.worker) seen.add(answer.worker);
    }
    if (until(seen) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(!postgres)('WEB_CONCURRENCY on the embedded database', () => {
  let server: ServerProcess;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-cluster-'));
    cpSync(inject('templateDataDir'), dir, { recursive: true });
    server = await startServerProcess({ ...QUIET, DATA_DIR: dir }, PORT);
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs one process, the server itself, and says why', async () => {
    const workers = await workersAnswering(server.url, () => true);
    expect([...workers]).toEqual([server.child.pid]);
    expect(server.output()).toMatch(/embedded database: one server process/);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toEqual({ code: 0, signal: null });
  }, 60_000);
});

describe.runIf(postgres)('a worker per core', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    server = await startServerProcess({ ...QUIET, DATABASE_URL: created.url }, PORT);
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await drop?.();
  });

  it('answers from two workers on one port, each naming itself, none of them the primary', async () => {
    const workers = await workersAnswering(server.url, (seen) => seen.size === 2);
    expect(workers.size, server.output()).toBe(2);
    expect(workers.has(server.child.pid!)).toBe(false);
  }, 120_000);

  it('replaces a worker that dies, and logs it', async () => {
    const before = await workersAnswering(server.url, (seen) => seen.size === 2);
    const victim = [...before][0]!;
    process.kill(victim, 'SIGKILL');
    const after = await workersAnswering(server.url, (seen) => seen.size === 2 && !seen.has(victim));
    expect(after.size, server.output()).toBe(2);
    expect(after.has(victim)).toBe(false);
    expect(server.output()).toContain(`worker ${victim} exited (SIGKILL): starting another`);
  }, 150_000);

  it('drains every worker on SIGTERM: requests in flight complete, and the server exits 0', async () => {
    let stop = false;
    const statuses: number[] = [];
    const loop = async () => {
      while (!stop) {
        const answer = await health(server.url);
        if (answer.status === 0) return; // refused: the workers stopped listening
        statuses.push(answer.status);
      }
    };
    const loops = Array.from({ length: 6 }, loop);
    while (statuses.length < 30) await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    const exit = await exited(server.child);
    stop = true;
    await Promise.all(loops);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down: draining 2 workers');
  }, 120_000);
});
