/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then starts
 * the server on the embedded database with the demo catalog.
 */
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtShell = path.join(path.resolve(root, process.env.WEB_DIST || 'dist/web'), 'index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'src/web'), path.join(root, 'src/shared')];
// Cluster workers run this script too; the primary has built what they serve.
const stale =
  cluster.isPrimary &&
  (!existsSync(builtShell) || Math.max(...sources.map(newestChange)) > statSync(builtShell).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const { startServer } = await import('../src/server/cluster');
await startServer();
