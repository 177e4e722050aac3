import type { ListingOffer } from '../../listings';

/** What a vendor is asked: a part number and/or words, optionally for a vehicle. */
export interface VendorQuery {
  partNumber?: string;
  text?: string;
  vehicle?: { make?: string; model?: string; year?: number };
}

/**
 * One vendor's offer as every connector returns it (the listing fields plus what only the live
 * answer carries). Money in cents.
 */
export interface VendorOffer extends ListingOffer {
  brand: string | null;
  /** The vendor's own wording ("2-5 business days"), or null to derive it from the days. */
  estimatedDelivery: string | null;
}

/** An offer that is already a stored listing (a feed-backed connector answers from our own rows). */
export interface StoredRef {
  listingId: number;
  partId: number;
  /** As stored: the vendor quoted no shipping (the offer rule's estimate stands in). */
  shippingEstimated?: boolean;
  /** When the stored price was last confirmed (ISO 8601). */
  lastSeenAt?: string;
  /** As stored: the last 30 daily prices when the offer claims a "was" price (listings/was-price.queries.ts). */
  wasWindowPrices?: (number | null)[] | null;
}

export type ConnectorOffer = VendorOffer & Partial<StoredRef>;

/** The one interface every vendor connector implements. */
export interface Connector {
  /**
   * Searches the vendor. Must stop work when `signal` aborts; the caller also stops waiting at
   * that moment, so a connector that ignores the signal cannot delay an answer.
   * Throws ConnectorError for a vendor-side failure (HTTP status, malformed answer).
   */
  search(query: VendorQuery, signal: AbortSignal): Promise<ConnectorOffer[]>;
}

/** A failure on the vendor's side, with a message fit to show in the per-vendor status. */
export class ConnectorError extends Error {}
