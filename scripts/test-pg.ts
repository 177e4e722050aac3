/**
 * `npm run test:pg`: the API suite against the PostgreSQL server. Each run creates its own template
 * database (and one database per test file) on that server and drops them at the end.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const args = process.argv.slice(2);
// Files named on the command line narrow the run; otherwise the whole API suite runs.
const files = args.some((a) => !a.startsWith('-')) ? [] : ['tests/api'];
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...files, ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
