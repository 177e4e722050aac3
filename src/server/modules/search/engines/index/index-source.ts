/**
 * The SQL the in-process index needs: its rows, the change log, the catalog's state beside them
 * (revisions, promotions, category and vendor names in collation order, the database's clock) and the
 * parse of a search's text; search-state.ts keeps the last two in memory.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client';
import { queryRows } from '../../../../db/query';
import type { SearchRow } from './catalog-index';
import { maxAgeHours } from '../../../../db/freshness';
import { phraseQuerySql, textQuerySql, type SearchCriteria } from '../sql/search.sql';

/**
 * The row, plus the part's own and interchange numbers (normalized) for part-number matching: those
 * feed the row's search vector, so a change to them changes the row and is logged with it.
 */
/** The integer arrays, sent as comma-joined text: parsed here in one pass instead of element by element by the driver and the row schema. */
const INT_LISTS = ['offer_price_cents', 'offer_vendor_ids', 'offer_total_cents', 'offer_flags', 'offer_delivery_ranks', 'fit_model_ids', 'fit_make_ids', 'fit_year_from', 'fit_year_to'];
const ROWS = sql.join([
  sql`select s.part_id, s.category_id, s.part_type, s.brand, s.rating, s.review_count, s.lowest_price_cents,
  s.best_total_cents, s.fastest_delivery_days,`,
  sql.raw(INT_LISTS.map((column) => `array_to_string(s.${column}, ',') as ${column}`).join(', ')),
  sql`, s.popularity, s.search_vector::text as vector,
  p.part_number_normalized as number,
  array(select i.number_normalized from interchange_numbers i where i.part_id = s.part_id order by i.id) as interchange
  from part_search s join parts p on p.id = s.part_id`,
], sql` `);

/** "12,-3,40" as numbers; "" as none. Anything but integers and commas is a row the index cannot read. */
export function parseIntList(text: string, ctx: z.RefinementCtx): number[] {
  const out: number[] = [];
  if (text === '') return out;
  let value = 0;
  let sign = 1;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 44;
    if (code >= 48 && code <= 57) {
      value = value * 10 + code - 48;
      digits++;
    } else if (code === 45 && digits === 0 && sign === 1) sign = -1;
    else if (code === 44 && digits > 0) {
      out.push(sign * value);
      [value, sign, digits] = [0, 1, 0];
    } else {
      ctx.addIssue({ code: 'custom', message: `not a list of integers: ${text.slice(0, 40)}` });
      return z.NEVER;
    }
  }
  return out;
}

const intArray = z.string().transform(parseIntList);
/** One row of ROWS. `rating` is a numeric, which both drivers hand over as text. */
const SearchRowSchema = z.object({
  part_id: z.number(),
  category_id: z.number(),
  part_type: z.string().nullable(),
  brand: z.string(),
  rating: z.string(),
  review_count: z.number(),
  lowest_price_cents: z.number().nullable(),
  best_total_cents: z.number().nullable(),
  fastest_delivery_days: z.number().nullable(),
  offer_price_cents: intArray,
  offer_vendor_ids: intArray,
  offer_total_cents: intArray,
  offer_flags: intArray,
  offer_delivery_ranks: intArray,
  fit_model_ids: intArray,
  fit_make_ids: intArray,
  fit_year_from: intArray,
  fit_year_to: intArray,
  popularity: z.number(),
  vector: z.string(),
  number: z.string(),
  interchange: z.array(z.string()),
}) satisfies z.ZodType<SearchRow>;

/**
 * Rows after `afterPartId`, in part order: the full load reads the table in pages. Both sides of the
 * join are bounded, so the parts side is not scanned from its start for every page.
 */
export function readRowPage(db: Database, afterPartId: number, limit: number): Promise<SearchRow[]> {
  return queryRows(db, SearchRowSchema, sql`${ROWS} where s.part_id > ${afterPartId} and p.id > ${afterPartId} order by s.part_id limit ${limit}`);
}

export function readRows(db: Database, partIds: number[]): Promise<SearchRow[]> {
  if (partIds.length === 0) return Promise.resolve([]);
  return queryRows(db, SearchRowSchema, sql`${ROWS} where s.part_id = any(${sql.param(partIds)}::int[])`);
}

const ThresholdRow = z.object({ threshold: z.string().nullable() });
/** `revision` is a bigint, which node-postgres hands over as text: the queries cast it to float8. */
const RevisionRow = z.object({ revision: z.number() });
const BrandOrderRow = z.object({ brand: z.string(), lower: z.string() });

/** pg_trgm's similarity threshold for `%` (its default unless the server configures another). */
export async function readSimilarityThreshold(db: Database): Promise<number> {
  const [row] = await queryRows(db, ThresholdRow, sql`select current_setting('pg_trgm.similarity_threshold', true) as threshold`);
  return row?.threshold ? Number(row.threshold) : 0.3;
}

export async function readRevision(db: Database): Promise<number> {
  const [row] = await queryRows(db, RevisionRow, sql`select revision::float8 as revision from part_search_revision where id = 1`);
  return Number(row?.revision ?? 0);
}

/** Brands with their lower(), ordered by the database's collation, as facets order them. */
export function readBrandOrder(db: Database, brands: string[]): Promise<{ brand: string; lower: string }[]> {
  return queryRows(db, BrandOrderRow, sql`select b as brand, lower(b) as lower from unnest(${sql.param(brands)}::text[]) as b order by b`);
}

export interface Changes {
  revision: number;
  /** The oldest entry still logged (null when the log is empty). */
  oldest: number | null;
  partIds: number[];
  /** A truncate: every row may have changed. */
  reset: boolean;
}

const ChangesRow = z.object({ revision: z.number(), oldest: z.number().nullable(), part_ids: z.array(z.number()), reset: z.boolean() });

/** What changed after `since`, up to the current revision, read in one snapshot. */
export async function readChanges(db: Database, since: number): Promise<Changes> {
  const [row] = await queryRows(
    db,
    ChangesRow,
    sql`with current as (select revision from part_search_revision where id = 1)
      select current.revision::float8 as revision,
        (select min(revision) from part_search_changes)::float8 as oldest,
        array(select distinct part_id from part_search_changes c
              where c.revision > ${since} and c.revision <= current.revision and c.part_id is not null) as part_ids,
        exists(select 1 from part_search_changes c
               where c.revision > ${since} and c.revision <= current.revision and c.part_id is null) as reset
      from current`,
  );
  return {
    revision: Number(row?.revision ?? 0),
    oldest: row?.oldest == null ? null : Number(row.oldest),
    partIds: row?.part_ids ?? [],
    reset: row?.reset ?? false,
  };
}

/** Drops log entries older than a day; a reader that far behind notices the gap and reloads. */
export async function pruneChanges(db: Database): Promise<void> {
  await db.execute(sql`delete from part_search_changes where recorded_at < now() - interval '1 day'
    and revision < (select max(revision) from part_search_changes)`);
}

const Named = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof Named>;
const Promotion = z.object({ part_id: z.number(), priority: z.number(), label: z.string() });
export type Promotion = z.infer<typeof Promotion>;
/** A promotion as stored: it features its part from `starts_ms` until `ends_ms` (null: no end). */
const PromotionWindow = Promotion.extend({ id: z.number(), starts_ms: z.number(), ends_ms: z.number().nullable() });
export type PromotionWindow = z.infer<typeof PromotionWindow>;

/** What every search reads of the catalog besides the index, whatever its words. */
export interface CatalogState {
  revision: number;
  /** part_content_revision: moves with any edit of what cards show besides offers. */
  contentRevision: number;
  /** The database's clock (ms) when read, and its current_date (YYYY-MM-DD): staleness and deal labels go by them. */
  databaseNowMs: number;
  today: string;
  /** The freshness age of the connection (pitlane.freshness_max_age_hours). */
  freshnessHours: number;
  /** Promotions that have not ended, with their windows (a search keeps those current at its own time). */
  promotions: PromotionWindow[];
  /** Categories and vendors ordered by name in the database's collation (facet ties go by name). */
  categories: Named[];
  vendors: Named[];
}

/** The json_agg columns are null when they aggregate no rows. */
const CatalogStateRow = z.object({
  revision: z.number(),
  content_revision: z.number(),
  now_ms: z.number(),
  today: z.string(),
  freshness_hours: z.number(),
  promotions: z.array(PromotionWindow).nullable(),
  categories: z.array(Named).nullable(),
  vendors: z.array(Named).nullable(),
});

/** The catalog's state in one round trip. */
export async function readCatalogState(db: Database): Promise<CatalogState> {
  const [row] = await queryRows(
    db,
    CatalogStateRow,
    sql`select
      (select revision from part_search_revision where id = 1)::float8 as revision,
      coalesce((select revision from part_content_revision where id = 1), 0)::float8 as content_revision,
      (extract(epoch from now()) * 1000)::float8 as now_ms,
      to_char(current_date, 'YYYY-MM-DD') as today,
      ${maxAgeHours} as freshness_hours,
      (select json_agg(json_build_object('id', id, 'part_id', part_id, 'priority', priority, 'label', label,
          'starts_ms', extract(epoch from starts_at) * 1000, 'ends_ms', extract(epoch from ends_at) * 1000) order by id)
        from promotions where ends_at is null or ends_at > now()) as promotions,
      (select json_agg(json_build_object('id', id, 'name', name) order by name) from categories) as categories,
      (select json_agg(json_build_object('id', id, 'name', name) order by name) from vendors) as vendors`,
  );
  if (!row) throw new Error('the catalog state query returned no row');
  return {
    revision: row.revision,
    contentRevision: row.content_revision,
    databaseNowMs: row.now_ms,
    today: row.today,
    freshnessHours: row.freshness_hours,
    promotions: row.promotions ?? [],
    categories: row.categories ?? [],
    vendors: row.vendors ?? [],
  };
}

/**
 * The promotions featuring a part at `atMs`: per part the highest priority and that promotion's label,
 * as the SQL search groups them (ties go to the earliest promotion).
 */
export function promotionsAt(windows: readonly PromotionWindow[], atMs: number): Promotion[] {
  const byPart = new Map<number, Promotion>();
  for (const w of windows) {
    if (w.starts_ms > atMs || (w.ends_ms !== null && w.ends_ms <= atMs)) continue;
    const kept = byPart.get(w.part_id);
    if (!kept || w.priority > kept.priority) byPart.set(w.part_id, { part_id: w.part_id, priority: w.priority, label: w.label });
  }
  return [...byPart.values()];
}

/** The text's parse, as both engines match it. */
export interface ParsedText {
  /** websearch_to_tsquery's output (or the understood tsquery's, normalized by to_tsquery). */
  tsquery: string | null;
  /** phraseto_tsquery's output of the text, when the search orders by best match. */
  phrase: string | null;
}

const ParsedTextRow = z.object({ tsquery: z.string().nullable(), phrase: z.string().nullable() });

/** PostgreSQL's parse of a search's text: pure functions of the text and the catalog's text configuration. */
export async function readParsedText(db: Database, criteria: Pick<SearchCriteria, 'text' | 'tsquery' | 'sort'>): Promise<ParsedText> {
  const text = criteria.text;
  if (!text) return { tsquery: null, phrase: null };
  const [row] = await queryRows(
    db,
    ParsedTextRow,
    sql`select ${textQuerySql(criteria)}::text as tsquery,
      ${criteria.sort === 'best_match' ? sql`${phraseQuerySql(text)}::text` : sql`null::text`} as phrase`,
  );
  return { tsquery: row?.tsquery ?? null, phrase: row?.phrase ?? null };
}
