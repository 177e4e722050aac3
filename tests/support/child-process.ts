import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a TypeScript file of the project in a Node process of its own. tsx is loaded as a hook
 * (`--import`), not through its CLI, which would run the file in a grandchild: a signal sent to
 * the child must reach the code under test.
 */
export function spawnTs(file: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when a line of the child's stdout matches, rejects when it exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => finish(new Error(`no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const hit = lines.find((line) => pattern.test(line));
      if (hit !== undefined) finish(null, hit);
    };
    const onExit = (code: number | null) => finish(new Error(`exited (${code}) before a line matching ${pattern}`));
    const finish = (err: Error | null, line?: string) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(line!);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves with the signal or code once the child has exited. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
