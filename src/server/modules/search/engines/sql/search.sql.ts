import { sql, type SQL } from 'drizzle-orm';
import { deliveryRank } from '../../../../db/derived';
import { bestInStockTotalSql } from '../../../../db/best-total';
import { filtersOn } from '../../spec/filters';
import { SQL_FILTERS } from './filters';
import type { SearchCriteria } from '../../spec/criteria';
import { NAMED_BRAND_BOOST, NUMBER_SIMILARITY_WEIGHT, PHRASE_BOOST } from '../../spec/ranking';
import { NULLABLE_KEYS, sortSteps, type SortKey } from '../../spec/sort-keys';

export type { SearchCriteria } from '../../spec/criteria';

const and = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions.map((c) => sql`(${c})`), sql` and `);

/** Conditions on a listing row aliased `l`; the same ones filter the results and their offers. */
export function listingConditions(c: SearchCriteria): SQL[] {
  return filtersOn(c).flatMap((filter) => SQL_FILTERS[filter.name].listingSql?.(c) ?? []);
}

/** Delivery speed of listing `l`, ranked as the part's derived fastest delivery is. */
const DELIVERY_RANK = deliveryRank('l');

export const hasListingFilters = (c: SearchCriteria) => listingConditions(c).length > 0;

/**
 * The text as a tsquery, parsed by PostgreSQL with accents folded as the catalog's vectors are. The
 * in-process index evaluates this same expression's output (index-source.ts), so both engines match alike.
 */
export const textQuerySql = (c: Pick<SearchCriteria, 'text' | 'tsquery'>): SQL =>
  c.tsquery ? sql`to_tsquery('catalog_english', ${c.tsquery})` : sql`websearch_to_tsquery('catalog_english', ${c.text ?? ''})`;

const textQuery = (c: SearchCriteria): SQL => textQuerySql(c);

/** The searched words as one phrase, parsed as the catalog's vectors are. */
export const phraseQuerySql = (text: string): SQL => sql`phraseto_tsquery('catalog_english', ${text})`;

const namedBrandBoost = (c: SearchCriteria, brand: SQL): SQL =>
  c.namedBrands?.length
    ? sql`case when ${brand} in (${sql.join(c.namedBrands.map((b) => sql`${b}`), sql`, `)}) then ${NAMED_BRAND_BOOST}::real else 0::real end`
    : sql`0::real`;

/**
 * Relevance, only worth computing when it orders the results (it reads each match's whole vector):
 * ts_rank plus the phrase and brand boosts and the popularity prior (popularity.ts), in float4 as
 * ts_rank is and added in this order, so the in-process index adds the same. `row` is the alias of
 * the `part_search` row.
 */
const textRank = (c: SearchCriteria, row: 's' | 'p'): SQL => {
  const vector = sql.raw(`${row}.search_vector`);
  return c.sort === 'best_match'
    ? sql`(ts_rank(${vector}, ${textQuery(c)}) + case when ${vector} @@ ${phraseQuerySql(c.text ?? '')} then ${PHRASE_BOOST}::real else 0::real end + ${namedBrandBoost(c, sql.raw(`${row}.brand`))} + ${sql.raw(`${row}.popularity`)})`
    : sql`0::real`;
};

/**
 * Parts matching a text that may be a part number: full-text hits, exact hits on the normalized part
 * number or an interchange number, and near-miss part numbers by trigram similarity. Plain words need
 * no such union: they filter `part_search` directly (see `candidatesCtes`).
 */
function numberMatchesCte(c: SearchCriteria & { partNumber: string }): SQL {
  const branches: SQL[] = [
    sql`select s.part_id, ${textRank(c, 's')} as rank, 0 as exact
        from part_search s where s.search_vector @@ ${textQuery(c)}`,
    sql`select id, 1.0, 2 from parts where part_number_normalized = ${c.partNumber}`,
    sql`select part_id, 1.0, 1 from interchange_numbers where number_normalized = ${c.partNumber}`,
    sql`select id, similarity(part_number_normalized, ${c.partNumber}) * ${sql.raw(String(NUMBER_SIMILARITY_WEIGHT.own))}, 0 from parts
        where part_number_normalized % ${c.partNumber}`,
    sql`select part_id, similarity(number_normalized, ${c.partNumber}) * ${sql.raw(String(NUMBER_SIMILARITY_WEIGHT.interchange))}, 0 from interchange_numbers
        where number_normalized % ${c.partNumber}`,
  ];
  return sql`matches as (
    select part_id, max(rank) as rank, max(exact) as exact
    from (${sql.join(branches, sql` union all `)}) hits group by part_id
  )`;
}

/**
 * Conditions on the search row `p`: the text and every filter's (spec/filters.ts). Every
 * `part_search` row has offers, so parts without any need no condition of their own.
 */
function partConditions(c: SearchCriteria): SQL[] {
  const text = c.text && !c.partNumber ? [sql`p.search_vector @@ ${textQuery(c)}`] : [];
  return [...text, ...filtersOn(c).map((filter) => SQL_FILTERS[filter.name].partSql(c))];
}

/**
 * The candidate set as CTEs: every matching part with its sort keys, read from the narrow
 * `part_search` rows. The price key is the offer rule's: the best in-stock total (null, sorted last,
 * when nothing is in stock). With listing filters the price and delivery keys come from the remaining
 * offers; without, from the denormalized columns, so a broad search never aggregates listings.
 */
export function candidatesCtes(c: SearchCriteria): SQL {
  const ctes: SQL[] = [];
  const numberMatches = c.text && c.partNumber ? numberMatchesCte({ ...c, partNumber: c.partNumber }) : null;
  if (numberMatches) ctes.push(numberMatches);
  ctes.push(sql`promoted as (
    select part_id, max(priority) as priority, (array_agg(label order by priority desc))[1] as label
    from promotions where starts_at <= now() and (ends_at is null or ends_at > now()) group by part_id
  )`);

  const filtered = hasListingFilters(c);
  const offerKeys = filtered
    ? sql`fl.best_total as price_cents, fl.fastest as fastest`
    : sql`p.best_total_cents as price_cents, p.fastest_delivery_days as fastest`;
  const offerJoin = filtered
    ? sql`join lateral (
        select min(l.price_cents) as lowest_cents, ${bestInStockTotalSql('l')} as best_total, min(${DELIVERY_RANK}) as fastest
        from listings l where l.part_id = p.part_id and ${and(listingConditions(c))}
      ) fl on fl.lowest_cents is not null`
    : sql``;
  const textJoin = numberMatches ? sql`join matches m on m.part_id = p.part_id` : sql``;
  const textKeys = numberMatches
    ? sql`m.rank as rank, m.exact as exact`
    : c.text
      ? sql`${textRank(c, 'p')} as rank, 0 as exact`
      : sql`0::real as rank, 0 as exact`;

  ctes.push(sql`candidates as (
    select p.part_id as id, p.category_id, p.part_type, p.brand, p.vendor_ids, p.rating, p.review_count, ${offerKeys}, ${textKeys},
           ${intentKey(c)} as intent,
           pr.priority as promo_priority, pr.label as promo_label
    from part_search p
    ${textJoin}
    ${offerJoin}
    left join promoted pr on pr.part_id = p.part_id
    where ${and(partConditions(c))}
  )`);
  return sql`with ${sql.join(ctes, sql`, `)}`;
}

/** 1 for a part of a type the words name, else 0 (a part of no known type too). */
function intentKey(c: SearchCriteria): SQL {
  if (!c.partTypes?.length) return sql`0`;
  return sql`coalesce(p.part_type in (${sql.join(c.partTypes.map((type) => sql`${type}`), sql`, `)}), false)::int`;
}

/** The candidates' column of each sort key (spec/sort-keys.ts). */
const SORT_COLUMNS: Record<SortKey, string> = {
  intent: 'intent',
  exact: 'exact',
  rank: 'rank',
  price: 'price_cents',
  fastest: 'fastest',
  rating: 'rating',
  reviews: 'review_count',
  partId: 'id',
};

/** The chosen order, then part id: featured placements do not move (they get a strip of their own). */
export function orderBy(c: Pick<SearchCriteria, 'sort' | 'partTypes'>): SQL {
  const steps = sortSteps(c).map(
    ({ key, descending }) => `${SORT_COLUMNS[key]} ${descending ? 'desc' : 'asc'}${NULLABLE_KEYS.has(key) ? ' nulls last' : ''}`,
  );
  return sql.raw(steps.join(', '));
}

/** Featured placements among the matches: highest priority first, then the chosen order. */
export function featuredOrderBy(c: Pick<SearchCriteria, 'sort' | 'partTypes'>): SQL {
  return sql`promo_priority desc, ${orderBy(c)}`;
}
