/**
 * Columns of `parts` derived from other tables, kept on the part so search and listing pages need no
 * joins or aggregates:
 *   - lowest_price_cents: the cheapest item price of any offer, else null (the bounds price filters prune by);
 *   - best_total_cents: the total price (item + one unit's shipping) of the offer rule's best buy
 *     (shared/rules/best-offer.ts): the lowest total of the fresh in-stock offers, else of the stale
 *     in-stock ones, else null — so sorting by price agrees with the "lowest" a shopper sees. Since an
 *     offer goes stale with time alone, the freshness sweep (refreshPartsPastFreshness) re-derives the
 *     parts whose offers crossed the freshness age;
 *   - listing_count: number of offers;
 *   - fastest_delivery_days: the quickest offer, ranked 0 for same-day shipping, 1 for next-day delivery,
 *     else its minimum delivery days (7 when unknown);
 *   - search_extra: category, tags, fitting vehicles and interchange numbers as text, which the
 *     generated `search_vector` column indexes for full-text search.
 * and, from those, the part's narrow `part_search` row (part-search.ts) that search reads.
 *
 * The rules live in one SQL query over four source relations (`derivedPartValues`). The refresh runs it
 * over the real tables; bulk loaders run it over the rows they are about to insert, so a new part is
 * written once with its final values instead of being inserted and then rewritten.
 *
 * Set-based throughout: aggregates with GROUP BY feeding ONE UPDATE ... FROM. One statement rather than
 * one per column group because every UPDATE of a part row regenerates its search vector and re-enters
 * it in the GIN indexes, so a part should be rewritten at most once. Rows whose values are already
 * current are skipped, which keeps refreshes after price upserts cheap.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryRank } from './delivery-rank';
import type { Database } from './client';
import { bestInStockTotalSql } from './best-total';
import { freshnessAgeBefore, listingIsStale } from './freshness';
import { queryRows } from './query';
import { syncPartSearch } from './part-search';
import { fitmentCoversModel } from './fitment-models';

/**
 * Where the derived values come from. Every relation has a `part_key` column naming its part (the part
 * id for stored parts, or any other key, such as the slug, for parts not inserted yet).
 */
export interface DerivedSources {
  /** part_key, category_id int, tags jsonb */
  parts: SQL;
  /** part_key, price_cents int, total_price_cents int, in_stock boolean, has_same_day_shipping, has_next_day_delivery, delivery_days_min, last_seen_at */
  listings: SQL;
  /** part_key, model_id int, notes text */
  fitments: SQL;
  /** part_key, number text, number_normalized text, brand text, position (orders the numbers) */
  interchange: SQL;
}

/** The search SQL ranks offers by delivery from here too. */
export { deliveryRank };

/**
 * The offer columns as aggregates over the rows of `listing` (an alias) that name their part in
 * `partColumn`: lowest_price_cents, best_total_cents, listing_count, fastest_delivery_days. A row with
 * a null part (a part without offers, left-joined) counts as no offer.
 */
function offerAggregates(listing: string, partColumn: string): SQL {
  const part = sql.raw(`${listing}.${partColumn}`);
  return sql`min(${sql.raw(`${listing}.price_cents`)}) AS lowest_price_cents,
           ${bestInStockTotalSql(listing)} AS best_total_cents,
           count(${part})::int AS listing_count,
           min(${deliveryRank(listing)}) FILTER (WHERE ${part} IS NOT NULL) AS fastest_delivery_days`;
}

/** SELECT part_key, lowest_price_cents, best_total_cents, listing_count, fastest_delivery_days from a listings relation. */
function offerValues(listings: string): SQL {
  return sql`
    SELECT part_key, ${offerAggregates(listings, 'part_key')}
    FROM ${sql.raw(listings)}
    GROUP BY part_key`;
}

/**
 * SELECT part_key, lowest_price_cents, best_total_cents, listing_count, fastest_delivery_days, search_extra — one row per
 * part of `sources.parts`.
 */
export function derivedPartValues(sources: DerivedSources): SQL {
  return sql`
    WITH source_parts AS (${sources.parts}),
    source_listings AS (${sources.listings}),
    source_fitments AS (${sources.fitments}),
    source_interchange AS (${sources.interchange}),
    prices AS (${offerValues('source_listings')}),
    vehicles_per_make AS (
      -- "BMW 3 Series E90 335i M3 E92": the make once, then its models, generations and variants.
      SELECT f.part_key,
             ma.sort_order,
             ma.name || ' ' || string_agg(
               DISTINCT concat_ws(' ', mo.name, mo.generation, replace(f.notes, ',', '')),
               ' ' ORDER BY concat_ws(' ', mo.name, mo.generation, replace(f.notes, ',', ''))
             ) AS vehicles
      FROM source_fitments AS f
      JOIN models AS mo ON mo.id = f.model_id
      JOIN makes AS ma ON ma.id = mo.make_id
      GROUP BY f.part_key, ma.id, ma.name, ma.sort_order
    ),
    vehicles AS (
      SELECT part_key, string_agg(vehicles, ' ' ORDER BY sort_order, vehicles) AS vehicles
      FROM vehicles_per_make
      GROUP BY part_key
    ),
    numbers AS (
      -- Both spellings: "11 62 1 437 576" for phrase matches, "11621437576" as one token.
      SELECT part_key,
             string_agg(concat_ws(' ', number, number_normalized, brand), ' ' ORDER BY position) AS numbers
      FROM source_interchange
      GROUP BY part_key
    )
    SELECT sp.part_key,
           pr.lowest_price_cents,
           pr.best_total_cents,
           coalesce(pr.listing_count, 0) AS listing_count,
           pr.fastest_delivery_days,
           concat_ws(' ',
             c.name,
             (SELECT string_agg(tag, ' ') FROM jsonb_array_elements_text(sp.tags) AS tag),
             v.vehicles,
             n.numbers
           ) AS search_extra
    FROM source_parts AS sp
    JOIN categories AS c ON c.id = sp.category_id
    LEFT JOIN prices AS pr ON pr.part_key = sp.part_key
    LEFT JOIN vehicles AS v ON v.part_key = sp.part_key
    LEFT JOIN numbers AS n ON n.part_key = sp.part_key
  `;
}

/**
 * The parts to refresh, as a relation to join: the given ids, or every part. A join (rather than
 * `part_id = ANY(ids)` on each table) lets the planner hash or index-join thousands of ids at once.
 */
function targetParts(partIds: readonly number[] | undefined): SQL {
  return partIds ? sql`SELECT DISTINCT unnest(${sql.param([...partIds])}::int[]) AS id` : sql`SELECT id FROM parts`;
}

const STORED_SOURCES: DerivedSources = {
  parts: sql`SELECT p.id AS part_key, p.category_id, p.tags FROM parts AS p JOIN targets ON targets.id = p.id`,
  listings: sql`SELECT l.part_id AS part_key, l.price_cents, l.total_price_cents, l.in_stock, l.has_same_day_shipping, l.has_next_day_delivery, l.delivery_days_min,
      l.last_seen_at
    FROM listings AS l JOIN targets ON targets.id = l.part_id`,
  // An engine-coded fitment without a model reads as each model with that engine, and its code.
  fitments: sql`SELECT f.part_id AS part_key, mo.id AS model_id,
      CASE WHEN f.model_id IS NULL THEN concat_ws(', ', f.engine_code, f.notes) ELSE f.notes END AS notes
    FROM fitments AS f JOIN targets ON targets.id = f.part_id JOIN models AS mo ON ${fitmentCoversModel('f', 'mo')}`,
  interchange: sql`SELECT i.part_id AS part_key, i.number, i.number_normalized, i.brand, i.id AS position
    FROM interchange_numbers AS i JOIN targets ON targets.id = i.part_id`,
};

/**
 * Price alerts hook into the refresh itself, so every way a price changes (feed runs, live answers,
 * seeds, console edits) is seen, in the transaction of the change: `watched_before` holds the best
 * in-stock total, before the update, of the target parts somebody watches (an active alert of a
 * confirmed address); the refresh's UPDATE returns the new totals as `updated`; each watched part
 * whose total changed gets a row in `alert_part_changes`, which the alert evaluator works through
 * (modules/alerts). Every part of one statement reads the table as it was before it, so
 * `watched_before` holds the old totals. Unwatched parts cost one probe of an empty join.
 */
const watchedBefore = sql`watched_before AS (
      SELECT p.id, p.best_total_cents
      FROM parts AS p
      JOIN (SELECT DISTINCT a.part_id
            FROM price_alerts AS a
            JOIN targets ON targets.id = a.part_id
            JOIN alert_subscribers AS s ON s.id = a.subscriber_id
            WHERE NOT a.paused AND s.confirmed_at IS NOT NULL) AS w ON w.part_id = p.id
    )`;
const recordWatchedChanges = sql`
    INSERT INTO alert_part_changes (part_id, old_total_cents, new_total_cents)
    SELECT u.id, b.best_total_cents, u.best_total_cents
    FROM updated AS u
    JOIN watched_before AS b ON b.id = u.id
    WHERE u.best_total_cents IS DISTINCT FROM b.best_total_cents
    ORDER BY u.id`;

/**
 * Recomputes the derived columns for the given parts, or for every part when `partIds` is omitted.
 * Call it after listings, fitments, interchange numbers, tags or categories change.
 */
export async function refreshPartDerived(db: Database, partIds?: readonly number[]): Promise<void> {
  if (partIds && partIds.length === 0) return;
  await db.execute(sql`
    WITH targets AS (${targetParts(partIds)}),
    derived AS (${derivedPartValues(STORED_SOURCES)}),
    ${watchedBefore},
    updated AS (
    UPDATE parts AS p
    SET lowest_price_cents = d.lowest_price_cents,
        best_total_cents = d.best_total_cents,
        listing_count = d.listing_count,
        fastest_delivery_days = d.fastest_delivery_days,
        search_extra = d.search_extra
    FROM derived AS d
    WHERE p.id = d.part_key
      AND (p.lowest_price_cents IS DISTINCT FROM d.lowest_price_cents
        OR p.best_total_cents IS DISTINCT FROM d.best_total_cents
        OR p.listing_count <> d.listing_count
        OR p.fastest_delivery_days IS DISTINCT FROM d.fastest_delivery_days
        OR p.search_extra IS DISTINCT FROM d.search_extra)
    RETURNING p.id, p.best_total_cents)
    ${recordWatchedChanges}
  `);
  await syncPartSearch(db, targetParts(partIds));
}

/**
 * Recomputes only the columns that come from offers (lowest price, best total, offer count, fastest delivery) and
 * the parts' search rows, for parts whose listings alone changed: price upserts and feed runs. The
 * text a part is found by cannot have changed, so it is not rebuilt; a feed run touches most of the
 * catalog, and rebuilding every touched part's text was a large share of the run's last seconds.
 */
export async function refreshOfferDerived(db: Database, partIds: readonly number[]): Promise<void> {
  if (partIds.length === 0) return;
  // One row per target, offers or not: the targets left-joined to their listings, then grouped. Grouped
  // first and joined back to the targets, the planner cannot know how many parts come out (it guesses
  // 200) and, with a few million listings, compared every target with every aggregated row: minutes
  // for a feed run. A probe per target into its listings instead reads them in random order (30 s).
  await db.execute(sql`
    WITH targets AS (${targetParts(partIds)}),
    prices AS (
      SELECT targets.id AS part_key, ${offerAggregates('l', 'part_id')}
      FROM targets
      LEFT JOIN listings AS l ON l.part_id = targets.id
      GROUP BY targets.id
    ),
    ${watchedBefore},
    updated AS (
    UPDATE parts AS p
    SET lowest_price_cents = pr.lowest_price_cents,
        best_total_cents = pr.best_total_cents,
        listing_count = pr.listing_count,
        fastest_delivery_days = pr.fastest_delivery_days
    FROM prices AS pr
    WHERE p.id = pr.part_key
      AND (p.lowest_price_cents IS DISTINCT FROM pr.lowest_price_cents
        OR p.best_total_cents IS DISTINCT FROM pr.best_total_cents
        OR p.listing_count <> pr.listing_count
        OR p.fastest_delivery_days IS DISTINCT FROM pr.fastest_delivery_days)
    RETURNING p.id, p.best_total_cents)
    ${recordWatchedChanges}
  `);
  await syncPartSearch(db, targetParts(partIds));
}

/** Timestamps come back as the server's text (the drivers are set not to parse them). */
const SweepRow = z.object({ swept_at: z.string(), part_ids: z.array(z.number()) });

/**
 * An offer goes stale with time alone, and that can change its part's best buy (a cheaper offer that
 * went stale now ranks after a dearer fresh one) without any write to the part's listings. Re-derives
 * the parts with an in-stock offer that crossed the freshness age since `since` (every part with a
 * stale in-stock offer when null), a batch at a time. Returns the database's clock at the sweep,
 * the `since` of the next one, and how many parts were looked at.
 */
export async function refreshPartsPastFreshness(
  db: Database,
  since: Date | null,
  batchSize = 5_000,
): Promise<{ sweptAt: Date; parts: number }> {
  // Crossed since the last sweep: seen before now - age, and not before `since` - age.
  const crossedSince = since
    ? sql`AND l.last_seen_at >= ${freshnessAgeBefore(since)}`
    : sql``;
  const [row] = await queryRows(
    db,
    SweepRow,
    sql`SELECT now() AS swept_at,
               coalesce((SELECT array_agg(DISTINCT l.part_id) FROM listings AS l
                         WHERE l.in_stock AND ${listingIsStale('l')} ${crossedSince}), '{}') AS part_ids`,
  );
  const partIds = row!.part_ids;
  for (let start = 0; start < partIds.length; start += batchSize) {
    await refreshOfferDerived(db, partIds.slice(start, start + batchSize));
  }
  return { sweptAt: new Date(row!.swept_at), parts: partIds.length };
}
