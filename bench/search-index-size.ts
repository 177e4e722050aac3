/**
 * The `index:` line of `npm run bench:search`: how many parts the in-process search index holds, the
 * memory it takes and how long it took to load, measured on an index loaded in the benchmark's own
 * process (the server's is the same code over the same rows), between two full garbage collections.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { Database } from '../src/server/db/client';
import { createSearchIndex } from '../src/server/modules/search/engines/index/search-index';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** JavaScript heap plus the array buffers behind typed arrays, after a full collection. */
function heldBytes(): number {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export interface IndexSize {
  parts: number;
  /** Heap and array buffers the index holds, plus the memory of its native bitmaps (outside the heap). */
  megabytes: number;
  loadSeconds: number;
}

export async function measureIndex(db: Database): Promise<IndexSize> {
  const before = heldBytes();
  const index = createSearchIndex(db);
  const started = performance.now();
  await index.warm();
  const loadSeconds = (performance.now() - started) / 1000;
  const stats = index.stats();
  const held = heldBytes() - before + (stats?.nativeBytes ?? 0);
  // Keeps the index reachable until it has been measured.
  if (!stats) throw new Error('the search index did not load');
  return { parts: stats.parts, megabytes: held / 2 ** 20, loadSeconds };
}

export const formatIndexSize = (size: IndexSize) =>
  `index: ${size.parts} parts, ${size.megabytes.toFixed(0)} MB heap, loaded in ${size.loadSeconds.toFixed(1)} s`;
