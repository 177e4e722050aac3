/**
 * The `index:` line of `npm run bench:search`: how many parts the in-process search index holds, the
 * memory it takes and how long it took to load, measured on an index loaded in the benchmark's own
 * process (the server's is the same code over the same rows), between two full garbage collections.
 * The load writes the index's snapshot to a temporary directory, as a server does, and the `index
 * snapshot:` line times a second index taking it up (what a restart or a replaced worker does).
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  snapshot: { megabytes: number; writeSeconds: number; takeUpSeconds: number };
}

/** A log that resolves `written` with the snapshot's write time once it is on disk. */
function snapshotLog() {
  let wrote: (seconds: number) => void = () => {};
  const written = new Promise<number>((resolve) => (wrote = resolve));
  return {
    written,
    log: {
      info: (message: string) => {
        const ms = /^search index: snapshot written in (\d+) ms/.exec(message)?.[1];
        if (ms) wrote(Number(ms) / 1000);
      },
      error: (err: unknown, message: string) => console.error(message, err),
    },
  };
}

export async function measureIndex(db: Database): Promise<IndexSize> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pitlane-bench-snapshot-'));
  try {
    const before = heldBytes();
    const writer = snapshotLog();
    const index = createSearchIndex(db, { snapshotDir: directory, log: writer.log });
    const started = performance.now();
    await index.warm();
    const loadSeconds = (performance.now() - started) / 1000;
    const stats = index.stats();
    const held = heldBytes() - before + (stats?.nativeBytes ?? 0);
    // Keeps the index reachable until it has been measured.
    if (!stats) throw new Error('the search index did not load');
    const writeSeconds = await writer.written;
    await index.close();
    const [file] = await readdir(directory);
    const megabytes = (await stat(path.join(directory, file!))).size / 2 ** 20;

    const again = createSearchIndex(db, { snapshotDir: directory });
    const takeUpStarted = performance.now();
    await again.warm();
    const takeUpSeconds = (performance.now() - takeUpStarted) / 1000;
    if (again.stats()?.parts !== stats.parts) throw new Error('the snapshot was not taken up whole');
    await again.close();
    return { parts: stats.parts, megabytes: held / 2 ** 20, loadSeconds, snapshot: { megabytes, writeSeconds, takeUpSeconds } };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export const formatIndexSize = (size: IndexSize) =>
  `index: ${size.parts} parts, ${size.megabytes.toFixed(0)} MB heap, loaded in ${size.loadSeconds.toFixed(1)} s\n` +
  `index snapshot: ${size.snapshot.megabytes.toFixed(0)} MB on disk, written in ${size.snapshot.writeSeconds.toFixed(1)} s, taken up in ${size.snapshot.takeUpSeconds.toFixed(1)} s`;
