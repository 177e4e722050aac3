/**
 * Pitlane server instances for the soak, each its own process (`scripts/serve-api.ts`, i.e.
 * `main()`), sharing one database, one Redis and one session secret.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resident memory in bytes now, with its workers' (Linux /proc), or null once the process is gone. */
  rss(): number | null;
  /** SIGTERM and wait for the exit code (a graceful shutdown exits 0). */
  stop(): Promise<number | null>;
}

/** The pid that answers /api/health on a connection of its own (a cluster hands each to one worker). */
async function answeringWorker(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5000) });
    return response.ok ? ((await response.json()) as { worker: number }).worker : null;
  } catch {
    return null;
  }
}

/** Starts an instance and resolves once `workers` distinct processes answer /api/health. */
export async function startInstance(root: string, name: string, port: number, env: Record<string, string>, workers = 1): Promise<Instance> {
  // tsx as a hook (not its CLI, which would run the server in a grandchild): the pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-api.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Warnings and errors go to the soak's output with the instance's name.
  const forward = (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const answered = new Set<number>();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    const worker = await answeringWorker(url);
    if (worker !== null) answered.add(worker);
    if (answered.size >= workers) break;
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health from ${workers} processes within 120 s`);
    }
    if (worker === null) await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    name,
    port,
    url,
    child,
    rss: () => treeRss(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

function rssOf(pid: number): number | null {
  try {
    const line = readFileSync(path.join('/proc', String(pid), 'status'), 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The process's resident memory with its children's (an instance of cluster workers is a primary and its workers). */
function treeRss(pid: number): number | null {
  const own = rssOf(pid);
  if (own === null) return null;
  let children: number[] = [];
  try {
    children = readFileSync(path.join('/proc', String(pid), 'task', String(pid), 'children'), 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone, or no children
  }
  return children.reduce((sum, child) => sum + (treeRss(child) ?? 0), own);
}

/** Samples every instance's resident memory once a second until stopped. */
export function sampleMemory(instances: Instance[], everyMs = 1000) {
  const samples = new Map<string, number[]>(instances.map((i) => [i.name, []]));
  const take = () => {
    for (const instance of instances) {
      const rss = instance.rss();
      if (rss !== null) samples.get(instance.name)!.push(rss);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
