/**
 * One server process per core. On PostgreSQL the process started by `npm start` (or
 * `scripts/serve-api.ts`) becomes a `node:cluster` primary that runs no server of its own: it starts
 * WEB_CONCURRENCY workers (in production one per CPU core by default), each a whole server (`main`)
 * with its own search index, all accepting on one port. A worker that dies is replaced at once;
 * SIGTERM drains every worker within the grace period. The in-process jobs (feed scheduler,
 * freshness sweep, alert mails, popularity) take the same cross-instance locks they take across
 * machines, so N workers behave like N instances. The embedded database has one owner of its files,
 * so on it the server stays one process.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Env } from './env';
import { loadEnvOrExit } from './env';
import { SHUTDOWN_GRACE_MS } from './shutdown-grace';

/** The server itself, loaded only where it runs: a cluster primary serves nothing and stays small. */
async function main(): Promise<void> {
  await (await import('./main')).main();
}

export interface WorkerPlan {
  workers: number;
  /** Said at start when the plan is not what was asked for. */
  note: string | null;
}

/** How many server processes this configuration runs. */
export function planWorkers(env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY' | 'NODE_ENV'>, cores = os.availableParallelism()): WorkerPlan {
  if (!env.DATABASE_URL) {
    const asked = env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1;
    return {
      workers: 1,
      note: asked || env.NODE_ENV === 'production' ? 'embedded database: one server process (its files have one owner); set DATABASE_URL to run a worker per core' : null,
    };
  }
  // Outside production one process unless asked: a developer's server restarts fast and logs in one place.
  return { workers: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? cores : 1), note: null };
}

/** A worker that dies this soon after it started is failing to start, not crashing in service. */
const EARLY_DEATH_MS = 10_000;
/** A worker that keeps failing to start stops the server instead of being restarted forever. */
const MAX_EARLY_DEATHS = 5;

function say(line: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: line }));
}

function warn(line: string): void {
  console.error(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: line }));
}

/** Forks one worker and resolves once it listens (or rejects when it exits first). */
function forkListening(): Promise<Worker> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) => reject(new Error(`worker ${worker.process.pid} exited while starting (${signal ?? `code ${code}`})`));
    worker.once('exit', onExit);
    worker.once('listening', () => {
      worker.off('exit', onExit);
      resolve(worker);
    });
  });
}

async function runPrimary(count: number): Promise<void> {
  let shuttingDown = false;
  let started = false;
  let earlyDeaths = 0;
  const startedAt = new Map<number, number>();
  const listened = new Set<number>();
  cluster.on('fork', (worker) => startedAt.set(worker.id, Date.now()));
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    // While the first workers start, one that fails to start stops the server (see below).
    if (shuttingDown || (!started && !listened.has(worker.id))) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      warn(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) ${earlyDeaths} times in a row while starting: stopping`);
      void stopAll(1);
      return;
    }
    warn(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`);
    cluster.fork();
  });

  let stopping: Promise<void> | null = null;
  const stopAll = (exitCode: number) => (stopping ??= drainAll(exitCode));
  const drainAll = async (exitCode: number) => {
    shuttingDown = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    say(`shutting down: draining ${workers.length} workers`);
    const exits = workers.map(
      (worker) =>
        new Promise<number | null>((resolve) => {
          if (worker.isDead()) return resolve(worker.process.exitCode ?? null);
          worker.once('exit', (code) => resolve(code));
          worker.process.kill('SIGTERM');
        }),
    );
    // Each worker gives up on its own after the grace period; this only catches one that hangs.
    const deadline = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + 2000);
    const codes = await Promise.all(exits);
    clearTimeout(deadline);
    process.exit(codes.every((code) => code === 0) ? exitCode : 1);
  };
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGINT', () => void stopAll(0));

  say(`cluster: starting ${count} workers`);
  // One after the other: the first applies migrations and seeds, the next find them done.
  for (let i = 0; i < count; i++) {
    try {
      await forkListening();
    } catch (err) {
      // Stopped while starting (SIGTERM) is a shutdown already under way, not a failure to start.
      if (shuttingDown) return;
      warn(err instanceof Error ? err.message : String(err));
      await stopAll(1);
      return;
    }
    if (shuttingDown) return;
  }
  started = true;
  say(`cluster: ${count} workers listening`);
}

/** Starts the server: a cluster primary with its workers, or one process that is the server itself. */
export async function startServer(): Promise<void> {
  if (cluster.isWorker) return main();
  const plan = planWorkers(loadEnvOrExit());
  if (plan.note) warn(plan.note);
  if (plan.workers === 1) return main();
  await runPrimary(plan.workers);
}
