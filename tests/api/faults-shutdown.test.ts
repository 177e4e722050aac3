/**
 * Graceful shutdown of the real server process: SIGTERM while a stream of requests is in flight.
 * Every request the server had accepted completes with a 2xx; after the signal new connections
 * are refused (the proxy sends them to another instance), and the process exits 0 on its own.
 * Runs on PGlite (a copy of the migrated template) or, under `npm run test:pg`, on PostgreSQL.
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
/** Distinct ports, so the PGlite and the PostgreSQL run can go side by side. */
const PORT = postgres ? 5182 : 5181;
const LOOPS = 12;
const PATHS = ['/api/categories', '/api/parts/search?q=brake', '/api/makes', '/api/parts/search?q=oil%20filter', '/api/vendors'];

interface Outcome {
  startedAt: number;
  endedAt: number;
  status?: number;
  /** The whole body arrived and parsed. */
  complete?: boolean;
  error?: string;
}

/** One request on a fresh connection (no keep-alive: each request is one accept by the server). */
function request(base: string, pathname: string): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${base}${pathname}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        let complete = true;
        try {
          JSON.parse(body);
        } catch {
          complete = false;
        }
        resolve({ startedAt, endedAt: performance.now(), status: res.statusCode, complete });
      });
      res.on('error', (err) => resolve({ startedAt, endedAt: performance.now(), status: res.statusCode, error: err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ startedAt, endedAt: performance.now(), error: err.code ?? err.message }));
  });
}

describe('graceful shutdown', () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (postgres) {
      const created = await createPostgresTestDatabase();
      env = { DATABASE_URL: created.url };
      cleanup = created.drop;
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-shutdown-'));
      cpSync(inject('templateDataDir'), dir, { recursive: true });
      env = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    // The demo catalog is seeded on first start; no vendor simulator, no gate, no web build.
    server = await startServerProcess({ ...env, SITE_GATE: 'off', VENDOR_SIM: 'off', WEB_DIST: 'dist/no-web-build' }, PORT);
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await cleanup?.();
  });

  it('finishes every accepted request with a 2xx after SIGTERM and exits 0', async () => {
    let stop = false;
    let signalledAt = Infinity;
    const outcomes: Outcome[] = [];
    const loop = async (offset: number) => {
      for (let i = offset; !stop; i++) {
        const outcome = await request(server.url, PATHS[i % PATHS.length]!);
        outcomes.push(outcome);
        // Once the server is gone there is nothing more to learn.
        if (outcome.error && outcome.startedAt > signalledAt) return;
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));

    // Signal once traffic flows (every loop answered at least twice), however busy the machine is.
    const flowing = Date.now() + 60_000;
    while (outcomes.filter((o) => o.status !== undefined).length < 2 * LOOPS && Date.now() < flowing) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await exited(server.child);
    stop = true;
    await Promise.all(loops);

    const answered = outcomes.filter((o) => o.status !== undefined);
    const notTwoXx = answered.filter((o) => o.status! < 200 || o.status! >= 300 || !o.complete);
    expect(notTwoXx, server.output()).toEqual([]);
    // In flight at the signal: started before it, answered after it.
    const inFlight = answered.filter((o) => o.startedAt < signalledAt && o.endedAt > signalledAt);
    expect(inFlight.length).toBeGreaterThan(0);
    // The only failures are connections the server never took: refused once it stopped listening,
    // or reset while still waiting in the listen queue. None was cut off mid-response.
    const failed = outcomes.filter((o) => o.error);
    expect(failed.every((o) => o.status === undefined && ['ECONNREFUSED', 'ECONNRESET'].includes(o.error!))).toBe(true);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(answered.length).toBeGreaterThan(LOOPS);
  }, 120_000);
});
