/** Counters of one run, and the rejections kept to show (the first of them). */
import type { RunTotals } from '../feeds.queries';
import type { FeedRejection } from '../map/feed-offer';

/** Rejections stored per run with line and reason; the count covers all of them. */
export const MAX_STORED_REJECTIONS = 1000;

export function emptyTotals(): RunTotals {
  return { bytesRead: 0, itemsRead: 0, matched: 0, created: 0, updated: 0, unchanged: 0, priceChanges: 0, unmatched: 0, rejected: 0, markedOutOfStock: 0, unsupportedWasPrice: 0, heldPrices: 0 };
}

/** A held run rolled back: what it read and would have matched stays on record, what it would have written is zero. */
export function heldTotals(totals: RunTotals): RunTotals {
  return { ...withoutWrites(totals), matched: totals.matched, unmatched: totals.unmatched };
}

/** A failed run rolled back: what it read stays on record, what it would have written is zero. */
export function withoutWrites(totals: RunTotals): RunTotals {
  return { ...emptyTotals(), bytesRead: totals.bytesRead, itemsRead: totals.itemsRead, rejected: totals.rejected };
}

export class RejectionLog {
  readonly kept: FeedRejection[] = [];

  add(rejection: FeedRejection): void {
    if (this.kept.length < MAX_STORED_REJECTIONS) this.kept.push({ line: rejection.line, itemId: rejection.itemId, reason: rejection.reason });
  }
}
