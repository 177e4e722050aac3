import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { FeedFetchResult, FeedFormat, FeedRunStatus, FeedTrigger, HeldPriceStatus, UnmatchedStatus } from '../../../shared/schemas/feeds';
import { parts } from './catalog';
import { bytea } from './types';
import { listings, vendors } from './vendors';

/**
 * One ingestion of a vendor's product feed. The row is written before the run's transaction starts
 * and finished after it ends, so a running, failed or refused run is visible even though the
 * run's listing writes commit or roll back as one. At most one run per vendor is `running` (a
 * unique index): inserting that row is how a run claims its vendor, in any process.
 */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Where the feed came from: its url, or the file name the CLI sent. */
    source: text('source').notNull(),
    /** Null until the format is known (a run refused or failing before the first bytes). */
    format: text('format').$type<FeedFormat>(),
    trigger: text('trigger').$type<FeedTrigger>().notNull(),
    /** A full feed lists the vendor's whole catalog: listings missing from it go out of stock. */
    fullFeed: boolean('full_feed').notNull().default(true),
    status: text('status').$type<FeedRunStatus>().notNull(),
    /** A url's fetch: "200" read, "304" not modified, "error"; null for a file or an upload. */
    fetchResult: text('fetch_result').$type<FeedFetchResult>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    itemsRead: integer('items_read').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    priceChanges: integer('price_changes').notNull().default(0),
    unmatched: integer('unmatched').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    markedOutOfStock: integer('marked_out_of_stock').notNull().default(0),
    /** Items whose "was" price the vendor's own last 30 days do not support (shown without it). */
    unsupportedWasPrice: integer('unsupported_was_price').notNull().default(0),
    /** Items whose price moved too far from their listing's recent prices: kept for review, not applied. */
    heldPrices: integer('held_prices').notNull().default(0),
    /** Why the whole run failed, was refused or is held; null for a run that succeeded. */
    error: text('error'),
    /** Stamped every few seconds by the process running it: a running run whose stamp is old lost its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Set by an operator's cancel; the process running it stops the run at its next heartbeat. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('feed_runs_vendor_time_idx').on(t.vendorId, t.startedAt),
    index('feed_runs_status_idx').on(t.status),
    uniqueIndex('feed_runs_one_running_idx').on(t.vendorId).where(sql`status = 'running'`),
  ],
);

/** Items a run refused (no price, bad link, non-USD...), with their line in the feed. */
export const feedRejections = pgTable(
  'feed_rejections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    /** Line of the feed where the item starts (1-based). */
    line: integer('line').notNull(),
    /** The item's id when it had one. */
    itemId: text('item_id'),
    reason: text('reason').notNull(),
  },
  (t) => [index('feed_rejections_run_idx').on(t.runId, t.line)],
);

/**
 * The review queue: feed items no catalog part matched (or that Pitlane does not list, such as used
 * parts), one row per (vendor, item id), with the reason and what a reviewer needs to map them.
 */
export const unmatchedFeedItems = pgTable(
  'unmatched_feed_items',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    vendorSku: text('vendor_sku').notNull(),
    reason: text('reason').notNull(),
    title: text('title').notNull(),
    brand: text('brand'),
    mpn: text('mpn'),
    gtin: text('gtin'),
    /** Every number the item gave (mpn, then custom labels), as printed. */
    numbers: jsonb('numbers').$type<string[]>().notNull().default([]),
    productType: text('product_type'),
    link: text('link').notNull(),
    imageLink: text('image_link'),
    priceCents: integer('price_cents').notNull(),
    status: text('status').$type<UnmatchedStatus>().notNull().default('open'),
    /**
     * The part a reviewer linked the item to (status `linked`): later runs list the item on this part
     * before trying its numbers, so the decision holds.
     */
    linkedPartId: integer('linked_part_id').references(() => parts.id, { onDelete: 'set null' }),
    lastRunId: integer('last_run_id').references(() => feedRuns.id, { onDelete: 'set null' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('unmatched_feed_items_vendor_sku_idx').on(t.vendorId, t.vendorSku),
    index('unmatched_feed_items_status_idx').on(t.status, t.vendorId),
  ],
);

/**
 * The staged feed of a `held` run (the shrink guard), kept until an operator accepts it or a later
 * successful run of the vendor supersedes it. In the database, so any instance can apply it.
 */
export const heldFeeds = pgTable('held_feeds', {
  runId: integer('run_id')
    .primaryKey()
    .references(() => feedRuns.id, { onDelete: 'cascade' }),
  /** The staged bytes as downloaded or uploaded (gzip stays gzip). */
  content: bytea('content').notNull(),
  format: text('format').$type<FeedFormat>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Price changes held for review (the price anomaly guard): a listing's new price that falls by more
 * than 70 % or rises by more than 300 % against the median of its last 30 days. The listing keeps its
 * last good price and stock; the offer as it arrived waits here until an operator accepts (applied
 * through the one upsert path) or rejects it. At most one open entry per listing: a later anomaly
 * replaces it.
 */
export const heldPriceChanges = pgTable(
  'held_price_changes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The feed run that brought it; null for a live answer. */
    runId: integer('run_id').references(() => feedRuns.id, { onDelete: 'set null' }),
    source: text('source').$type<'feed' | 'live'>().notNull(),
    previousPriceCents: integer('previous_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    /** The median of the listing's daily prices over its last 30 days, what the change was judged against. */
    medianPriceCents: integer('median_price_cents').notNull(),
    /** The offer as it arrived (the listings module's offer, as JSON), applied whole when accepted. */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<HeldPriceStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('held_price_changes_open_idx').on(t.listingId).where(sql`status = 'open'`),
    index('held_price_changes_status_idx').on(t.status, t.vendorId),
  ],
);
