/** Shared bits of the benchmarks: a server in a child process on loopback, and autocannon runs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux the project runs on). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user + system, ms) spent so far by process `pid` and every process under it, from
 * /proc (Linux): tsx runs the server in a child of the process the benchmark starts. Null elsewhere.
 */
export function processTreeCpuMs(pid: number): number | null {
  let stats: { pid: number; ppid: number; ticks: number }[];
  try {
    stats = readdirSync('/proc').flatMap((entry) => {
      if (!/^\d+$/.test(entry)) return [];
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // The command name may hold spaces: the fields after it start past its closing parenthesis.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return []; // the process ended while the table was read
      }
    });
  } catch {
    return null;
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) if (!tree.has(s.pid) && tree.has(s.ppid)) grew = Boolean(tree.add(s.pid));
  }
  if (!stats.some((s) => s.pid === pid)) return null;
  return (stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) * 1000) / CLOCK_TICKS;
}

export interface BenchServer {
  url: string;
  /** CPU time (ms) the server's processes have used so far, or null where it cannot be read. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Starts the API server (no web build) in its own process, so load and server don't share a thread. */
/** `base` is the environment the server inherits (this process's by default). */
export async function startServer(env: Record<string, string>, base: NodeJS.ProcessEnv = process.env): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve-api.ts'], {
    cwd: root,
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    // Generous: on a machine shared with other builds, compiling the server alone can take minutes.
    if (Date.now() - started > 300_000) {
      child.kill('SIGTERM');
      throw new Error('server did not start within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMs: () => (child.pid === undefined ? null : processTreeCpuMs(child.pid)),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  rps: number;
}

/** Drives `paths` round-robin for `seconds` with `connections` concurrent connections. */
export async function load(base: string, paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
  };
}

export function formatLoad(label: string, r: LoadResult): string {
  return `${label.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ${r.rps.toFixed(0).padStart(6)} req/s   ${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx`;
}
