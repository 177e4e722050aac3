import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

export interface PopularityPrior {
  /** Click-outs newer than this many days count. */
  windowDays: number;
  /** Rank gained per natural-log unit of shoppers who clicked out. */
  weight: number;
  /** The most any part gains. */
  cap: number;
}

const ChangedCountRow = z.object({ changed: z.number() });

/**
 * Sets each search row's popularity from its part's recent click-outs: `weight × ln(1 + shoppers)`,
 * at most `cap`, where shoppers are distinct sessions (a click without a session counts alone), so
 * one visitor clicking again and again lifts a part no more than once. Only rows whose value changes
 * are written: the search index learns of those through the change log, and of nothing else.
 * Returns how many rows changed.
 */
export async function refreshPopularity(db: Database, prior: PopularityPrior): Promise<number> {
  const [row] = await queryRows(db, ChangedCountRow, sql`
    with shoppers as (
      select part_id, count(distinct coalesce(session_id, 'click ' || id)) as n
      from click_outs
      where clicked_at > now() - make_interval(days => ${prior.windowDays}::int)
      group by part_id
    ),
    fresh as (
      select s.part_id, least(${prior.cap}::real, (${prior.weight}::float8 * ln(1 + coalesce(shoppers.n, 0)))::real) as popularity
      from part_search s left join shoppers on shoppers.part_id = s.part_id
      where s.popularity <> 0 or shoppers.n is not null
    ),
    changed as (
      update part_search s set popularity = fresh.popularity
      from fresh where s.part_id = fresh.part_id and s.popularity is distinct from fresh.popularity
      returning 1
    )
    select count(*)::int as changed from changed`);
  return row?.changed ?? 0;
}
