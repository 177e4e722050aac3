import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { FeedCredentials, FeedFormat } from '../../../shared/schemas/feeds';
import { parts } from './catalog';

/**
 * A vendor's published shipping terms (from its shipping policy page): what the offer rule
 * (shared/rules/best-offer.ts) applies to an offer that quotes no shipping or reaches the threshold.
 */
export type ShippingPolicy = {
  /** Orders at or above this get free standard shipping; null: never free. */
  freeShippingThresholdCents: number | null;
  standardShippingCents: number;
  standardDays: [number, number];
  expressDays: [number, number] | null;
  /** What express shipping costs, when the vendor publishes it. */
  expressShippingCents?: number | null;
};

/** One way a listing can be shipped, as stored (money in cents, null when not stated). */
export type StoredShippingOption = {
  service: string;
  costCents: number | null;
  daysMin: number | null;
  daysMax: number | null;
};

/** How Pitlane talks to a vendor (live queries, feeds); read by the connectors. */
export type VendorConnectorConfig = Record<string, unknown>;

export const vendors = pgTable(
  'vendors',
  {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo').notNull().default(''),
  website: text('website').notNull(),
  description: text('description').notNull().default(''),
  hasStorePickup: boolean('has_store_pickup').notNull().default(false),
  /** Click-out url template: "{url}" is the listing url; e.g. "{url}?utm_source=pitlane&aff=123". */
  affiliateTemplate: text('affiliate_template'),
  /** The affiliate network the template belongs to ("AWIN", "CJ", "direct"...), for the operators. */
  affiliateNetwork: text('affiliate_network'),
  /** What the vendor pays per sale, as a fraction of the order (0.08 = 8%). */
  commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }).notNull().default('0'),
  /** The vendor's average order value, for the click-out report's commission estimate. */
  averageOrderValueCents: integer('average_order_value_cents').notNull().default(15000),
  shippingPolicy: jsonb('shipping_policy').$type<ShippingPolicy>(),
  connector: jsonb('connector').$type<VendorConnectorConfig>(),
  feedUrl: text('feed_url'),
  feedIntervalMinutes: integer('feed_interval_minutes'),
  /** The feed's format when auto-detection should not decide (an affiliate network's, or Merchant's); null: detected. */
  feedFormat: text('feed_format').$type<FeedFormat>(),
  /** A cron expression (UTC) saying when the feed is fetched; takes the place of the interval when set. */
  feedSchedule: text('feed_schedule'),
  /**
   * How the feed url is authenticated, by reference: names of environment variables (FEED_SECRET_*)
   * resolved when the feed is fetched. The secrets themselves are never stored nor sent by any API.
   */
  feedCredentials: jsonb('feed_credentials').$type<FeedCredentials>(),
  /** Validators of the last feed answer a run applied: sent back as If-None-Match / If-Modified-Since. */
  feedEtag: text('feed_etag'),
  feedLastModified: text('feed_last_modified'),
  /**
   * The shrink guard, in percent: a full feed with fewer items (or matched offers) than this share of
   * the vendor's last successful full run is held instead of applied; 0 turns the guard off.
   */
  feedShrinkLimit: integer('feed_shrink_limit').notNull().default(50),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('vendors_commission_rate_range', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 1`)],
);

export const listingSources = ['demo', 'feed', 'live'] as const;
export type ListingSource = (typeof listingSources)[number];

/** One vendor's offer for one part. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The vendor's own item id; one listing per (vendor, item). */
    vendorSku: text('vendor_sku').notNull(),
    title: text('title'),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    /** Shipping for one unit by the offer rule: 0 when free (flag or the vendor's threshold), else quoted or estimated. */
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    /** The vendor quoted no shipping; its standard rate stands in. */
    shippingEstimated: boolean('shipping_estimated').notNull().default(false),
    /**
     * The offer rule's total (shared/rules/best-offer.ts totalCents): item price plus one unit's
     * shipping. Generated, so no write can leave it behind its price.
     */
    totalPriceCents: integer('total_price_cents').generatedAlwaysAs(sql`price_cents + shipping_cost_cents`),
    hasFreeShipping: boolean('has_free_shipping').notNull().default(false),
    hasSameDayShipping: boolean('has_same_day_shipping').notNull().default(false),
    hasNextDayDelivery: boolean('has_next_day_delivery').notNull().default(false),
    inStore: boolean('in_store').notNull().default(false),
    inStock: boolean('in_stock').notNull().default(true),
    stockQuantity: integer('stock_quantity'),
    deliveryDaysMin: integer('delivery_days_min'),
    deliveryDaysMax: integer('delivery_days_max'),
    /** The ways the vendor can ship it (standard, next day...), when it says. */
    shippingOptions: jsonb('shipping_options').$type<StoredShippingOption[]>().notNull().default([]),
    /** The retailer's own product page. */
    url: text('url').notNull(),
    /** The affiliate network's tracking link for the offer (Awin aw_deep_link, AvantLink/CJ buy url, eBay affiliate url), when it gave one. */
    trackingUrl: text('tracking_url'),
    source: text('source').$type<ListingSource>().notNull().default('demo'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_vendor_sku_idx').on(t.vendorId, t.vendorSku),
    // Every column search filters or ranks offers by, so its per-part offer aggregate (price bounds,
    // best in-stock total, vendors, shipping flags) is an index-only scan instead of a visit to each listing row.
    index('listings_part_offer_idx').on(
      t.partId,
      t.priceCents,
      t.totalPriceCents,
      t.inStock,
      t.vendorId,
      t.hasFreeShipping,
      t.hasSameDayShipping,
      t.hasNextDayDelivery,
      t.deliveryDaysMin,
    ),
    index('listings_vendor_idx').on(t.vendorId, t.partId),
  ],
);

/** Appended whenever a listing's price changes (and once when it is first seen). */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_listing_time_idx').on(t.listingId, t.recordedAt)],
);


