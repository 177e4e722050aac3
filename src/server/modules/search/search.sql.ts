import { sql, type SQL } from 'drizzle-orm';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchSort } from '@shared/schemas/search';
import { bestInStockTotal, deliveryRank } from '../../db/derived';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../db/fitment-models';

/** What the search engine filters and orders by, already resolved to ids and cents. */
export interface SearchCriteria {
  text?: string;
  /**
   * The text with its synonyms as a to_tsquery expression, when query understanding added any; it is
   * what matches then (the text, without them, is what the shopper sees searched for).
   */
  tsquery?: string;
  /** The text as a normalized part number, when it could be one. */
  partNumber?: string;
  categoryId?: number;
  makeId?: number;
  modelId?: number;
  year?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  vendorIds?: number[];
  brands?: string[];
  /** Brands the words name in full (as stored): best match puts their parts first. */
  namedBrands?: string[];
  /** Offer filters chosen (rules/offer-filters.ts): a result needs an offer passing all of them. */
  offerFilters?: readonly OfferFilterName[];
  sort: SearchSort;
  limit: number;
  offset: number;
}

const and = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions.map((c) => sql`(${c})`), sql` and `);

/**
 * How each offer filter applies: to a listing row `l`, and to a search row `p` as a cheap test that
 * lets parts without any passing offer drop out before their listings are read (the best in-stock
 * total is null exactly when no offer is in stock).
 */
const OFFER_FILTER_SQL: Record<OfferFilterName, { listing: SQL; part: SQL }> = {
  hasFreeShipping: { listing: sql`l.has_free_shipping`, part: sql`p.any_free_shipping` },
  hasSameDayShipping: { listing: sql`l.has_same_day_shipping`, part: sql`p.any_same_day_shipping` },
  hasNextDayDelivery: { listing: sql`l.has_next_day_delivery`, part: sql`p.any_next_day_delivery` },
  inStock: { listing: sql`l.in_stock`, part: sql`p.best_total_cents is not null` },
};

/** Conditions on a listing row aliased `l`; the same ones filter the results and their offers. */
export function listingConditions(c: SearchCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (c.minPriceCents !== undefined) conditions.push(sql`l.price_cents >= ${c.minPriceCents}`);
  if (c.maxPriceCents !== undefined) conditions.push(sql`l.price_cents <= ${c.maxPriceCents}`);
  if (c.vendorIds?.length) conditions.push(sql`l.vendor_id in (${sql.join(c.vendorIds.map((id) => sql`${id}`), sql`, `)})`);
  for (const name of c.offerFilters ?? []) conditions.push(OFFER_FILTER_SQL[name].listing);
  return conditions;
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

/**
 * What a part gains in best match when its words hold the searched words as a phrase, in order and
 * side by side ("brake pad" in "Front Brake Pad Set", not in "Brake Fluid for … Pad"). ts_rank stays
 * below 1, so a phrase match ranks ahead of most scattered ones without passing exact number hits.
 */
export const PHRASE_BOOST = 0.5;

/** The searched words as one phrase, parsed as the catalog's vectors are. */
export const phraseQuerySql = (text: string): SQL => sql`phraseto_tsquery('catalog_english', ${text})`;

/**
 * What a part gains in best match when the words name its brand in full ("bilstein" → Bilstein's
 * parts, ahead of Febi Bilstein's). Below the phrase boost: the part the words describe comes first.
 */
export const NAMED_BRAND_BOOST = 0.25;

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
    sql`select id, similarity(part_number_normalized, ${c.partNumber}) * 0.5, 0 from parts
        where part_number_normalized % ${c.partNumber}`,
    sql`select part_id, similarity(number_normalized, ${c.partNumber}) * 0.4, 0 from interchange_numbers
        where number_normalized % ${c.partNumber}`,
  ];
  return sql`matches as (
    select part_id, max(rank) as rank, max(exact) as exact
    from (${sql.join(branches, sql` union all `)}) hits group by part_id
  )`;
}

const intArray = (ids: number[]): SQL => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;

/**
 * Conditions on the search row `p` (text, fitment, category, brand). Every `part_search` row has
 * offers, so parts without any need no condition of their own.
 */
function partConditions(c: SearchCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (c.text && !c.partNumber) conditions.push(sql`p.search_vector @@ ${textQuery(c)}`);
  if (c.categoryId !== undefined) conditions.push(sql`p.category_id = ${c.categoryId}`);
  if (c.brands?.length) {
    conditions.push(sql`lower(p.brand) in (${sql.join(c.brands.map((b) => sql`${b.toLowerCase()}`), sql`, `)})`);
  }
  // Parts that cannot have a matching offer drop out before their listings are read.
  if (c.vendorIds?.length) conditions.push(sql`p.vendor_ids && ${intArray(c.vendorIds)}`);
  if (c.minPriceCents !== undefined) conditions.push(sql`p.highest_price_cents >= ${c.minPriceCents}`);
  if (c.maxPriceCents !== undefined) conditions.push(sql`p.lowest_price_cents <= ${c.maxPriceCents}`);
  for (const name of c.offerFilters ?? []) conditions.push(OFFER_FILTER_SQL[name].part);
  const fit: SQL[] = [];
  if (c.makeId !== undefined) fit.push(sql`mo.make_id = ${c.makeId}`);
  if (c.modelId !== undefined) fit.push(sql`mo.id = ${c.modelId}`);
  if (c.year !== undefined) fit.push(sql`${c.year} between ${fitmentYearFrom('f', 'mo')} and ${fitmentYearTo('f', 'mo')}`);
  if (fit.length) {
    conditions.push(
      sql`exists (select 1 from fitments f join models mo on ${fitmentCoversModel('f', 'mo')} where f.part_id = p.part_id and ${and(fit)})`,
    );
  }
  return conditions;
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
        select min(l.price_cents) as lowest_cents, ${bestInStockTotal('l')} as best_total, min(${DELIVERY_RANK}) as fastest
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
    select p.part_id as id, p.category_id, p.brand, p.vendor_ids, p.rating, p.review_count, ${offerKeys}, ${textKeys},
           pr.priority as promo_priority, pr.label as promo_label
    from part_search p
    ${textJoin}
    ${offerJoin}
    left join promoted pr on pr.part_id = p.part_id
    where ${and(partConditions(c))}
  )`);
  return sql`with ${sql.join(ctes, sql`, `)}`;
}

const SORT_ORDER: Record<SearchSort, SQL> = {
  price_asc: sql`price_cents asc nulls last`,
  price_desc: sql`price_cents desc nulls last`,
  best_match: sql`exact desc, rank desc, review_count desc`,
  highest_rated: sql`rating desc, review_count desc`,
  fastest_shipping: sql`fastest asc nulls last, price_cents asc`,
};

/** The chosen order, then part id: featured placements do not move (they get a strip of their own). */
export function orderBy(sort: SearchSort): SQL {
  return sql`${SORT_ORDER[sort]}, id asc`;
}

/** Featured placements among the matches: highest priority first, then the chosen order. */
export function featuredOrderBy(sort: SearchSort): SQL {
  return sql`promo_priority desc, ${orderBy(sort)}`;
}
