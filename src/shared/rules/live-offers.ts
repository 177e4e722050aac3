/**
 * Rules for live vendor answers shared by the server (the summary it sends) and the live pricing
 * dialog (which builds the same list while the answers stream in), ordered by the offer rule.
 */
import { compareOffers, type RankedOffer } from './best-offer';

/** The fields of a live result that decide where it goes in the list. */
export interface TotalPricedOffer extends RankedOffer {
  listingId: number;
  vendor: string;
}

/** The offer rule's order; offers it cannot tell apart by vendor, then listing, so every client agrees. */
export function compareByTotal(a: TotalPricedOffer, b: TotalPricedOffer): number {
  return compareOffers(a, b) || a.vendor.localeCompare(b.vendor) || a.listingId - b.listingId;
}

export function sortByTotal<T extends TotalPricedOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareByTotal);
}

/**
 * Adds a vendor's streamed offers to those already shown, keeping the list in the offer rule's order. A
 * listing sent twice (a reconnect, or the final summary repeating it) keeps only its newest copy.
 */
export function mergeByTotal<T extends TotalPricedOffer>(current: readonly T[], incoming: readonly T[]): T[] {
  const byListing = new Map<number, T>();
  for (const offer of current) byListing.set(offer.listingId, offer);
  for (const offer of incoming) byListing.set(offer.listingId, offer);
  return sortByTotal([...byListing.values()]);
}

/** How one vendor answered a live search (the server's vendor status kinds). */
export type VendorOutcome = 'ok' | 'timeout' | 'error' | 'skipped';

export interface VendorTally {
  answered: number;
  timedOut: number;
  failed: number;
  /** Not asked: its circuit breaker is open after repeated failures. */
  skipped: number;
}

/** Counts of vendors by outcome, for the "answered / timed out / failed" line. */
export function tallyVendors(statuses: readonly { status: VendorOutcome }[]): VendorTally {
  const tally: VendorTally = { answered: 0, timedOut: 0, failed: 0, skipped: 0 };
  for (const { status } of statuses) {
    if (status === 'ok') tally.answered++;
    else if (status === 'timeout') tally.timedOut++;
    else if (status === 'error') tally.failed++;
    else tally.skipped++;
  }
  return tally;
}
