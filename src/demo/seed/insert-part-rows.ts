/**
 * Inserts part rows. Each part is written once, with its derived columns (lowest price, offer count,
 * search text) computed by the same SQL the refresh uses, fed with the offers, fitments and numbers the
 * part is about to get: rewriting a part regenerates its search vector, which is the costliest write.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { totalCents } from '../../shared/rules/best-offer';
import { derivedPartValues } from '../../server/db/derived';
import type { PartSeed } from './catalog/types';
import { lookup } from './lookup';
import type { ReferenceIds } from './reference-data';
import { rowsOf } from './sql-rows';

function partRow(part: PartSeed, ids: ReferenceIds, now: Date) {
  return {
    slug: part.slug,
    name: part.name,
    description: part.description,
    brand: part.brand,
    part_number: part.partNumber,
    part_number_normalized: part.partNumberNormalized,
    category_id: lookup(ids.categories, part.categorySlug, 'category'),
    part_type: part.partType,
    image_url: part.imageUrl,
    rating: part.rating.toFixed(1),
    review_count: part.reviewCount,
    features: part.features,
    tags: part.tags,
    specifications: part.specifications,
    is_best_seller: part.isBestSeller,
    is_on_sale: part.isOnSale,
    is_premium: part.isPremium,
    created_at: now.toISOString(),
    // What the derived values are computed from; not columns of parts.
    offers: part.listings.map((listing) => ({
      price_cents: listing.priceCents,
      total_price_cents: totalCents(listing.priceCents, listing.shippingCostCents),
      in_stock: listing.inStock,
      has_same_day_shipping: listing.hasSameDayShipping,
      has_next_day_delivery: listing.hasNextDayDelivery,
      delivery_days_min: listing.deliveryDaysMin,
      last_seen_at: (listing.lastSeenAt ?? now).toISOString(),
    })),
    fits: part.fitments.map((fitment) => ({ model_id: lookup(ids.models, fitment.model, 'model'), notes: fitment.notes })),
    numbers: part.interchange.map((entry) => ({ number: entry.number, number_normalized: entry.numberNormalized, brand: entry.brand })),
  };
}

const PART_PAYLOAD_COLUMNS = `slug text, name text, description text, brand text, part_number text,
  part_number_normalized text, category_id int, part_type text, image_url text, rating numeric, review_count int, features jsonb,
  tags jsonb, specifications jsonb, is_best_seller boolean, is_on_sale boolean, is_premium boolean,
  created_at timestamptz, offers jsonb, fits jsonb, numbers jsonb`;

const PART_STORED_COLUMNS = `slug, name, description, brand, part_number, part_number_normalized, category_id, part_type, image_url,
  rating, review_count, features, tags, specifications, is_best_seller, is_on_sale, is_premium, created_at`;

/** Inserts one chunk of parts with their derived columns; returns slug → id. */
async function insertPartChunk(db: Database, payload: string): Promise<[string, number][]> {
  const derived = derivedPartValues({
    parts: sql`SELECT slug AS part_key, category_id, tags FROM payload`,
    listings: sql`SELECT p.slug AS part_key, o.*
      FROM payload AS p
      CROSS JOIN LATERAL jsonb_to_recordset(p.offers)
        AS o(price_cents int, total_price_cents int, in_stock boolean, has_same_day_shipping boolean, has_next_day_delivery boolean, delivery_days_min int,
             last_seen_at timestamptz)`,
    fitments: sql`SELECT p.slug AS part_key, f.model_id, f.notes
      FROM payload AS p CROSS JOIN LATERAL jsonb_to_recordset(p.fits) AS f(model_id int, notes text)`,
    interchange: sql`SELECT p.slug AS part_key, n.number, n.number_normalized, n.brand, n.position
      FROM payload AS p
      CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(p.numbers) AS (number text, number_normalized text, brand text))
        WITH ORDINALITY AS n(number, number_normalized, brand, position)`,
  });
  const result = await db.execute(sql`
    WITH payload AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${payload}::json) AS r(${sql.raw(PART_PAYLOAD_COLUMNS)})
    ),
    derived AS (${derived})
    INSERT INTO parts (${sql.raw(PART_STORED_COLUMNS)}, updated_at, lowest_price_cents, best_total_cents, listing_count, fastest_delivery_days, search_extra)
    SELECT ${sql.raw(PART_STORED_COLUMNS.split(',').map((column) => `p.${column.trim()}`).join(', '))},
           p.created_at, d.lowest_price_cents, d.best_total_cents, d.listing_count, d.fastest_delivery_days, d.search_extra
    FROM payload AS p
    JOIN derived AS d ON d.part_key = p.slug
    RETURNING id, slug
  `);
  return rowsOf<{ id: number; slug: string }>(result).map((row) => [row.slug, Number(row.id)]);
}

export async function insertPartRows(
  db: Database,
  parts: readonly PartSeed[],
  ids: ReferenceIds,
  now: Date,
  chunkSize: number,
): Promise<Map<string, number>> {
  const partIdBySlug = new Map<string, number>();
  for (let start = 0; start < parts.length; start += chunkSize) {
    const payload = JSON.stringify(parts.slice(start, start + chunkSize).map((part) => partRow(part, ids, now)));
    for (const [slug, id] of await insertPartChunk(db, payload)) partIdBySlug.set(slug, id);
  }
  return partIdBySlug;
}
