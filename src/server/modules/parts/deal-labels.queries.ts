import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LABEL_WINDOW_DAYS } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

const PartDayTotalRow = z.object({
  part_id: z.number(),
  /** YYYY-MM-DD; days without any offer have no row. */
  day: z.string(),
  total_cents: z.number(),
});
export type PartDayTotalRow = z.infer<typeof PartDayTotalRow>;
const BestTotalRow = z.object({ id: z.number(), best_total_cents: z.number().nullable() });

/**
 * The best total (item price + the listing's one-unit shipping as stored now) of each of `partIds` on
 * each of the last 90 days, in ONE statement for a whole page of parts. Each history row holds its
 * price until the next one (a listing without history has held its price since first seen); a day's
 * price is the one in force at its end, as in `findDailyPrices`. Spans are joined to days instead of
 * probing history once per day and listing.
 */
export async function findDailyBestTotals(db: Database, partIds: readonly number[]): Promise<PartDayTotalRow[]> {
  if (partIds.length === 0) return [];
  return queryRows(db, PartDayTotalRow, sql`
    with l as (
      select id, part_id, price_cents, shipping_cost_cents, first_seen_at from listings where part_id in (${idList(partIds)})
    ), h as (
      select ph.listing_id, ph.price_cents, ph.recorded_at as since,
        lead(ph.recorded_at) over (partition by ph.listing_id order by ph.recorded_at) as until
      from listing_price_history ph where ph.listing_id in (select id from l)
    ), spans as (
      select l.part_id, h.price_cents + l.shipping_cost_cents as total_cents, h.since, h.until
        from l join h on h.listing_id = l.id
      union all
      select l.part_id, l.price_cents + l.shipping_cost_cents, l.first_seen_at, null
        from l where not exists (select 1 from h where h.listing_id = l.id)
    )
    select s.part_id, to_char(d.day, 'YYYY-MM-DD') as day, min(s.total_cents)::int as total_cents
    from generate_series(current_date - (${LABEL_WINDOW_DAYS - 1})::int, current_date, interval '1 day') as d(day)
    join spans s on s.since < d.day + interval '1 day' and (s.until is null or s.until >= d.day + interval '1 day')
    group by s.part_id, d.day
    order by s.part_id, d.day
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
