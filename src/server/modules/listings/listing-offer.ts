import type { ListingSource, ShippingPolicy, StoredShippingOption } from '../../db/schema/vendors';

/**
 * One vendor's offer as every price source delivers it (live connectors, product feeds): what
 * `upsertOffers` needs to match it to a catalog part and store it as a listing. Money in cents.
 */
export interface ListingOffer {
  /** The vendor's own item id; one listing per (vendor, item). */
  vendorSku: string;
  partName: string;
  /** The number the vendor sells it under (MPN / OEM number), as printed. */
  partNumber: string;
  /** Further numbers the vendor gives (OEM cross references, superseded numbers), tried in order. */
  otherNumbers?: readonly string[];
  /**
   * The maker's brand as the vendor names it. When a number matches several parts, a part of this
   * brand (its own brand, or the brand of the interchange number that matched) is preferred.
   */
  brand?: string | null;
  priceCents: number;
  originalPriceCents?: number | null;
  /** Shipping the vendor quoted for this item; absent or null: it quoted none (the vendor's standard rate stands in). */
  shippingCostCents?: number | null;
  hasFreeShipping?: boolean;
  hasSameDayShipping?: boolean;
  hasNextDayDelivery?: boolean;
  inStore?: boolean;
  inStock?: boolean;
  stockQuantity?: number | null;
  deliveryDaysMin?: number | null;
  deliveryDaysMax?: number | null;
  /** The ways the vendor can ship it (standard, next day...), when it says. */
  shippingOptions?: readonly StoredShippingOption[];
  /** The vendor's product page (http or https). */
  productUrl: string;
  /** The affiliate network's tracking link for the offer, when it gave one: click-outs go there (http or https). */
  trackingUrl?: string | null;
  /** The item's GTIN (EAN/UPC) with a valid check digit: matched before any number. */
  gtin?: string | null;
}

/** An offer's shipping as stored by the offer rule: one unit's cost, and delivery terms that agree. */
export interface StoredShipping {
  shippingCostCents: number;
  /** The vendor quoted no shipping: its standard rate stands in. */
  shippingEstimated: boolean;
  hasFreeShipping: boolean;
  hasNextDayDelivery: boolean;
  shippingOptions: StoredShippingOption[];
}

/** An offer stored as a listing. */
export interface MatchedOffer<T extends ListingOffer = ListingOffer> {
  offer: T;
  listingId: number;
  partId: number;
  /** First time this (vendor, item) was seen. */
  inserted: boolean;
  /** The shipping stored for it by the offer rule (one unit's; estimated when the vendor quoted none). */
  shipping: StoredShipping;
  /** Price or original price differ from what was stored (always true for a new listing). */
  priceChanged: boolean;
  /** Any stored field differs from what was stored (always true for a new listing). */
  changed: boolean;
}

/** An offer the price guard held: its listing kept the last good price and stock; the change waits for review. */
export interface HeldOffer<T extends ListingOffer = ListingOffer> {
  offer: T;
  listingId: number;
  partId: number;
  previousPriceCents: number;
  /** The median of the listing's daily prices over its last 30 days. */
  medianPriceCents: number;
}

export interface UpsertResult<T extends ListingOffer = ListingOffer> {
  matched: MatchedOffer<T>[];
  /** Offers of listed items whose new price the price guard held for review (not in `matched`). */
  held: HeldOffer<T>[];
  /** Offers no catalog part number matched: for the review queue, never stored. */
  unmatched: T[];
  /** Offers refused before matching (no sku, bad price or url), with the reason. */
  rejected: { offer: T; reason: string }[];
  /** Parts whose offers changed (including a part an item moved away from). */
  touchedPartIds: number[];
  /** Offers with a "was" price their vendor's own last 30 days do not support (deal-labels rule). */
  unsupportedWasPrice: number;
}

export interface UpsertOptions {
  source?: Exclude<ListingSource, 'demo'>;
  /**
   * Refresh the parts' denormalized columns now (default). A caller upserting many batches in a
   * row (a live search across vendors) passes false and refreshes once at the end.
   */
  refreshDerived?: boolean;
  /** The vendor's shipping policy, when the caller has it; else it is read from the vendor. */
  shippingPolicy?: ShippingPolicy | null;
  /**
   * Hold a listed item's price change that is too far from its last 30 days (default): the listing
   * keeps its price and stock, the change goes to the review queue. Off for an accepted change.
   */
  guardPrices?: boolean;
  /** The feed run the offers come from, recorded with a held change. */
  runId?: number | null;
}
