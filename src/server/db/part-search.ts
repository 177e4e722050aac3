/**
 * Keeps `part_search` (see schema/search.ts) in step with `parts`, their listings and fitments: one
 * narrow row per part with offers (a part whose last offer goes loses its row). Run after the derived part columns are
 * current, since it copies them (and the search vector they feed). An offer's flags include whether
 * its price was stale at the sync; the freshness sweep re-syncs parts whose offers went stale since.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { deliveryRank } from './delivery-rank';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from './fitment-models';
import { offerFlagsSql } from './offer-flags';

/** Copies the given parts (a relation of `id`s, as `derived.ts` builds it) into `part_search`. */
export async function syncPartSearch(db: Database, targets: SQL): Promise<void> {
  await db.execute(sql`
    WITH targets AS (${targets}),
    offers AS (
      SELECT l.part_id, max(l.price_cents) AS highest_price_cents, bool_or(l.has_free_shipping) AS any_free_shipping,
             bool_or(l.has_same_day_shipping) AS any_same_day_shipping, bool_or(l.has_next_day_delivery) AS any_next_day_delivery,
             array_agg(DISTINCT l.vendor_id ORDER BY l.vendor_id) AS vendor_ids,
             array_agg(l.price_cents ORDER BY l.id) AS offer_price_cents,
             array_agg(l.vendor_id ORDER BY l.id) AS offer_vendor_ids,
             array_agg(l.total_price_cents ORDER BY l.id) AS offer_total_cents,
             array_agg(${offerFlagsSql('l')} ORDER BY l.id) AS offer_flags,
             array_agg(${deliveryRank('l')} ORDER BY l.id) AS offer_delivery_ranks
      FROM listings AS l JOIN targets ON targets.id = l.part_id
      GROUP BY l.part_id
    ),
    fits AS (
      SELECT f.part_id, array_agg(mo.id ORDER BY f.id, mo.id) AS fit_model_ids, array_agg(mo.make_id ORDER BY f.id, mo.id) AS fit_make_ids,
             array_agg(${fitmentYearFrom('f', 'mo')} ORDER BY f.id, mo.id) AS fit_year_from,
             array_agg(${fitmentYearTo('f', 'mo')} ORDER BY f.id, mo.id) AS fit_year_to
      FROM fitments AS f JOIN targets ON targets.id = f.part_id JOIN models AS mo ON ${fitmentCoversModel('f', 'mo')}
      GROUP BY f.part_id
    ),
    fresh AS (
      SELECT p.id AS part_id, p.category_id, p.part_type, p.brand, p.rating, p.review_count, p.lowest_price_cents, p.best_total_cents,
             p.fastest_delivery_days, o.highest_price_cents, o.any_free_shipping, o.any_same_day_shipping,
             o.any_next_day_delivery, o.vendor_ids, p.search_vector, o.offer_price_cents, o.offer_vendor_ids,
             o.offer_total_cents, o.offer_flags,
             o.offer_delivery_ranks, coalesce(fits.fit_model_ids, '{}') AS fit_model_ids,
             coalesce(fits.fit_make_ids, '{}') AS fit_make_ids, coalesce(fits.fit_year_from, '{}') AS fit_year_from,
             coalesce(fits.fit_year_to, '{}') AS fit_year_to
      -- offers holds only the targets: joining targets here again let the planner, which cannot know
      -- how many ids there are, compare every target with every offer row (hours for a feed run).
      FROM offers AS o
      JOIN parts AS p ON p.id = o.part_id
      LEFT JOIN fits ON fits.part_id = p.id
    ),
    gone AS (
      -- A part without offers has no search row; each target is one index probe into its listings.
      DELETE FROM part_search AS s USING targets
      WHERE s.part_id = targets.id AND NOT EXISTS (SELECT 1 FROM listings AS l WHERE l.part_id = s.part_id)
    )
    INSERT INTO part_search AS s (part_id, category_id, part_type, brand, rating, review_count, lowest_price_cents, best_total_cents,
                                  fastest_delivery_days, highest_price_cents, any_free_shipping, any_same_day_shipping,
                                  any_next_day_delivery, vendor_ids, search_vector, offer_price_cents, offer_vendor_ids,
                                  offer_total_cents, offer_flags, offer_delivery_ranks, fit_model_ids, fit_make_ids,
                                  fit_year_from, fit_year_to)
    SELECT part_id, category_id, part_type, brand, rating, review_count, lowest_price_cents, best_total_cents, fastest_delivery_days,
           highest_price_cents, any_free_shipping, any_same_day_shipping, any_next_day_delivery, vendor_ids, search_vector,
           offer_price_cents, offer_vendor_ids, offer_total_cents, offer_flags, offer_delivery_ranks, fit_model_ids,
           fit_make_ids, fit_year_from, fit_year_to
    FROM fresh
    ON CONFLICT (part_id) DO UPDATE SET
      category_id = excluded.category_id, part_type = excluded.part_type, brand = excluded.brand, rating = excluded.rating,
      review_count = excluded.review_count, lowest_price_cents = excluded.lowest_price_cents,
      best_total_cents = excluded.best_total_cents, offer_total_cents = excluded.offer_total_cents,
      fastest_delivery_days = excluded.fastest_delivery_days, highest_price_cents = excluded.highest_price_cents,
      any_free_shipping = excluded.any_free_shipping, any_same_day_shipping = excluded.any_same_day_shipping,
      any_next_day_delivery = excluded.any_next_day_delivery, vendor_ids = excluded.vendor_ids,
      search_vector = excluded.search_vector, offer_price_cents = excluded.offer_price_cents,
      offer_vendor_ids = excluded.offer_vendor_ids, offer_flags = excluded.offer_flags,
      offer_delivery_ranks = excluded.offer_delivery_ranks, fit_model_ids = excluded.fit_model_ids,
      fit_make_ids = excluded.fit_make_ids, fit_year_from = excluded.fit_year_from, fit_year_to = excluded.fit_year_to
    -- Rows already current are left alone: a price upsert that changes nothing writes nothing.
    WHERE (s.category_id, s.part_type, s.brand, s.rating, s.review_count, s.lowest_price_cents, s.best_total_cents,
           s.offer_total_cents, s.fastest_delivery_days,
           s.highest_price_cents, s.any_free_shipping, s.any_same_day_shipping, s.any_next_day_delivery, s.vendor_ids, s.search_vector,
           s.offer_price_cents, s.offer_vendor_ids, s.offer_flags, s.offer_delivery_ranks, s.fit_model_ids, s.fit_make_ids,
           s.fit_year_from, s.fit_year_to)
      IS DISTINCT FROM (excluded.category_id, excluded.part_type, excluded.brand, excluded.rating, excluded.review_count,
                        excluded.lowest_price_cents, excluded.best_total_cents, excluded.offer_total_cents,
                        excluded.fastest_delivery_days, excluded.highest_price_cents,
                        excluded.any_free_shipping, excluded.any_same_day_shipping, excluded.any_next_day_delivery,
                        excluded.vendor_ids, excluded.search_vector, excluded.offer_price_cents, excluded.offer_vendor_ids,
                        excluded.offer_flags, excluded.offer_delivery_ranks, excluded.fit_model_ids, excluded.fit_make_ids,
                        excluded.fit_year_from, excluded.fit_year_to)
  `);
}
