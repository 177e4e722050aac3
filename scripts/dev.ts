/**
 * `npm run dev`: the API server restarting on change (port 5001) and Vite with hot reload on
 * http://localhost:5000, proxying /api, /private, /go and /img to the server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'scripts/serve-api.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '5001', HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
