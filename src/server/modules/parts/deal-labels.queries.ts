import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LABEL_WINDOW_DAYS } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The window's first day: 89 days before today. */
const WINDOW_START = sql.raw(`(current_date - ${LABEL_WINDOW_DAYS - 1})`);

const PriceSpanRow = z.object({
  part_id: z.number(),
  /** Today (the database's current_date), YYYY-MM-DD: the window's last day. */
  today: z.string(),
  /** The best total this span offered: item price + the listing's one-unit shipping as stored now. */
  total_cents: z.number(),
  /** The first and last day of the window (0 = 89 days ago, 89 = today) whose end the span held. */
  first_day: z.number(),
  last_day: z.number(),
});
export type PriceSpanRow = z.infer<typeof PriceSpanRow>;
const BestTotalRow = z.object({ id: z.number(), best_total_cents: z.number().nullable() });

/**
 * The price spans of each of `partIds`' listings over the last 90 days, in ONE statement for a whole
 * page of parts, as window days: each history row holds its price until the next one (a listing
 * without history has held its price since first seen), and a day counts the price in force at its
 * end, as in `findDailyPrices`. A span from `since` to `until` holds at the end of the days from
 * since's date to the day before until's date; the caller takes each day's minimum.
 */
export async function findPriceSpans(db: Database, partIds: readonly number[]): Promise<PriceSpanRow[]> {
  if (partIds.length === 0) return [];
  return queryRows(db, PriceSpanRow, sql`
    with l as (
      select id, part_id, price_cents, shipping_cost_cents, first_seen_at from listings where part_id in (${idList(partIds)})
    ), h as (
      select ph.listing_id, ph.price_cents, ph.recorded_at as since,
        lead(ph.recorded_at) over (partition by ph.listing_id order by ph.recorded_at) as until
      from listing_price_history ph where ph.listing_id in (select id from l)
    ), spans as (
      select l.part_id, coalesce(h.price_cents, l.price_cents) + l.shipping_cost_cents as total_cents,
        coalesce(h.since, l.first_seen_at)::date - ${WINDOW_START} as first_day,
        coalesce(h.until::date - 1, current_date) - ${WINDOW_START} as last_day
      from l left join h on h.listing_id = l.id
    )
    select part_id, to_char(current_date, 'YYYY-MM-DD') as today, total_cents,
      greatest(first_day, 0) as first_day, least(last_day, ${LABEL_WINDOW_DAYS - 1}) as last_day
    from spans
    where last_day >= 0 and first_day <= ${LABEL_WINDOW_DAYS - 1} and first_day <= last_day
  `);
}

/** The parts' best in-stock totals now (the offer rule's, kept by db/derived.ts); null: nothing in stock. */
export async function findBestTotals(db: Database, partIds: readonly number[]): Promise<Map<number, number | null>> {
  if (partIds.length === 0) return new Map();
  const rows = await queryRows(db, BestTotalRow, sql`
    select id, best_total_cents from parts where id in (${idList(partIds)})
  `);
  return new Map(rows.map((row) => [row.id, row.best_total_cents]));
}
