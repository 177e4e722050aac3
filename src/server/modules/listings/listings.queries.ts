import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListingSource } from '../../db/schema/vendors';

type Rows<T> = { rows: T[] };

/** One offer as the upsert statement reads it (snake_case, cents, normalized numbers in order). */
export interface OfferRow {
  idx: number;
  sku: string;
  title: string;
  /** Normalized part numbers, most specific first: the offer's own number, then its other numbers. */
  numbers: string[];
  /** The brand as compared (lower-case letters and digits only), or null. */
  brand: string | null;
  price_cents: number;
  original_price_cents: number | null;
  shipping_cost_cents: number;
  has_free_shipping: boolean;
  has_same_day_shipping: boolean;
  has_next_day_delivery: boolean;
  in_store: boolean;
  in_stock: boolean;
  stock_quantity: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
  url: string;
}

export interface UpsertRow {
  idx: number;
  /** Null: no catalog part matched, nothing stored. */
  listing_id: number | null;
  part_id: number | null;
  previous_part_id: number | null;
  inserted: boolean;
  /** Inserted, or any stored field differs (stock, shipping, part...): derived columns need a refresh. */
  changed: boolean;
  price_changed: boolean;
}

/**
 * Matches a batch of one vendor's offers to parts and upserts them as listings, in one statement:
 *
 * - match: each of the offer's numbers in order against the part's own normalized number, then its
 *   interchange numbers (OEM, superseded, aftermarket); for one number, a part of the offer's brand
 *   comes before parts of other brands; an item already listed keeps its part when no number
 *   matches (a manual mapping from the review queue survives the next refresh);
 * - upsert on (vendor_id, vendor_sku), `last_seen_at` always, `updated_at` only when something changed;
 * - history: a row for a new listing and whenever price or original price changed.
 *
 * All CTEs read the table as it was before the statement, so `previous` holds the old prices.
 * Skus must be unique within a batch (ON CONFLICT cannot touch a row twice).
 *
 * Every lookup is a LATERAL subquery fenced with OFFSET 0 / LIMIT 1, so it stays an index probe per
 * offer. Left to itself the planner hash-joins whole tables: it cannot know the batch size, and
 * inside a long feed transaction its statistics never see the rows the run already wrote, so a scan
 * of "the vendor's listings" (thought to be a few) grows with every batch.
 */
export async function upsertListingBatch(
  db: Database,
  vendorId: number,
  source: ListingSource,
  offers: OfferRow[],
): Promise<UpsertRow[]> {
  if (offers.length === 0) return [];
  // One statement, one round trip: inside a caller's transaction (a feed run) nothing can slip in
  // between. The LIMIT in it keeps small batches below the planner's JIT threshold.
  const result = (await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(offers)}::json) as r(
        idx int, sku text, title text, numbers jsonb, brand text, price_cents int, original_price_cents int,
        shipping_cost_cents int, has_free_shipping boolean, has_same_day_shipping boolean,
        has_next_day_delivery boolean, in_store boolean, in_stock boolean, stock_quantity int,
        delivery_days_min int, delivery_days_max int, url text)
      -- The true row count: without it the planner assumes 100 rows, and the cost it then estimates
      -- makes PostgreSQL JIT-compile the statement (30-250 ms, for a 1 ms execution).
      limit ${offers.length}
    ),
    wanted as (
      select i.idx, i.brand, n.num, n.ord
      from input i cross join lateral jsonb_array_elements_text(i.numbers) with ordinality as n(num, ord)
    ),
    -- rank: number position first (x100), then brand (+50 when it differs), then the kind of number.
    hits as (
      select w.idx, p.id as part_id,
          w.ord * 100 + case when w.brand = regexp_replace(lower(p.brand), '[^a-z0-9]+', '', 'g') then 0 else 50 end as rank
        from wanted w
        cross join lateral (select id, brand from parts where part_number_normalized = w.num offset 0) p
      union all
      select w.idx, x.part_id,
          w.ord * 100
          + case when w.brand in (regexp_replace(lower(coalesce(x.brand, '')), '[^a-z0-9]+', '', 'g'),
                                  regexp_replace(lower(x.part_brand), '[^a-z0-9]+', '', 'g')) then 0 else 50 end
          + case x.kind when 'oem' then 1 when 'superseded' then 2 else 3 end
        from wanted w
        cross join lateral (
          select n.part_id, n.kind, n.brand, p.brand as part_brand
          from interchange_numbers n join parts p on p.id = n.part_id
          where n.number_normalized = w.num offset 0) x
      union all
      select i.idx, l.part_id, 1000000
        from input i
        cross join lateral (select part_id from listings where vendor_id = ${vendorId} and vendor_sku = i.sku limit 1) l
    ),
    matched as (
      select distinct on (idx) idx, part_id from hits order by idx, rank, part_id
    ),
    previous as (
      select l.id, l.vendor_sku, l.part_id, l.price_cents, l.original_price_cents
      from input i
      cross join lateral (
        select id, vendor_sku, part_id, price_cents, original_price_cents from listings
        where vendor_id = ${vendorId} and vendor_sku = i.sku limit 1) l
    ),
    upserted as (
      insert into listings as l (
        part_id, vendor_id, vendor_sku, title, price_cents, original_price_cents, shipping_cost_cents,
        has_free_shipping, has_same_day_shipping, has_next_day_delivery, in_store, in_stock, stock_quantity,
        delivery_days_min, delivery_days_max, url, source, first_seen_at, last_seen_at, updated_at)
      select m.part_id, ${vendorId}, i.sku, i.title, i.price_cents, i.original_price_cents, i.shipping_cost_cents,
        i.has_free_shipping, i.has_same_day_shipping, i.has_next_day_delivery, i.in_store, i.in_stock, i.stock_quantity,
        i.delivery_days_min, i.delivery_days_max, i.url, ${source}, now(), now(), now()
      from input i join matched m on m.idx = i.idx
      on conflict (vendor_id, vendor_sku) do update set
        part_id = excluded.part_id,
        title = excluded.title,
        price_cents = excluded.price_cents,
        original_price_cents = excluded.original_price_cents,
        shipping_cost_cents = excluded.shipping_cost_cents,
        has_free_shipping = excluded.has_free_shipping,
        has_same_day_shipping = excluded.has_same_day_shipping,
        has_next_day_delivery = excluded.has_next_day_delivery,
        in_store = excluded.in_store,
        in_stock = excluded.in_stock,
        stock_quantity = excluded.stock_quantity,
        delivery_days_min = excluded.delivery_days_min,
        delivery_days_max = excluded.delivery_days_max,
        url = excluded.url,
        source = excluded.source,
        last_seen_at = excluded.last_seen_at,
        updated_at = case
          when (l.part_id, l.title, l.price_cents, l.original_price_cents, l.shipping_cost_cents, l.has_free_shipping,
                l.has_same_day_shipping, l.has_next_day_delivery, l.in_store, l.in_stock, l.stock_quantity,
                l.delivery_days_min, l.delivery_days_max, l.url)
            is distinct from
               (excluded.part_id, excluded.title, excluded.price_cents, excluded.original_price_cents,
                excluded.shipping_cost_cents, excluded.has_free_shipping, excluded.has_same_day_shipping,
                excluded.has_next_day_delivery, excluded.in_store, excluded.in_stock, excluded.stock_quantity,
                excluded.delivery_days_min, excluded.delivery_days_max, excluded.url)
          then excluded.updated_at else l.updated_at end
      returning l.id, l.vendor_sku, l.part_id, l.price_cents, l.original_price_cents, l.updated_at
    ),
    history as (
      insert into listing_price_history (listing_id, price_cents, original_price_cents)
      select u.id, u.price_cents, u.original_price_cents
      from upserted u left join previous p on p.id = u.id
      where p.id is null or p.price_cents <> u.price_cents or p.original_price_cents is distinct from u.original_price_cents
      returning listing_id
    )
    select i.idx, u.id as listing_id, u.part_id, p.part_id as previous_part_id,
      (u.id is not null and p.id is null) as inserted,
      -- now() is the statement's transaction time: updated_at equals it exactly when the row changed.
      (u.id is not null and u.updated_at = now()) as changed,
      (u.id is not null and (p.id is null or p.price_cents <> u.price_cents
        or p.original_price_cents is distinct from u.original_price_cents)) as price_changed
    from input i
    left join upserted u on u.vendor_sku = i.sku
    left join previous p on p.vendor_sku = i.sku
    order by i.idx
  `)) as unknown as Rows<UpsertRow>;
  return result.rows;
}
