/** Sizes of the built web app's JavaScript: every chunk, and what the home page loads before its first paint. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  chunks: ChunkSize[];
  /** The entry script and the modules it preloads: everything that runs before React draws anything. */
  initial: ChunkSize[];
  initialGzipBytes: number;
}

function measure(webRoot: string, file: string): ChunkSize {
  const content = readFileSync(path.join(webRoot, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Scripts named by index.html: the module entry and its modulepreload links (Vite lists every static import). */
function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const [, file] of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) if (file) files.add(file);
  for (const [, file] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) if (file) files.add(file);
  return [...files];
}

export function measureBundle(webRoot: string): BundleReport {
  const chunks = readdirSync(path.join(webRoot, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => measure(webRoot, `assets/${name}`))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initial = initialScripts(readFileSync(path.join(webRoot, 'index.html'), 'utf8')).map((file) => measure(webRoot, file));
  return { chunks, initial, initialGzipBytes: initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}
