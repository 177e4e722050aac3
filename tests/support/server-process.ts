import type { ChildProcess } from 'node:child_process';
import { spawnTs } from './child-process';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server wrote to stderr and stdout, for a failing assertion's message. */
  output(): string;
}

/**
 * The real server (`scripts/serve-api.ts`: `main()` without a web build) in a process of its own,
 * resolved once `/api/health` answers.
 */
export async function startServerProcess(env: Record<string, string>, port: number, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawnTs('scripts/serve-api.ts', [], { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, output: () => output };
}
