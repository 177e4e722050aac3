/**
 * "A little" price history for bulk-loaded listings, derived in SQL from each listing's own columns
 * instead of being generated row by row: a row when first seen (the regular price, or 5% more for one
 * listing in four) and, where that differs from today's price, a row for the change at a point between
 * first seen and now. Deterministic because it depends only on row content.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Listing columns the history needs from the inserted rows. */
export const HISTORY_SOURCE_COLUMNS = ['id', 'price_cents', 'original_price_cents', 'first_seen_at', 'last_seen_at'];

/**
 * INSERT INTO listing_price_history ... from `relation`, a CTE holding rows of newly inserted listings
 * with HISTORY_SOURCE_COLUMNS.
 */
export function historyFromListings(relation: string): SQL {
  return sql`
    INSERT INTO listing_price_history (listing_id, price_cents, original_price_cents, recorded_at)
    SELECT listing.id, h.price_cents, h.original_price_cents, h.recorded_at
    FROM (
      SELECT *,
             CASE
               WHEN original_price_cents IS NOT NULL THEN original_price_cents
               WHEN price_cents % 4 = 0 THEN price_cents + price_cents / 20
               ELSE price_cents
             END AS first_price_cents
      FROM ${sql.identifier(relation)}
    ) AS listing
    CROSS JOIN LATERAL (
      VALUES
        (listing.first_price_cents, NULL::int, listing.first_seen_at, TRUE),
        (
          listing.price_cents,
          listing.original_price_cents,
          listing.first_seen_at + (listing.last_seen_at - listing.first_seen_at) * ((listing.price_cents % 9 + 1) / 10.0)::float8,
          listing.first_price_cents <> listing.price_cents
        )
    ) AS h(price_cents, original_price_cents, recorded_at, wanted)
    WHERE h.wanted
  `;
}
