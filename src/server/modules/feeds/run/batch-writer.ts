/**
 * Writes a run's accepted items in batches through the one listing upsert path, inside the run's
 * transaction: matched items become listings (history on a price change, `last_seen_at` always),
 * the rest go to the review queue with the reason. One batch is written while the next is parsed.
 */
import type { Database } from '../../../db/client';
import type { ShippingPolicy } from '../../../db/schema/vendors';
import { prepareOffers, writeOffers, type PreparedOffers } from '../../listings';
import type { RunTotals } from '../feeds.queries';
import type { FeedOffer, FeedRejection } from '../map/feed-offer';
import { upsertUnmatched, type UnmatchedEntry } from '../review-queue.queries';

export const FEED_BATCH_SIZE = 1000;

const MAX_NUMBERS_IN_REASON = 5;

/** Why no part was found for an item, for the reviewer. */
export function unmatchedReason(offer: FeedOffer): string {
  if (offer.numbers.length === 0) return 'no part number: the item has no mpn and no number in its custom labels';
  const shown = offer.numbers.slice(0, MAX_NUMBERS_IN_REASON).join(', ');
  const more = offer.numbers.length > MAX_NUMBERS_IN_REASON ? ` and ${offer.numbers.length - MAX_NUMBERS_IN_REASON} more` : '';
  return `no catalog part has the number ${shown}${more}${offer.brand ? ` (brand ${offer.brand})` : ''}`;
}

function entry(offer: FeedOffer, reason: string): UnmatchedEntry {
  return {
    sku: offer.vendorSku,
    reason,
    title: offer.partName,
    brand: offer.brand,
    mpn: offer.mpn,
    gtin: offer.gtin,
    numbers: offer.numbers,
    product_type: offer.productType,
    link: offer.productUrl,
    image_link: offer.imageLink,
    price_cents: offer.priceCents,
  };
}

export interface BatchWriterOptions {
  tx: Database;
  vendorId: number;
  /**
   * The vendor's shipping policy, for the offer rule's shipping. Given here so a batch's upsert is the
   * first statement its write sends: a write still in flight when the run fails must reach the
   * connection before the rollback does.
   */
  shippingPolicy: ShippingPolicy | null;
  runId: number;
  totals: RunTotals;
  onRejected: (rejection: FeedRejection) => void;
  batchSize?: number;
  /** Called after each batch is written (progress; tests use it to fail a run half-way). */
  afterBatch?: () => Promise<void> | void;
}

/** A batch ready to write: its offers prepared for the upsert, and the items already bound for review. */
interface PreparedBatch {
  offers: PreparedOffers<FeedOffer>;
  queue: Map<string, UnmatchedEntry>;
}

export class BatchWriter {
  /** Parts whose listings changed: their derived columns are refreshed once, at the end. */
  readonly touchedPartIds = new Set<number>();
  private batch: FeedOffer[] = [];
  private inFlight: Promise<void> | null = null;
  private readonly size: number;

  constructor(private readonly options: BatchWriterOptions) {
    this.size = options.batchSize ?? FEED_BATCH_SIZE;
  }

  async add(offer: FeedOffer): Promise<void> {
    this.batch.push(offer);
    if (this.batch.length < this.size) return;
    // Prepared before waiting: the CPU work overlaps the previous batch's statement, not the next one.
    const full = this.prepare(this.batch);
    this.batch = [];
    await this.inFlight;
    this.inFlight = this.write(full);
    // Awaited before the next batch or at the end; until then a failure must not count as unhandled.
    this.inFlight.catch(() => {});
  }

  async finish(): Promise<void> {
    await this.inFlight;
    this.inFlight = null;
    if (this.batch.length) await this.write(this.prepare(this.batch.splice(0)));
  }

  private prepare(offers: FeedOffer[]): PreparedBatch {
    const queue = new Map<string, UnmatchedEntry>();
    // Pitlane compares new parts: used and refurbished items wait for a reviewer instead.
    const fresh = offers.filter((offer) => {
      if (offer.condition === 'new') return true;
      queue.set(offer.vendorSku, entry(offer, `condition is ${offer.condition}: only new parts are compared`));
      return false;
    });
    return { offers: prepareOffers(fresh, this.options.shippingPolicy), queue };
  }

  private async write({ offers, queue }: PreparedBatch): Promise<void> {
    const { tx, vendorId, runId, totals } = this.options;
    const result = await writeOffers(tx, vendorId, offers, { source: 'feed', refreshDerived: false, runId });
    for (const m of result.matched) {
      totals.matched++;
      if (m.inserted) totals.created++;
      else if (m.changed) totals.updated++;
      else totals.unchanged++;
      if (m.priceChanged && !m.inserted) totals.priceChanges++;
      queue.delete(m.offer.vendorSku);
    }
    for (const h of result.held) {
      totals.matched++;
      totals.heldPrices++;
      queue.delete(h.offer.vendorSku);
    }
    for (const offer of result.unmatched) queue.set(offer.vendorSku, entry(offer, unmatchedReason(offer)));
    for (const { offer, reason } of result.rejected) {
      totals.rejected++;
      this.options.onRejected({ line: offer.line, itemId: offer.vendorSku || null, reason });
    }
    result.touchedPartIds.forEach((id) => this.touchedPartIds.add(id));
    totals.unsupportedWasPrice += result.unsupportedWasPrice;

    totals.unmatched += queue.size;
    await upsertUnmatched(tx, vendorId, runId, [...queue.values()]);
    await this.options.afterBatch?.();
  }
}
