import type { VendorStatusKind } from '@shared/schemas/pricing';
import type { StoredRef, VendorOffer } from './connectors/types';

/** A vendor's offer once stored as a listing: what searches show (through /go/{listingId}). */
export type LiveOffer = VendorOffer & StoredRef;

/** What one vendor contributed to one search. */
export interface VendorAnswer {
  vendorId: number;
  vendor: string;
  status: VendorStatusKind;
  /** From the start of the search to the answer (or to giving up). */
  ms: number;
  offers: LiveOffer[];
  unmatched: number;
  cached: boolean;
  message?: string;
}

/** What the cache keeps per (vendor, query): the stored offers, so a hit needs no vendor and no write. */
export interface CachedAnswer {
  offers: LiveOffer[];
  unmatched: number;
}
