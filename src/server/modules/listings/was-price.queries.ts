import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { WAS_PRICE_WINDOW_DAYS } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * A select expression for listing alias `l`: the vendor's own item price at the end of each of the
 * last 30 days, oldest first (null on days before it was first seen), or null when the listing claims
 * no "was" price, so listings without a reduction cost nothing. History holds changes only: a listing
 * without history rows has held its price since it was first seen. One indexed probe per day
 * (price_history_listing_time_idx), inside the query that loads the listings: no extra round trip.
 */
export function wasWindowPrices(): SQL {
  return sql`case when l.original_price_cents is null then null else (
      select array_agg(coalesce(h.price_cents,
               case when l.first_seen_at < d.day + interval '1 day' then l.price_cents end) order by d.day)
      from generate_series(current_date - (${WAS_PRICE_WINDOW_DAYS - 1})::int, current_date, interval '1 day') as d(day)
      left join lateral (
        select ph.price_cents from listing_price_history ph
        where ph.listing_id = l.id and ph.recorded_at < d.day + interval '1 day'
        order by ph.recorded_at desc limit 1
      ) h on true
    ) end`;
}

const WasWindowRow = z.object({ id: z.number(), was_window_prices: z.array(z.number().nullable()).nullable() });
export type WasWindowRow = z.infer<typeof WasWindowRow>;

/** The same window for listings by id, for offers that were loaded without it (live answers). */
export async function findWasWindowPrices(db: Database, listingIds: readonly number[]): Promise<Map<number, (number | null)[] | null>> {
  if (listingIds.length === 0) return new Map();
  const rows = await queryRows(db, WasWindowRow, sql`
    select l.id, ${wasWindowPrices()} as was_window_prices
    from listings l where l.id = any(${sql.param([...listingIds])}::int[])
  `);
  return new Map(rows.map((row) => [row.id, row.was_window_prices]));
}
