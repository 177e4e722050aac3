/**
 * Writes built parts with everything hanging off them (fitments, interchange numbers, listings, price
 * history, reviews, promotions) in chunked set-based inserts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { bulkInsert, chunksOf, insertFromJson, type BulkColumn } from './bulk-insert';
import type { FitmentSeed, InterchangeSeed, ListingSeed, PartSeed, PricePointSeed, ReviewSeed } from './catalog/types';
import { HISTORY_SOURCE_COLUMNS, historyFromListings } from './derived-history';
import { insertPartRows } from './insert-part-rows';
import { lookup } from './lookup';
import type { ReferenceIds } from './reference-data';

export interface InsertPartsOptions {
  now: Date;
  /** Rows per statement. */
  chunkSize?: number;
  /**
   * 'points': write each listing's built history (the demo). 'derived': derive a little history in SQL
   * from the listings as they are inserted (large synthetic loads).
   */
  history: 'points' | 'derived';
}

type Owned<T> = T & { partId: number };

function fitmentColumns(ids: ReferenceIds): BulkColumn<Owned<FitmentSeed>>[] {
  return [
    { name: 'part_id', type: 'int', value: (f) => f.partId },
    { name: 'model_id', type: 'int', value: (f) => lookup(ids.models, f.model, 'model') },
    { name: 'year_from', type: 'int', value: (f) => f.yearFrom },
    { name: 'year_to', type: 'int', value: (f) => f.yearTo },
    { name: 'notes', type: 'text', value: (f) => f.notes },
    { name: 'position', type: 'text', value: (f) => f.position },
    { name: 'engine_code', type: 'text', value: (f) => f.engineCode },
    { name: 'variants', type: 'jsonb', value: (f) => f.variants },
  ];
}

const INTERCHANGE_COLUMNS: BulkColumn<Owned<InterchangeSeed>>[] = [
  { name: 'part_id', type: 'int', value: (i) => i.partId },
  { name: 'number', type: 'text', value: (i) => i.number },
  { name: 'number_normalized', type: 'text', value: (i) => i.numberNormalized },
  { name: 'kind', type: 'text', value: (i) => i.kind },
  { name: 'brand', type: 'text', value: (i) => i.brand },
];

function listingColumns(ids: ReferenceIds, now: Date): BulkColumn<Owned<ListingSeed>>[] {
  return [
    { name: 'part_id', type: 'int', value: (l) => l.partId },
    { name: 'vendor_id', type: 'int', value: (l) => lookup(ids.vendors, l.vendorSlug, 'vendor') },
    { name: 'vendor_sku', type: 'text', value: (l) => l.vendorSku },
    { name: 'title', type: 'text', value: (l) => l.title },
    { name: 'price_cents', type: 'int', value: (l) => l.priceCents },
    { name: 'original_price_cents', type: 'int', value: (l) => l.originalPriceCents },
    { name: 'shipping_cost_cents', type: 'int', value: (l) => l.shippingCostCents },
    { name: 'shipping_estimated', type: 'boolean', value: (l) => l.shippingEstimated },
    { name: 'shipping_options', type: 'jsonb', value: (l) => l.shippingOptions },
    { name: 'has_free_shipping', type: 'boolean', value: (l) => l.hasFreeShipping },
    { name: 'has_same_day_shipping', type: 'boolean', value: (l) => l.hasSameDayShipping },
    { name: 'has_next_day_delivery', type: 'boolean', value: (l) => l.hasNextDayDelivery },
    { name: 'in_store', type: 'boolean', value: (l) => l.inStore },
    { name: 'in_stock', type: 'boolean', value: (l) => l.inStock },
    { name: 'stock_quantity', type: 'int', value: (l) => l.stockQuantity },
    { name: 'delivery_days_min', type: 'int', value: (l) => l.deliveryDaysMin },
    { name: 'delivery_days_max', type: 'int', value: (l) => l.deliveryDaysMax },
    { name: 'url', type: 'text', value: (l) => l.url },
    { name: 'source', type: 'text', value: () => 'demo' },
    { name: 'first_seen_at', type: 'timestamptz', value: (l) => l.firstSeenAt },
    { name: 'last_seen_at', type: 'timestamptz', value: (l) => l.lastSeenAt ?? now },
    { name: 'updated_at', type: 'timestamptz', value: (l) => l.history[l.history.length - 1]?.recordedAt ?? now },
  ];
}

const HISTORY_COLUMNS: BulkColumn<PricePointSeed & { listingId: number }>[] = [
  { name: 'listing_id', type: 'int', value: (h) => h.listingId },
  { name: 'price_cents', type: 'int', value: (h) => h.priceCents },
  { name: 'original_price_cents', type: 'int', value: (h) => h.originalPriceCents },
  { name: 'recorded_at', type: 'timestamptz', value: (h) => h.recordedAt },
];

const REVIEW_COLUMNS: BulkColumn<Owned<ReviewSeed>>[] = [
  { name: 'part_id', type: 'int', value: (r) => r.partId },
  { name: 'author_name', type: 'text', value: (r) => r.authorName },
  { name: 'rating', type: 'int', value: (r) => r.rating },
  { name: 'title', type: 'text', value: (r) => r.title },
  { name: 'body', type: 'text', value: (r) => r.body },
  { name: 'vehicle', type: 'text', value: (r) => r.vehicle },
  { name: 'verified_purchase', type: 'boolean', value: (r) => r.verifiedPurchase },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.createdAt },
];

const PROMOTION_COLUMNS: BulkColumn<{ partId: number; priority: number; startsAt: Date }>[] = [
  { name: 'part_id', type: 'int', value: (p) => p.partId },
  { name: 'label', type: 'text', value: () => 'Featured' },
  { name: 'priority', type: 'int', value: (p) => p.priority },
  { name: 'starts_at', type: 'timestamptz', value: (p) => p.startsAt },
];

const PROMOTION_LEAD_MS = 30 * 86_400_000;

async function insertListingsWithHistoryPoints(
  db: Database,
  listings: readonly Owned<ListingSeed>[],
  ids: ReferenceIds,
  now: Date,
  chunkSize: number,
): Promise<void> {
  const inserted = await bulkInsert(db, 'listings', listingColumns(ids, now), listings, { chunkSize, returning: ['id', 'vendor_id', 'vendor_sku'] });
  const listingIdByKey = new Map(inserted.map((row) => [`${Number(row.vendor_id)}:${String(row.vendor_sku)}`, Number(row.id)]));
  const history = listings.flatMap((listing) => {
    const listingId = lookup(listingIdByKey, `${lookup(ids.vendors, listing.vendorSlug, 'vendor')}:${listing.vendorSku}`, 'inserted listing');
    return listing.history.map((point) => ({ ...point, listingId }));
  });
  await bulkInsert(db, 'listing_price_history', HISTORY_COLUMNS, history, { chunkSize: chunkSize * 2 });
}

/** One statement per chunk: the listings, then their history from the rows just inserted. */
async function insertListingsWithDerivedHistory(
  db: Database,
  listings: readonly Owned<ListingSeed>[],
  ids: ReferenceIds,
  now: Date,
  chunkSize: number,
): Promise<void> {
  for (const chunk of chunksOf(listings, chunkSize)) {
    const insert = insertFromJson('listings', listingColumns(ids, now), chunk, { returning: HISTORY_SOURCE_COLUMNS });
    await db.execute(sql`WITH inserted_listings AS (${insert}) ${historyFromListings('inserted_listings')}`);
  }
}

/** Inserts the parts and their dependants; returns the new part ids. */
export async function insertParts(db: Database, parts: readonly PartSeed[], ids: ReferenceIds, options: InsertPartsOptions): Promise<number[]> {
  const chunkSize = options.chunkSize ?? 500;
  const partIdBySlug = await insertPartRows(db, parts, ids, options.now, chunkSize);
  const owned = parts.map((part) => ({ part, partId: lookup(partIdBySlug, part.slug, 'inserted part') }));

  const fitments = owned.flatMap(({ part, partId }) => part.fitments.map((fitment) => ({ ...fitment, partId })));
  await bulkInsert(db, 'fitments', fitmentColumns(ids), fitments, { chunkSize });
  const interchange = owned.flatMap(({ part, partId }) => part.interchange.map((entry) => ({ ...entry, partId })));
  await bulkInsert(db, 'interchange_numbers', INTERCHANGE_COLUMNS, interchange, { chunkSize });
  const reviews = owned.flatMap(({ part, partId }) => part.reviews.map((review) => ({ ...review, partId })));
  await bulkInsert(db, 'reviews', REVIEW_COLUMNS, reviews, { chunkSize });

  const listings = owned.flatMap(({ part, partId }) => part.listings.map((listing) => ({ ...listing, partId })));
  if (options.history === 'derived') await insertListingsWithDerivedHistory(db, listings, ids, options.now, chunkSize);
  else await insertListingsWithHistoryPoints(db, listings, ids, options.now, chunkSize);

  const startsAt = new Date(options.now.getTime() - PROMOTION_LEAD_MS);
  const promotions = owned.flatMap(({ part, partId }) =>
    part.promotionPriority === undefined ? [] : [{ partId, priority: part.promotionPriority, startsAt }],
  );
  await bulkInsert(db, 'promotions', PROMOTION_COLUMNS, promotions, { chunkSize });
  return owned.map(({ partId }) => partId);
}
