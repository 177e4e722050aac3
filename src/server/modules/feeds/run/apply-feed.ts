/**
 * The body of a run's transaction: read the staged feed from local disk, parse, check and write
 * every item, then mark what a full feed no longer lists out of stock and refresh the touched
 * parts. Throws to roll everything back. Nothing here waits on the network.
 */
import type { FeedFormat } from '@shared/schemas/feeds';
import type { Database } from '../../../db/client';
import { refreshOfferDerived } from '../../../db/derived';
import { FeedError, RunHeldError } from '../feed-error';
import { findLastFullRunSize, markMissingOutOfStock, supersedeHeldPrices, type FeedVendor, type RunTotals } from '../feeds.queries';
import type { FeedOffer, FeedRejection } from '../map/feed-offer';
import { mapItem } from '../map/map-item';
import { readFeed } from '../parse/read-feed';
import { resolveMatched } from '../review-queue.queries';
import { BatchWriter } from './batch-writer';
import { FirstLines } from './first-lines';
import { readStaged, type StagedFeed } from './feed-source';
import type { RejectionLog } from './run-totals';
import { shrinkHoldReason } from './shrink-guard';

export interface ApplyFeedOptions {
  vendor: FeedVendor;
  runId: number;
  feed: StagedFeed;
  /** Largest inflated size of a downloaded or uploaded feed. */
  maxBytes: number;
  format?: FeedFormat;
  full: boolean;
  /** The shrink guard's limit in percent for a full feed; 0 applies the feed whatever its size (an accepted held run). */
  shrinkLimit: number;
  totals: RunTotals;
  rejections: RejectionLog;
  signal?: AbortSignal;
  /** "Now" for sale periods. */
  now: number;
  batchSize?: number;
  onFormat: (format: FeedFormat) => void;
  /** After each batch is written: progress, and the tests' hook. */
  afterBatch: () => Promise<void>;
}

/** "line 14: id D1 already on line 9": the reason names both rows. */
function duplicateRejection(offer: FeedOffer, firstLine: number): FeedRejection {
  return { line: offer.line, itemId: offer.vendorSku, reason: `line ${offer.line}: id ${offer.vendorSku} already on line ${firstLine}` };
}

export async function applyFeed(tx: Database, options: ApplyFeedOptions): Promise<void> {
  const { vendor, totals, rejections } = options;
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

  // An item id is applied once per run: the first usable row stands, a later one is refused with both lines.
  const firstLines = new FirstLines();
  const bytes = readStaged(options.feed, options.maxBytes, (n) => (totals.bytesRead += n));
  for await (const raw of readFeed(bytes, { format: options.format, onFormat: options.onFormat })) {
    options.signal?.throwIfAborted();
    totals.itemsRead++;
    const mapped = mapItem(raw, context);
    const firstLine = mapped.ok ? firstLines.firstLineOf(mapped.offer.vendorSku, raw.line) : null;
    if (mapped.ok && firstLine === null) {
      await writer.add(mapped.offer);
    } else {
      totals.rejected++;
      rejections.add(mapped.ok ? duplicateRejection(mapped.offer, firstLine!) : mapped);
    }
  }
  await writer.finish();
  options.signal?.throwIfAborted();
  await resolveMatched(tx, vendor.id);

  if (totals.itemsRead === 0) throw new FeedError('the feed has no items; nothing was changed');
  if (totals.matched + totals.unmatched === 0) {
    // Every item refused (a currency switch, a broken export): marking the whole catalog out of
    // stock on that basis would do more harm than the stale prices.
    throw new FeedError(`none of the ${totals.itemsRead} items could be used (see the rejections); nothing was changed`);
  }
  if (options.full) {
    const held = shrinkHoldReason(totals, await findLastFullRunSize(tx, vendor.id), options.shrinkLimit);
    if (held) throw new RunHeldError(held);
    const gone = await markMissingOutOfStock(tx, vendor.id);
    totals.markedOutOfStock = gone.length;
    gone.forEach((partId) => writer.touchedPartIds.add(partId));
  }
  await supersedeHeldPrices(tx, vendor.id, options.runId);
  await refreshOfferDerived(tx, [...writer.touchedPartIds]);
}
