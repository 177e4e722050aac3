/**
 * The SQL the in-process index needs: its rows, the change log, and per search the little that must
 * come fresh from the database (the parsed query, current promotions, category and vendor names in
 * collation order, and exact or near-miss part-number hits).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { SearchRow } from './catalog-index';

const ROW_COLUMNS = sql`part_id, category_id, brand, rating, review_count, lowest_price_cents, fastest_delivery_days,
  offer_price_cents, offer_vendor_ids, offer_flags, offer_delivery_ranks, fit_model_ids, fit_make_ids,
  fit_year_from, fit_year_to, search_vector::text as vector`;

/** Rows after `afterPartId`, in part order: the full load reads the table in pages. */
export function readRowPage(db: Database, afterPartId: number, limit: number): Promise<SearchRow[]> {
  return queryRows<SearchRow>(db, sql`select ${ROW_COLUMNS} from part_search where part_id > ${afterPartId} order by part_id limit ${limit}`);
}

export function readRows(db: Database, partIds: number[]): Promise<SearchRow[]> {
  if (partIds.length === 0) return Promise.resolve([]);
  return queryRows<SearchRow>(db, sql`select ${ROW_COLUMNS} from part_search where part_id = any(${sql.param(partIds)}::int[])`);
}

export async function readRevision(db: Database): Promise<number> {
  const [row] = await queryRows<{ revision: string | number }>(db, sql`select revision from part_search_revision where id = 1`);
  return Number(row?.revision ?? 0);
}

/** Brands with their lower(), ordered by the database's collation, as facets order them. */
export function readBrandOrder(db: Database, brands: string[]): Promise<{ brand: string; lower: string }[]> {
  return queryRows(db, sql`select b as brand, lower(b) as lower from unnest(${sql.param(brands)}::text[]) as b order by b`);
}

export interface Changes {
  revision: number;
  /** The oldest entry still logged (null when the log is empty). */
  oldest: number | null;
  partIds: number[];
  /** A truncate: every row may have changed. */
  reset: boolean;
}

/** What changed after `since`, up to the current revision, read in one snapshot. */
export async function readChanges(db: Database, since: number): Promise<Changes> {
  const [row] = await queryRows<{ revision: string | number; oldest: string | number | null; part_ids: number[] | null; reset: boolean }>(
    db,
    sql`with current as (select revision from part_search_revision where id = 1)
      select current.revision,
        (select min(revision) from part_search_changes) as oldest,
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

export interface Named {
  id: number;
  name: string;
}
export interface Promotion {
  part_id: number;
  priority: number;
  label: string;
}
export interface NumberHit {
  part_id: number;
  rank: number;
  exact: number;
}
export interface SearchState {
  revision: number;
  /** websearch_to_tsquery's output, when the search has text. */
  tsquery: string | null;
  promotions: Promotion[];
  /** Categories and vendors ordered by name in the database's collation (facet ties go by name). */
  categories: Named[];
  vendors: Named[];
  numberHits: NumberHit[];
}

/**
 * Exact and near-miss part-number hits (own number, interchange numbers, trigram similarity) with the
 * ranks the SQL search gives them (see search.sql.ts numberMatchesCte, whose union makes them float8).
 */
function numberHits(partNumber: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('part_id', part_id, 'rank', rank, 'exact', exact)), '[]'::json)
    from (
      select part_id, max(rank)::float8 as rank, max(exact) as exact
      from (
        select id as part_id, 1.0::float8 as rank, 2 as exact from parts where part_number_normalized = ${partNumber}
        union all
        select part_id, 1.0::float8, 1 from interchange_numbers where number_normalized = ${partNumber}
        union all
        select id, similarity(part_number_normalized, ${partNumber}) * 0.5, 0 from parts where part_number_normalized % ${partNumber}
        union all
        select part_id, similarity(number_normalized, ${partNumber}) * 0.4, 0 from interchange_numbers where number_normalized % ${partNumber}
      ) hits group by part_id
    ) grouped)`;
}

/** Everything a search reads from the database besides the index, in one round trip. */
export async function readSearchState(db: Database, text: string | undefined, partNumber: string | undefined): Promise<SearchState> {
  const [row] = await queryRows<{
    revision: string | number;
    tsquery: string | null;
    promotions: Promotion[] | null;
    categories: Named[] | null;
    vendors: Named[] | null;
    number_hits: NumberHit[] | null;
  }>(
    db,
    sql`select
      (select revision from part_search_revision where id = 1) as revision,
      ${text ? sql`websearch_to_tsquery('english', ${text})::text` : sql`null::text`} as tsquery,
      (select json_agg(json_build_object('part_id', part_id, 'priority', priority, 'label', label)) from (
        select part_id, max(priority) as priority, (array_agg(label order by priority desc))[1] as label
        from promotions where starts_at <= now() and (ends_at is null or ends_at > now()) group by part_id
      ) promoted) as promotions,
      (select json_agg(json_build_object('id', id, 'name', name) order by name) from categories) as categories,
      (select json_agg(json_build_object('id', id, 'name', name) order by name) from vendors) as vendors,
      ${partNumber ? numberHits(partNumber) : sql`null::json`} as number_hits`,
  );
  return {
    revision: Number(row?.revision ?? 0),
    tsquery: row?.tsquery ?? null,
    promotions: row?.promotions ?? [],
    categories: row?.categories ?? [],
    vendors: row?.vendors ?? [],
    numberHits: row?.number_hits ?? [],
  };
}
