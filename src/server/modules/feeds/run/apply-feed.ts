/**
 * The body of a run's transaction: stream, parse, check and write every item, then mark what a full
 * feed no longer lists out of stock and refresh the touched parts. Throws to roll everything back.
 */
import type { FeedFormat } from '@shared/schemas/feeds';
import type { Database } from '../../../db/client';
import { refreshOfferDerived } from '../../../db/derived';
import { FeedError } from '../feed-error';
import { markMissingOutOfStock, type FeedVendor, type RunTotals } from '../feeds.queries';
import { mapItem } from '../map/map-item';
import { readFeed } from '../parse/read-feed';
import { resolveMatched } from '../review-queue.queries';
import { BatchWriter } from './batch-writer';
import { openSource, type FeedSource } from './feed-source';
import type { RejectionLog } from './run-totals';

export interface ApplyFeedOptions {
  vendor: FeedVendor;
  runId: number;
  source: FeedSource;
  format?: FeedFormat;
  full: boolean;
  totals: RunTotals;
  rejections: RejectionLog;
  signal?: AbortSignal;
  /** "Now" for sale periods. */
  now: number;
  batchSize?: number;
  onFormat: (format: FeedFormat) => void;
  onSize: (sizeBytes: number | null) => void;
  /** After each batch is written: progress, and the tests' hook. */
  afterBatch: () => Promise<void>;
}

async function* countBytes(bytes: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes) {
    onBytes(chunk.length);
    yield chunk;
  }
}

export async function applyFeed(tx: Database, options: ApplyFeedOptions): Promise<void> {
  const { vendor, totals, rejections } = options;
  const opened = await openSource(options.source, options.signal);
  options.onSize(opened.sizeBytes);
  const context = { shippingPolicy: vendor.shippingPolicy, now: options.now };
  const writer = new BatchWriter({
    tx,
    vendorId: vendor.id,
    shippingPolicy: vendor.shippingPolicy,
    runId: options.runId,
    totals,
    batchSize: options.batchSize,
    onRejected: (rejection) => rejections.add(rejection),
    afterBatch: options.afterBatch,
  });

  const bytes = countBytes(opened.bytes, (n) => (totals.bytesRead += n));
  for await (const raw of readFeed(bytes, { format: options.format, onFormat: options.onFormat })) {
    if (options.signal?.aborted) throw new FeedError('the run was stopped before it finished (shutdown)');
    totals.itemsRead++;
    const mapped = mapItem(raw, context);
    if (mapped.ok) {
      await writer.add(mapped.offer);
    } else {
      totals.rejected++;
      rejections.add(mapped);
    }
  }
  await writer.finish();
  await resolveMatched(tx, vendor.id);

  if (totals.itemsRead === 0) throw new FeedError('the feed has no items; nothing was changed');
  if (totals.matched + totals.unmatched === 0) {
    // Every item refused (a currency switch, a broken export): marking the whole catalog out of
    // stock on that basis would do more harm than the stale prices.
    throw new FeedError(`none of the ${totals.itemsRead} items could be used (see the rejections); nothing was changed`);
  }
  if (options.full) {
    const gone = await markMissingOutOfStock(tx, vendor.id);
    totals.markedOutOfStock = gone.length;
    gone.forEach((partId) => writer.touchedPartIds.add(partId));
  }
  await refreshOfferDerived(tx, [...writer.touchedPartIds]);
}
