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
    .select({ ...cardColumns, content: guides.content, platforms: guides.platforms })
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

const GuideVehicleRow = z.object({
  make_slug: z.string(),
  make_name: z.string(),
  model_slug: z.string(),
  model_name: z.string(),
  generation: z.string().nullable(),
});
export type GuideVehicleRow = z.infer<typeof GuideVehicleRow>;

/**
 * The catalog models a guide's platform keys name: model keys ("bmw/3-series-e90") directly, engine
 * keys ("bmw-n54") through the models built with that engine. A whole make ("ferrari/*") names no
 * single model, so it adds none. Models come in the order of their first key, then by their years.
 */
export async function findGuideVehicles(db: Database, platforms: string[]): Promise<GuideVehicleRow[]> {
  if (platforms.length === 0) return [];
  const keys = sql`array[${sql.join(platforms.map((p) => sql`${p}`), sql`, `)}]::text[]`;
  return queryRows(db, GuideVehicleRow, sql`
    select mk.slug as make_slug, mk.name as make_name, m.slug as model_slug, m.name as model_name, m.generation
    from (
      select k.ord, split_part(k.key, '/', 1) as make_slug, split_part(k.key, '/', 2) as model_slug
      from unnest(${keys}) with ordinality as k(key, ord) where k.key like '%/%' and k.key not like '%/*'
      union all
      select k.ord, a.make_slug, a.model_slug
      from unnest(${keys}) with ordinality as k(key, ord) join engine_applications a on a.engine_key = k.key
    ) wanted
    join makes mk on mk.slug = wanted.make_slug
    join models m on m.make_id = mk.id and m.slug = wanted.model_slug
    group by mk.slug, mk.name, m.slug, m.name, m.generation, m.year_from
    order by min(wanted.ord), m.year_from, m.slug
  `);
}
