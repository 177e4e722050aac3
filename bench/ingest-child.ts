/**
 * One measured feed run of `npm run bench:ingest`, in a process of its own so that its memory is
 * the run's: `tsx bench/ingest-child.ts <database url> <vendor slug> <feed file>`. Prints one JSON
 * line: the run, wall time, and peak resident memory (sampled every 50 ms, and the kernel's maxRSS).
 */
import { openDatabase } from '../src/server/db/client';
import { ingestFeed } from '../src/server/modules/feeds/run/ingest';

const [url, vendor, file] = process.argv.slice(2);
if (!url || !vendor || !file) throw new Error('usage: ingest-child.ts <database url> <vendor slug> <feed file>');

const handle = await openDatabase({ url, poolSize: 2 });
const baselineRss = process.memoryUsage().rss;
let peakRss = baselineRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const started = performance.now();
/** When each batch was written: the spread shows whether batches slow down as the tables grow. */
const batchDone: number[] = [];
const run = await ingestFeed(handle.db, {
  vendor,
  source: { kind: 'file', path: file },
  trigger: 'cli',
  afterBatch: () => void batchDone.push(performance.now()),
});
const ended = performance.now();
const seconds = (ended - started) / 1000;
const tenth = Math.max(1, Math.floor(batchDone.length / 10));
const batchMs = (from: number) => (batchDone[from + tenth - 1]! - (from === 0 ? started : batchDone[from - 1]!)) / tenth;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await handle.close();

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    run,
    seconds,
    baselineRssMb: mb(baselineRss),
    // Per batch in the first and the last tenth of the feed, and after the last batch (out-of-stock
    // marking, derived part columns, commit).
    firstBatchesMs: Math.round(batchMs(0)),
    lastBatchesMs: Math.round(batchMs(batchDone.length - tenth)),
    finishMs: Math.round(ended - (batchDone.at(-1) ?? started)),
    peakRssMb: mb(peakRss),
    // resourceUsage().maxRSS is in kilobytes: the kernel's peak for the whole process.
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
  }),
);
