/**
 * The production server for the page-speed benchmark: the built web app on a fresh embedded database
 * with the demo catalog, gate on, in a child process on loopback.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support';

export const BENCH_USER = 'bench-user';
export const BENCH_PASSWORD = 'bench-password-123';

export interface WebServer {
  origin: string;
  /** `name=value` of a session cookie for the bench user. */
  sessionCookie: { name: string; value: string };
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, hasExited: () => boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (hasExited()) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('the server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function login(origin: string): Promise<{ name: string; value: string }> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('pitlane_session='));
  if (!cookie) throw new Error('login set no session cookie');
  const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split(/=(.*)/s);
  return { name, value };
}

export async function startWebServer(options: { port: number; vendorSimPort: number; webDist: string }): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: options.webDist,
      VENDOR_SIM_PORT: String(options.vendorSimPort),
      SITE_GATE: 'on',
      SITE_USERNAME: BENCH_USER,
      SITE_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(origin, () => child.exitCode !== null);
    return { origin, sessionCookie: await login(origin), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
