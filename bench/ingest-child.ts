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
const run = await ingestFeed(handle.db, { vendor, source: { kind: 'file', path: file }, trigger: 'cli' });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await handle.close();

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    run,
    seconds,
    baselineRssMb: mb(baselineRss),
    peakRssMb: mb(peakRss),
    // resourceUsage().maxRSS is in kilobytes: the kernel's peak for the whole process.
    maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
  }),
);
