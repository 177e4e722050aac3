import { ConfigError, loadEnv, type Env } from '../server/env';
import type { CommandIo } from './io';

/**
 * A command's configuration, read and checked as the server's is (`loadEnv`). On a bad value it prints
 * the problem to the command's error stream, after `prefix` (a command that names itself in its
 * errors passes its name), and answers null: the command then exits with its own status.
 */
export function loadCommandEnv(env: NodeJS.ProcessEnv, io: CommandIo, prefix = ''): Env | null {
  try {
    return loadEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err.write(`${prefix}${err.message}\n`);
      return null;
    }
    throw err;
  }
}
