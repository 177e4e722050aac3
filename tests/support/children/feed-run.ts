/**
 * A feed run in a process of its own, for a test to kill half-way:
 * `tsx tests/support/children/feed-run.ts <database url> <vendor slug> <feed file>`.
 * Prints `batch N` after each written batch and slows down between batches, so the kill lands
 * while the run's transaction is open.
 */
import { openDatabase } from '../../../src/server/db/client';
import { ingestFeed } from '../../../src/server/modules/feeds/run/ingest';

const [url, vendor, file] = process.argv.slice(2);
if (!url || !vendor || !file) throw new Error('usage: feed-run.ts <database url> <vendor slug> <feed file>');

const handle = await openDatabase({ url, poolSize: 2 });
let batches = 0;
await ingestFeed(handle.db, {
  vendor,
  source: { kind: 'file', path: file },
  trigger: 'cli',
  batchSize: 50,
  afterBatch: async () => {
    console.log(`batch ${++batches}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  },
});
console.log('finished');
await handle.close();
