import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { guides } from '../../db/schema';

const cardColumns = {
  slug: guides.slug,
  path: guides.path,
  title: guides.title,
  description: guides.description,
  category: guides.category,
  make: guides.make,
  difficulty: guides.difficulty,
  timeRequired: guides.timeRequired,
  isDetailed: guides.isDetailed,
};

/** Every guide's card, in the order the guides were first written. */
export function listGuideCards(db: Database) {
  return db.select(cardColumns).from(guides).orderBy(asc(guides.id));
}

export async function findGuideBySlug(db: Database, slug: string) {
  const rows = await db
    .select({ ...cardColumns, content: guides.content })
    .from(guides)
    .where(eq(guides.slug, slug));
  return rows[0] ?? null;
}

const PartByNumberRow = z.object({
  /** The normalized number that matched (the part's own or an interchange number). */
  number: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  lowest_price_cents: z.number().nullable(),
});
export type PartByNumberRow = z.infer<typeof PartByNumberRow>;

/**
 * Catalog parts carrying any of the normalized numbers, one per number: the part's own number wins over an
 * interchange number, then a part that has offers, then the cheapest.
 */
export async function findPartsByNumbers(db: Database, numbers: string[]): Promise<PartByNumberRow[]> {
  if (numbers.length === 0) return [];
  const list = sql.join(numbers.map((n) => sql`${n}`), sql`, `);
  return queryRows(db, PartByNumberRow, sql`
    select distinct on (hit.number) hit.number, p.slug, p.name, p.brand, p.part_number, p.best_total_cents as lowest_price_cents
    from (
      select id as part_id, part_number_normalized as number, 0 as via from parts where part_number_normalized in (${list})
      union all
      select part_id, number_normalized, 1 from interchange_numbers where number_normalized in (${list})
    ) hit
    join parts p on p.id = hit.part_id
    order by hit.number, hit.via, (p.listing_count > 0) desc, p.best_total_cents asc nulls last, p.id
  `);
}
