import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { WAS_PRICE_WINDOW_DAYS } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { ListingSource, ShippingPolicy } from '../../db/schema/vendors';
import type { OfferTermsRow } from './offer-terms';
import { PRICE_GUARD } from '@shared/rules/price-guard';

/** One offer as the upsert statement reads it (snake_case, cents, normalized numbers in order). */
export interface OfferRow extends OfferTermsRow {
  idx: number;
  sku: string;
  title: string;
  /** Normalized part numbers, most specific first: the offer's own number, then its other numbers. */
  numbers: string[];
  /** The brand as compared (lower-case letters and digits only), or null. */
  brand: string | null;
  /** The shipping options as JSON text. */
  shipping_options: string;
  url: string;
  /** The network's tracking link, or null. */
  tracking_url: string | null;
  /** The GTIN as 14 digits, or null. */
  gtin: string | null;
}

const dayRange = z.tuple([z.number(), z.number()]);
/** `vendors.shipping_policy`, a jsonb of the column's `ShippingPolicy` shape. */
const ShippingPolicySchema = z.object({
  freeShippingThresholdCents: z.number().nullable(),
  standardShippingCents: z.number(),
  standardDays: dayRange,
  expressDays: dayRange.nullable(),
  expressShippingCents: z.number().nullable().optional(),
}) satisfies z.ZodType<ShippingPolicy>;
const ShippingPolicyRow = z.object({ shipping_policy: ShippingPolicySchema.nullable() });

/** The vendor's published shipping policy, or null when it has none on file. */
export async function findShippingPolicy(db: Database, vendorId: number): Promise<ShippingPolicy | null> {
  const [row] = await queryRows(db, ShippingPolicyRow, sql`select shipping_policy from vendors where id = ${vendorId}`);
  return row?.shipping_policy ?? null;
}

const UpsertRow = z.object({
  idx: z.number(),
  /** Null: no catalog part matched, nothing stored. */
  listing_id: z.number().nullable(),
  part_id: z.number().nullable(),
  previous_part_id: z.number().nullable(),
  inserted: z.boolean(),
  /** Inserted, or any stored field differs (stock, shipping, part...): derived columns need a refresh. */
  changed: z.boolean(),
  price_changed: z.boolean(),
  /**
   * For an offer that claims a "was" price and was already listed: the vendor's own item price on each
   * of the last 30 days as stored before this statement (oldest first, null on days before it was
   * first seen). Null otherwise: an item not listed yet has no history.
   */
  was_window: z.array(z.number().nullable()).nullable(),
  /**
   * Set when the price guard held the offer: the median of the listing's daily prices over its last
   * 30 days, which the new price is too far from. The listing was only stamped as seen.
   */
  held_median: z.number().nullable(),
  /** The listing's price before this statement; null for a new listing. */
  previous_price_cents: z.number().nullable(),
});
export type UpsertRow = z.infer<typeof UpsertRow>;

/**
 * The parts one normalized number names: the part whose own number it is (kind 0), then parts that
 * list it as an OEM (1), superseded (2) or aftermarket (3) number. Each arm is fenced (OFFSET 0) so it
 * stays an index probe per number.
 */
function numberHits(num: SQL): SQL {
  return sql`
    select 0 as kind, p.id as part_id, p.brand as part_brand, null::text as number_brand
      from (select id, brand from parts where part_number_normalized = ${num} offset 0) p
    union all
    select case x.kind when 'oem' then 1 when 'superseded' then 2 else 3 end, x.part_id, x.part_brand, x.brand
      from (
        select n.part_id, n.kind, n.brand, p.brand as part_brand
        from interchange_numbers n join parts p on p.id = n.part_id
        where n.number_normalized = ${num} offset 0) x`;
}

type ColumnValue = string | number | boolean | null;

/**
 * A PostgreSQL array literal of the values, as the driver would write it for an array parameter. Built
 * when the batch is prepared, so the text is ready when the statement is sent.
 */
function arrayLiteral(values: readonly ColumnValue[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : typeof value === 'string' ? `"${value.replace(/[\\"]/g, '\\$&')}"` : String(value),
  );
  return `{${items.join(',')}}`;
}

/** A batch of offers as the upsert statement reads it: one array per column. */
export interface OfferBatch {
  size: number;
  columns: ReturnType<typeof columns>;
}

/** One array per column: the statement reads the batch with `unnest`, which is several times cheaper to
 * decode than a JSON document of the same rows (json_to_recordset looks every field up by name, per row). */
function columns(offers: OfferRow[]) {
  const column = <K extends keyof OfferRow>(key: K) => sql.param(arrayLiteral(offers.map((offer) => offer[key] as ColumnValue)));
  return {
    idx: column('idx'),
    sku: column('sku'),
    title: column('title'),
    // Normalized numbers hold no whitespace: one space-separated string per offer, split again in SQL.
    numbers: sql.param(arrayLiteral(offers.map((offer) => (offer.numbers.length ? offer.numbers.join(' ') : null)))),
    brand: column('brand'),
    price: column('price_cents'),
    original: column('original_price_cents'),
    shipping: column('shipping_cost_cents'),
    estimated: column('shipping_estimated'),
    options: column('shipping_options'),
    free: column('has_free_shipping'),
    sameDay: column('has_same_day_shipping'),
    nextDay: column('has_next_day_delivery'),
    inStore: column('in_store'),
    inStock: column('in_stock'),
    quantity: column('stock_quantity'),
    daysMin: column('delivery_days_min'),
    daysMax: column('delivery_days_max'),
    url: column('url'),
    trackingUrl: column('tracking_url'),
    gtin: column('gtin'),
  };
}

/** The offers (rows with `idx` 0..n-1) as `upsertListingBatch` sends them. */
export function offerBatch(offers: OfferRow[]): OfferBatch {
  return { size: offers.length, columns: columns(offers) };
}

/**
 * The daily prices a "was" price is judged by, for listing `p` (id, price_cents, first_seen_at) as
 * stored before the statement: the last 30 days, oldest first. History holds changes only: a listing
 * without history rows has held its price since it was first seen. Part of the upsert (a CTE reads the
 * tables as they were before it writes), which saves a round trip per batch.
 */
function wasWindow(p: SQL): SQL {
  return sql`
    select array_agg(case when hh.has_history then h.price_cents
                          when ${p}.first_seen_at < d.day + interval '1 day' then ${p}.price_cents end order by d.day)
    from (select exists (select 1 from listing_price_history ph where ph.listing_id = ${p}.id) as has_history) hh
    cross join generate_series(current_date - (${WAS_PRICE_WINDOW_DAYS - 1})::int, current_date, interval '1 day') as d(day)
    left join lateral (
      select ph.price_cents from listing_price_history ph
      where ph.listing_id = ${p}.id and ph.recorded_at < d.day + interval '1 day'
      order by ph.recorded_at desc limit 1
    ) h on true`;
}

/**
 * Matches a batch of one vendor's offers to parts and upserts them as listings, in one statement:
 *
 * - match: the part a reviewer linked the item to in the review queue, if any; then each of the
 *   offer's numbers in order against the part's own normalized number, then its
 *   interchange numbers (OEM, superseded, aftermarket); for one number, a part of the offer's brand
 *   comes before parts of other brands; an item already listed keeps its part when no number
 *   matches (a manual mapping from the review queue survives the next refresh);
 * - upsert on (vendor_id, vendor_sku), `last_seen_at` always, `updated_at` only when something changed;
 * - history: price changes only. A new listing's first price lives on the listing itself until it first
 *   changes; then that first price is written too, dated when the listing was first seen, followed by
 *   the new price (the daily price reader falls back to the listing for one that never changed).
 *   Writing no history row for a new listing saves a fifth of a feed batch of new items.
 *
 * All CTEs read the table as it was before the statement, so `previous` holds the old prices, and the
 * "was" price window (`was_window`) is read from the history before this batch adds to it.
 * Skus must be unique within a batch (ON CONFLICT cannot touch a row twice).
 *
 * Every lookup is a LATERAL subquery fenced with OFFSET 0 / LIMIT 1, so it stays an index probe per
 * offer. Left to itself the planner hash-joins whole tables: it cannot know the batch size, and
 * inside a long feed transaction its statistics never see the rows the run already wrote, so a scan
 * of "the vendor's listings" (thought to be a few) grows with every batch.
 *
 * Brands are compared only where they decide something: when an offer's numbers lead to more than one
 * part. Most offers find one part, and normalizing brands (a regular expression per candidate) was a
 * measurable share of a feed batch.
 */
export async function upsertListingBatch(
  db: Database,
  vendorId: number,
  source: ListingSource,
  batch: OfferBatch,
  /** Hold price changes too far from the listing's recent prices (see PRICE_GUARD below). */
  guardPrices = true,
): Promise<UpsertRow[]> {
  if (batch.size === 0) return [];
  const c = batch.columns;
  // One statement, one round trip: inside a caller's transaction (a feed run) nothing can slip in
  // between. The LIMIT in it keeps small batches below the planner's JIT threshold.
  return queryRows(db, UpsertRow, sql`
    with input as (
      select * from unnest(
        ${c.idx}::int[], ${c.sku}::text[], ${c.title}::text[], ${c.numbers}::text[], ${c.brand}::text[],
        ${c.price}::int[], ${c.original}::int[], ${c.shipping}::int[], ${c.estimated}::boolean[], ${c.options}::text[],
        ${c.free}::boolean[], ${c.sameDay}::boolean[],
        ${c.nextDay}::boolean[], ${c.inStore}::boolean[], ${c.inStock}::boolean[], ${c.quantity}::int[],
        ${c.daysMin}::int[], ${c.daysMax}::int[], ${c.url}::text[], ${c.trackingUrl}::text[], ${c.gtin}::text[]
      ) as r(idx, sku, title, numbers, brand, price_cents, original_price_cents, shipping_cost_cents, shipping_estimated,
             shipping_options, has_free_shipping, has_same_day_shipping, has_next_day_delivery, in_store, in_stock,
             stock_quantity, delivery_days_min, delivery_days_max, url, tracking_url, gtin)
      -- The true row count: without it the planner assumes 100 rows, and the cost it then estimates
      -- makes PostgreSQL JIT-compile the statement (30-250 ms, for a 1 ms execution).
      limit ${batch.size}
    ),
    previous as (
      select i.idx, l.id, l.part_id, l.price_cents, l.original_price_cents, l.first_seen_at
      from input i
      cross join lateral (
        select id, part_id, price_cents, original_price_cents, first_seen_at from listings
        where vendor_id = ${vendorId} and vendor_sku = i.sku limit 1) l
    ),
    -- The price guard: a listed item's new price against the median of its daily prices over the
    -- last 30 days (a listing without history has held its price since first seen). Only changed
    -- prices are judged, so a feed that repeats its prices pays nothing for it.
    -- Both steps materialized: left to itself the planner folds them into the held filter below and
    -- works out the median for every listed offer, twice, whether or not its price moved.
    repriced_offers as materialized (
      select p.* from previous p join input i on i.idx = p.idx
      where ${guardPrices} and i.price_cents <> p.price_cents
    ),
    judged as materialized (
      select p.idx, p.id,
        (select round(percentile_cont(0.5) within group (order by w.price))::int
           from unnest((${wasWindow(sql`p`)})) as w(price)) as median
      from repriced_offers p
    ),
    held as (
      select j.idx, j.id, j.median from judged j join input i on i.idx = j.idx
      where i.price_cents * 100 < j.median * ${100 - PRICE_GUARD.maxFallPercent}
         or i.price_cents * 100 > j.median * ${100 + PRICE_GUARD.maxRisePercent}
    ),
    -- A held offer changes nothing but the stamp that it was seen: price and stock stay the last good ones.
    -- The ids as one array keep it a primary-key probe per held offer (none, most batches): as a
    -- semi-join the planner, not knowing how few are held, may read the whole listings table instead.
    held_seen as (
      update listings set last_seen_at = now() where id = any (array(select id from held)) returning id
    ),
    wanted as (
      select i.idx, i.brand, n.num, n.ord
      from input i cross join lateral string_to_table(i.numbers, ' ') with ordinality as n(num, ord)
    ),
    -- Candidates in order of preference: number position, then (when it decides) brand, then the kind
    -- of number (the part's own, OEM, superseded, aftermarket); the part already listed comes last.
    -- A hit on an earlier number always beats any hit on a later one, so the later numbers are looked
    -- up only for offers whose first number found nothing (most offers match by their first number).
    first_hits as (
      select w.idx, w.ord, h.kind, h.part_id, w.brand as offer_brand, h.part_brand, h.number_brand
      from wanted w cross join lateral (${numberHits(sql`w.num`)}) h
      where w.ord = 1
    ),
    later_hits as (
      select w.idx, w.ord, h.kind, h.part_id, w.brand as offer_brand, h.part_brand, h.number_brand
      from wanted w cross join lateral (${numberHits(sql`w.num`)}) h
      where w.ord > 1 and not exists (select 1 from first_hits f where f.idx = w.idx)
    ),
    -- A reviewer's link from the review queue comes before any number: the decision holds for every later run.
    linked as (
      select i.idx, q.linked_part_id as part_id
      from input i
      cross join lateral (
        select linked_part_id from unmatched_feed_items
        where vendor_id = ${vendorId} and vendor_sku = i.sku and status = 'linked' and linked_part_id is not null limit 1) q
    ),
    -- The item's GTIN names one product: it comes before any part number.
    gtin_hits as (
      select i.idx, g.part_id
      from input i
      cross join lateral (select part_id from part_gtins where gtin = i.gtin limit 1) g
      where i.gtin is not null
    ),
    hits as (
      select idx, -1 as ord, 0 as kind, part_id, null as offer_brand, null as part_brand, null as number_brand from linked
      union all
      select idx, 0, 0, part_id, null, null, null from gtin_hits
      union all
      select * from first_hits
      union all
      select * from later_hits
      union all
      select idx, 1000000, 0, part_id, null, null, null from previous
    ),
    candidates as (
      select h.*, min(h.part_id) over offer <> max(h.part_id) over offer as ambiguous
      from hits h window offer as (partition by h.idx)
    ),
    matched as (
      select distinct on (idx) idx, part_id from candidates
      order by idx, ord,
        case when not ambiguous then 0
             when offer_brand in (regexp_replace(lower(part_brand), '[^a-z0-9]+', '', 'g'),
                                  regexp_replace(lower(number_brand), '[^a-z0-9]+', '', 'g')) then 0
             else 1 end,
        kind, part_id
    ),
    upserted as (
      insert into listings as l (
        part_id, vendor_id, vendor_sku, title, price_cents, original_price_cents, shipping_cost_cents,
        shipping_estimated, shipping_options,
        has_free_shipping, has_same_day_shipping, has_next_day_delivery, in_store, in_stock, stock_quantity,
        delivery_days_min, delivery_days_max, url, tracking_url, source, first_seen_at, last_seen_at, updated_at)
      select m.part_id, ${vendorId}, i.sku, i.title, i.price_cents, i.original_price_cents, i.shipping_cost_cents,
        i.shipping_estimated, i.shipping_options::jsonb,
        i.has_free_shipping, i.has_same_day_shipping, i.has_next_day_delivery, i.in_store, i.in_stock, i.stock_quantity,
        i.delivery_days_min, i.delivery_days_max, i.url, i.tracking_url, ${source}, now(), now(), now()
      from input i join matched m on m.idx = i.idx
      where not exists (select 1 from held h where h.idx = i.idx)
      on conflict (vendor_id, vendor_sku) do update set
        part_id = excluded.part_id,
        title = excluded.title,
        price_cents = excluded.price_cents,
        original_price_cents = excluded.original_price_cents,
        shipping_cost_cents = excluded.shipping_cost_cents,
        shipping_estimated = excluded.shipping_estimated,
        shipping_options = excluded.shipping_options,
        has_free_shipping = excluded.has_free_shipping,
        has_same_day_shipping = excluded.has_same_day_shipping,
        has_next_day_delivery = excluded.has_next_day_delivery,
        in_store = excluded.in_store,
        in_stock = excluded.in_stock,
        stock_quantity = excluded.stock_quantity,
        delivery_days_min = excluded.delivery_days_min,
        delivery_days_max = excluded.delivery_days_max,
        url = excluded.url,
        tracking_url = excluded.tracking_url,
        source = excluded.source,
        last_seen_at = excluded.last_seen_at,
        updated_at = case
          when (l.part_id, l.title, l.price_cents, l.original_price_cents, l.shipping_cost_cents, l.shipping_estimated,
                l.shipping_options, l.has_free_shipping,
                l.has_same_day_shipping, l.has_next_day_delivery, l.in_store, l.in_stock, l.stock_quantity,
                l.delivery_days_min, l.delivery_days_max, l.url, l.tracking_url)
            is distinct from
               (excluded.part_id, excluded.title, excluded.price_cents, excluded.original_price_cents,
                excluded.shipping_cost_cents, excluded.shipping_estimated, excluded.shipping_options, excluded.has_free_shipping, excluded.has_same_day_shipping,
                excluded.has_next_day_delivery, excluded.in_store, excluded.in_stock, excluded.stock_quantity,
                excluded.delivery_days_min, excluded.delivery_days_max, excluded.url, excluded.tracking_url)
          then excluded.updated_at else l.updated_at end
      returning l.id, l.vendor_sku, l.part_id, l.price_cents, l.original_price_cents, l.updated_at
    ),
    repriced as (
      select u.id, u.price_cents, u.original_price_cents, p.price_cents as old_price_cents,
             p.original_price_cents as old_original_price_cents, p.first_seen_at
      from upserted u join previous p on p.id = u.id
      where p.price_cents <> u.price_cents or p.original_price_cents is distinct from u.original_price_cents
    ),
    history as (
      insert into listing_price_history (listing_id, price_cents, original_price_cents, recorded_at)
      select r.id, r.old_price_cents, r.old_original_price_cents, r.first_seen_at
        from repriced r
        where not exists (select 1 from listing_price_history h where h.listing_id = r.id)
      union all
      select r.id, r.price_cents, r.original_price_cents, now() from repriced r
      returning listing_id
    )
    select i.idx, coalesce(u.id, h.id) as listing_id, coalesce(u.part_id, case when h.id is not null then p.part_id end) as part_id,
      p.part_id as previous_part_id, h.median as held_median, p.price_cents as previous_price_cents,
      (u.id is not null and p.id is null) as inserted,
      -- now() is the statement's transaction time: updated_at equals it exactly when the row changed.
      (u.id is not null and u.updated_at = now()) as changed,
      (u.id is not null and (p.id is null or p.price_cents <> u.price_cents
        or p.original_price_cents is distinct from u.original_price_cents)) as price_changed,
      -- Only offers claiming a "was" price pay for the window (a CASE evaluates its subquery only when it applies).
      case when p.id is not null and i.original_price_cents is not null then (${wasWindow(sql`p`)}) end as was_window
    from input i
    left join upserted u on u.vendor_sku = i.sku
    left join previous p on p.idx = i.idx
    left join held h on h.idx = i.idx
    order by i.idx
  `);
}
