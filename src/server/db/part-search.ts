/**
 * Keeps `part_search` (see schema/search.ts) in step with `parts` and their listings: one narrow row
 * per part with offers (a part whose last offer goes loses its row). Run after the derived part columns are
 * current, since it copies them (and the search vector they feed).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Copies the given parts (a relation of `id`s, as `derived.ts` builds it) into `part_search`. */
export async function syncPartSearch(db: Database, targets: SQL): Promise<void> {
  await db.execute(sql`
    WITH targets AS (${targets}),
    offers AS (
      SELECT l.part_id, max(l.price_cents) AS highest_price_cents, bool_or(l.has_free_shipping) AS any_free_shipping,
             bool_or(l.has_same_day_shipping) AS any_same_day_shipping, bool_or(l.has_next_day_delivery) AS any_next_day_delivery,
             array_agg(DISTINCT l.vendor_id ORDER BY l.vendor_id) AS vendor_ids
      FROM listings AS l JOIN targets ON targets.id = l.part_id
      GROUP BY l.part_id
    ),
    fresh AS (
      SELECT p.id AS part_id, p.category_id, p.brand, p.rating, p.review_count, p.lowest_price_cents,
             p.fastest_delivery_days, o.highest_price_cents, o.any_free_shipping, o.any_same_day_shipping,
             o.any_next_day_delivery, o.vendor_ids, p.search_vector
      FROM parts AS p
      JOIN targets ON targets.id = p.id
      JOIN offers AS o ON o.part_id = p.id
    ),
    gone AS (
      DELETE FROM part_search AS s USING targets
      WHERE s.part_id = targets.id AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh.part_id = s.part_id)
    )
    INSERT INTO part_search AS s (part_id, category_id, brand, rating, review_count, lowest_price_cents,
                                  fastest_delivery_days, highest_price_cents, any_free_shipping, any_same_day_shipping,
                                  any_next_day_delivery, vendor_ids, search_vector)
    SELECT part_id, category_id, brand, rating, review_count, lowest_price_cents, fastest_delivery_days,
           highest_price_cents, any_free_shipping, any_same_day_shipping, any_next_day_delivery, vendor_ids, search_vector
    FROM fresh
    ON CONFLICT (part_id) DO UPDATE SET
      category_id = excluded.category_id, brand = excluded.brand, rating = excluded.rating,
      review_count = excluded.review_count, lowest_price_cents = excluded.lowest_price_cents,
      fastest_delivery_days = excluded.fastest_delivery_days, highest_price_cents = excluded.highest_price_cents,
      any_free_shipping = excluded.any_free_shipping, any_same_day_shipping = excluded.any_same_day_shipping,
      any_next_day_delivery = excluded.any_next_day_delivery, vendor_ids = excluded.vendor_ids,
      search_vector = excluded.search_vector
    -- Rows already current are left alone: a price upsert that changes nothing writes nothing.
    WHERE (s.category_id, s.brand, s.rating, s.review_count, s.lowest_price_cents, s.fastest_delivery_days,
           s.highest_price_cents, s.any_free_shipping, s.any_same_day_shipping, s.any_next_day_delivery, s.vendor_ids, s.search_vector)
      IS DISTINCT FROM (excluded.category_id, excluded.brand, excluded.rating, excluded.review_count,
                        excluded.lowest_price_cents, excluded.fastest_delivery_days, excluded.highest_price_cents,
                        excluded.any_free_shipping, excluded.any_same_day_shipping, excluded.any_next_day_delivery,
                        excluded.vendor_ids, excluded.search_vector)
  `);
}
