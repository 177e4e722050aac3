import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { guideContentSchema } from '@shared/schemas/guides';
import type { GuideContent } from '../../db/schema';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { anyOf } from './assistant.terms';

const list = (values: string[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** `guides.content` as stored; the shared schema keeps the shape of the column's `GuideContent`. */
const GuideContentSchema = guideContentSchema satisfies z.ZodType<GuideContent>;

const GuideHitRow = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  make: z.string(),
  difficulty: z.string(),
  time_required: z.string(),
  content: GuideContentSchema,
  /** ts_rank, a real. */
  rank: z.number(),
  /** Subject words found anywhere in the guide. */
  matched: z.array(z.string()),
  /** Subject words found in the title, make, category or description (weights A-C). */
  heading_matched: z.array(z.string()),
});
export type GuideHitRow = z.infer<typeof GuideHitRow>;

export interface GuideSearch {
  /** to_tsquery text matching any word of the question. */
  anyQuery: string;
  subject: string[];
  makes: string[];
  limit: number;
}

/**
 * Guides that share any word with the question or are about a make it names, ranked by ts_rank, each with
 * the subject words it matches (in the whole text, and in its heading fields) so the caller can tell a real
 * match from a guide that merely mentions one word in passing.
 */
export async function searchGuides(db: Database, s: GuideSearch): Promise<GuideHitRow[]> {
  if (!s.anyQuery && s.makes.length === 0) return [];
  const subjects = s.subject.join(' ');
  const byMake = s.makes.length ? sql`or g.make in (${list(s.makes)})` : sql``;
  const rows = await queryRows(db, GuideHitRow, sql`
    with q as (select to_tsquery('catalog_english', ${s.anyQuery}) as any_words)
    select g.slug, g.path, g.title, g.description, g.make, g.difficulty, g.time_required, g.content,
           ts_rank(g.search_vector, q.any_words) as rank,
           coalesce((select json_agg(w) from unnest(string_to_array(${subjects}, ' ')) w
                     where g.search_vector @@ to_tsquery('catalog_english', w)), '[]'::json) as matched,
           coalesce((select json_agg(w) from unnest(string_to_array(${subjects}, ' ')) w
                     where g.search_vector @@ to_tsquery('catalog_english', w || ':ABC')), '[]'::json) as heading_matched
    from guides g, q
    where g.search_vector @@ q.any_words ${byMake}
    order by rank desc, g.id
    limit ${s.limit}
  `);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}

const PartHitRow = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  /** The offer rule's lowest price (best in-stock total); null when nothing is in stock. */
  lowest_price_cents: z.number().nullable(),
  /** ts_rank against every word of the question. */
  text_rank: z.number(),
  /** It carries a number typed in the question (its own or an interchange number). */
  typed: z.boolean(),
  /** The best guide names its number. */
  in_guide: z.boolean(),
  /** Words of `PartSearch.words` the part carries in its name, number, brand, category, tags or fitment. */
  matched: z.array(z.string()),
});
export type PartHitRow = z.infer<typeof PartHitRow>;

export interface PartSearch {
  /** Words about the job (the question's and the best guide's); a part must carry one of them. */
  words: string[];
  /** to_tsquery text of every word, for ranking (vehicle words favour parts that fit). */
  anyQuery: string;
  /** Normalized numbers typed in the question. */
  partNumbers: string[];
  /** Normalized numbers the best guide names. */
  guideNumbers: string[];
  /** Catalog make slugs; when given, only parts that fit one of them (or fit any car) are kept. */
  makeSlugs: string[];
  /** Candidates examined, best first; the caller picks the few it recommends. */
  limit: number;
}

/** Whether part `p` carries one of the numbers, as its own number or an interchange number. */
function carriesNumber(numbers: string[]): SQL {
  if (numbers.length === 0) return sql`false`;
  return sql`(p.part_number_normalized in (${list(numbers)}) or exists (select 1 from interchange_numbers i
              where i.part_id = p.id and i.number_normalized in (${list(numbers)})))`;
}

/**
 * Catalog parts for the question: those matching its subject words, carrying a number it typed, or named by
 * the best guide; typed numbers first, then the guide's parts, then by relevance. Only parts someone
 * currently offers (listing_count > 0, with a lowest price) are returned.
 */
export async function searchParts(db: Database, s: PartSearch): Promise<PartHitRow[]> {
  const numbers = [...s.partNumbers, ...s.guideNumbers];
  const branches: SQL[] = [];
  // Weights A-C: name, number, brand, category, tags or fitment, not a word in passing in a description.
  if (s.words.length) branches.push(sql`p.search_vector @@ to_tsquery('catalog_english', ${anyOf(s.words, 'ABC')})`);
  if (numbers.length) branches.push(carriesNumber(numbers));
  if (branches.length === 0) return [];

  const textRank = s.anyQuery ? sql`ts_rank(p.search_vector, to_tsquery('catalog_english', ${s.anyQuery}))` : sql`0::real`;
  // A part fits the named makes through its fitments; a part with no fitment at all (fluids, tools) fits any car.
  // A typed number is taken at its word, whatever car the question names.
  const fitsMakes = s.makeSlugs.length
    ? sql`and (${carriesNumber(s.partNumbers)} or not exists (select 1 from fitments f where f.part_id = p.id)
              or exists (select 1 from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id
                         where f.part_id = p.id and mk.slug in (${list(s.makeSlugs)})))`
    : sql``;

  // The words each part carries are worked out only for the best candidates, never for every match.
  const rows = await queryRows(db, PartHitRow, sql`
    select hits.slug, hits.name, hits.brand, hits.part_number, hits.lowest_price_cents, hits.text_rank, hits.typed, hits.in_guide,
           coalesce((select json_agg(w) from unnest(string_to_array(${s.words.join(' ')}, ' ')) w
                     where hits.search_vector @@ to_tsquery('catalog_english', w || ':ABC')), '[]'::json) as matched
    from (
      select p.slug, p.name, p.brand, p.part_number, p.best_total_cents as lowest_price_cents, p.review_count, p.id, p.search_vector,
             ${textRank} as text_rank, ${carriesNumber(s.partNumbers)} as typed, ${carriesNumber(s.guideNumbers)} as in_guide
      from parts p
      where p.listing_count > 0 and p.lowest_price_cents is not null
        and (${sql.join(branches, sql` or `)})
        ${fitsMakes}
      order by typed desc, in_guide desc, text_rank desc, p.review_count desc, p.id
      limit ${s.limit}
    ) hits
    order by typed desc, in_guide desc, text_rank desc, review_count desc, id
  `);
  return rows.map((r) => ({ ...r, text_rank: Number(r.text_rank) }));
}
