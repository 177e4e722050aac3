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
  /** Resident memory in bytes now (Linux /proc), or null once the process is gone. */
  rss(): number | null;
  /** SIGTERM and wait for the exit code (a graceful shutdown exits 0). */
  stop(): Promise<number | null>;
}

export async function startInstance(root: string, name: string, port: number, env: Record<string, string>): Promise<Instance> {
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
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    name,
    port,
    url,
    child,
    rss: () => {
      try {
        const line = readFileSync(path.join('/proc', String(child.pid), 'status'), 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
        return line ? Number(line[1]) * 1024 : null;
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
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
