import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { listingIsStale } from '../../db/freshness';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../db/fitment-models';
import { interchangeKinds } from '../../db/schema/catalog';
import { fitmentSchema } from '@shared/schemas/fitment';
import { OfferTermsRow, StoredShippingOptions, wasWindowPrices } from '../listings';

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

const PartRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  part_number: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  image_url: z.string().nullable(),
  /** A numeric, which both drivers hand over as text. */
  rating: z.string(),
  review_count: z.number(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  is_best_seller: z.boolean(),
  is_on_sale: z.boolean(),
  is_premium: z.boolean(),
});
export type PartRow = z.infer<typeof PartRow>;

/** The parts of a page, by id. */
export async function findParts(db: Database, ids: number[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return queryRows(db, PartRow, sql`
    select p.id, p.slug, p.name, p.description, p.brand, p.part_number, p.category_id, c.name as category_name,
           p.image_url, p.rating, p.review_count, p.features, p.tags, p.is_best_seller, p.is_on_sale, p.is_premium
    from parts p join categories c on c.id = p.category_id
    where p.id in (${idList(ids)})
  `);
}

const ListingRow = OfferTermsRow.extend({
  id: z.number(),
  part_id: z.number(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  total_price_cents: z.number(),
  shipping_options: StoredShippingOptions,
  /** The server's text (the drivers are set not to parse timestamps). */
  last_seen_at: z.string(),
  stale: z.boolean(),
  /** The vendor's last 30 daily prices when the listing claims a "was" price (was-price.queries.ts). */
  was_window_prices: z.array(z.number().nullable()).nullable(),
});
export type ListingRow = z.infer<typeof ListingRow>;

/**
 * Offers of several parts in one query, by part and listing id (the offer rule orders them, see
 * part-mappers.ts). `stale` says whether a price is past the freshness age (FRESHNESS_MAX_AGE_HOURS),
 * judged by the database's clock. `filters` are conditions on listing `l`.
 */
export async function findListings(db: Database, partIds: number[], filters: SQL[] = []): Promise<ListingRow[]> {
  if (partIds.length === 0) return [];
  return queryRows(db, ListingRow, sql`
    select l.id, l.part_id, l.vendor_id, v.name as vendor_name, l.price_cents, l.original_price_cents,
           l.shipping_cost_cents, l.shipping_estimated, l.total_price_cents, l.shipping_options, l.has_free_shipping, l.has_same_day_shipping, l.has_next_day_delivery,
           l.in_store, l.in_stock, l.stock_quantity, l.delivery_days_min, l.delivery_days_max, l.last_seen_at,
           ${listingIsStale()} as stale, ${wasWindowPrices()} as was_window_prices
    from listings l join vendors v on v.id = l.vendor_id
    where l.part_id in (${idList(partIds)})
    ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
    order by l.part_id, l.id
  `);
}

const IdRow = z.object({ id: z.number() });
/** `revision` is a bigint, which node-postgres hands over as text: the query casts it to float8. */
const RevisionRow = z.object({ revision: z.number() });

/** The revision of what part pages show besides offers (moved by triggers, see drizzle/0026_part_content_revision.sql). */
export async function readPartContentRevision(db: Database): Promise<number> {
  const [row] = await queryRows(db, RevisionRow, sql`select revision::float8 as revision from part_content_revision where id = 1`);
  return row?.revision ?? 0;
}

export async function findPartIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await queryRows(db, IdRow, sql`select id from parts where slug = ${slug}`);
  return row?.id ?? null;
}

const NumberHit = z.object({ part_id: z.number(), kind: z.enum(['current', ...interchangeKinds]), matched_number: z.string() });
export type NumberHit = z.infer<typeof NumberHit>;

/** The part a normalized number belongs to: its own number first, then interchange numbers. */
export async function findPartByNumber(db: Database, normalized: string): Promise<NumberHit | null> {
  const [row] = await queryRows(db, NumberHit, sql`
    select id as part_id, 'current' as kind, part_number as matched_number, 0 as priority
      from parts where part_number_normalized = ${normalized}
    union all
    select part_id, kind, number, case kind when 'oem' then 1 when 'superseded' then 2 else 3 end
      from interchange_numbers where number_normalized = ${normalized}
    order by priority, part_id
    limit 1
  `);
  return row ?? null;
}

/** The json_agg columns are null when they aggregate no rows; timestamps are text. */
const DetailExtrasRow = z.object({
  category_slug: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  fitments: z.array(fitmentSchema).nullable(),
  interchange: z.array(z.object({ number: z.string(), kind: z.enum(interchangeKinds), brand: z.string().nullable() })).nullable(),
  reviews: z
    .array(
      z.object({
        id: z.number(),
        authorName: z.string(),
        rating: z.number(),
        title: z.string(),
        body: z.string(),
        vehicle: z.string().nullable(),
        verifiedPurchase: z.boolean(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
});
export type DetailExtrasRow = z.infer<typeof DetailExtrasRow>;

/** Specifications, fitments, interchange numbers and reviews of one part, in one round trip. */
export async function findDetailExtras(db: Database, partId: number): Promise<DetailExtrasRow | null> {
  const [row] = await queryRows(db, DetailExtrasRow, sql`
    select c.slug as category_slug, p.specifications,
      (select json_agg(json_build_object('makeId', mk.id, 'makeName', mk.name, 'makeSlug', mk.slug, 'modelId', mo.id,
              'modelName', mo.name, 'generation', mo.generation, 'yearFrom', ${fitmentYearFrom('f', 'mo')}, 'yearTo', ${fitmentYearTo('f', 'mo')}, 'notes', f.notes,
              'position', f.position, 'engineCode', f.engine_code, 'variants', f.variants, 'body', f.body,
              'producedFrom', f.produced_from, 'producedTo', f.produced_to)
              order by mk.sort_order, mk.name, mo.name, f.year_from)
         from fitments f join models mo on ${fitmentCoversModel('f', 'mo')} join makes mk on mk.id = mo.make_id
        where f.part_id = p.id) as fitments,
      (select json_agg(json_build_object('number', i.number, 'kind', i.kind, 'brand', i.brand) order by i.kind, i.number)
         from interchange_numbers i where i.part_id = p.id) as interchange,
      (select json_agg(json_build_object('id', r.id, 'authorName', r.author_name, 'rating', r.rating, 'title', r.title,
              'body', r.body, 'vehicle', r.vehicle, 'verifiedPurchase', r.verified_purchase, 'createdAt', r.created_at)
              order by r.created_at desc)
         from reviews r where r.part_id = p.id) as reviews
    from parts p join categories c on c.id = p.category_id
    where p.id = ${partId}
  `);
  return row ?? null;
}

/**
 * Parts a buyer of this one may also want: the same category, fitting the same vehicle (a model
 * both fit, in years both cover), best rated first; only parts with offers. Never a part for
 * another car: a part that fits no vehicle in particular (a tool, a fluid) is shown only beside
 * others like it. With the shopper's vehicle, parts listed for it come first (and count as related
 * even when this part is for another car).
 */
export async function findRelatedPartIds(db: Database, partId: number, limit: number, vehicle?: { modelId: number; year: number }): Promise<number[]> {
  const fitsVehicle = vehicle
    ? sql`exists (select 1 from fitments f join models mo on ${fitmentCoversModel('f', 'mo')}
        where f.part_id = p.id and mo.id = ${vehicle.modelId}
          and ${vehicle.year} between ${fitmentYearFrom('f', 'mo')} and ${fitmentYearTo('f', 'mo')})`
    : sql`false`;
  // The models and years this part fits, worked out once: matching each candidate's fitments against them
  // by model id is far cheaper than pairing every fitment with every model it might cover.
  const rows = await queryRows(db, IdRow, sql`
    with self as (select id, category_id from parts where id = ${partId}),
    self_models as (
      select m.id as model_id, ${fitmentYearFrom('b', 'm')} as year_from, ${fitmentYearTo('b', 'm')} as year_to
      from fitments b join models m on ${fitmentCoversModel('b', 'm')}
      where b.part_id = ${partId}
    )
    select p.id
    from parts p, self
    where p.id <> self.id and p.listing_count > 0
      and p.category_id = self.category_id
      and (
        ${fitsVehicle}
        or exists (
          select 1 from self_models s join models m on m.id = s.model_id join fitments a on ${fitmentCoversModel('a', 'm')}
          where a.part_id = p.id
            and ${fitmentYearFrom('a', 'm')} <= s.year_to and s.year_from <= ${fitmentYearTo('a', 'm')})
        or (not exists (select 1 from fitments f where f.part_id = self.id)
          and not exists (select 1 from fitments f where f.part_id = p.id))
      )
    order by ${vehicle ? sql`${fitsVehicle} desc, ` : sql``}p.rating desc, p.review_count desc, p.id
    limit ${limit}
  `);
  return rows.map((r) => r.id);
}

const HistoryRow = z.object({
  day: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  price_cents: z.number().nullable(),
  /** The listing's one-unit shipping as stored now (history records item prices only). */
  shipping_cost_cents: z.number(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;
/** `select 1`: only whether a row came back is read. */
const ExistsRow = z.object({});
const BestTotalRow = z.object({ best_total_cents: z.number().nullable() });

/**
 * Each vendor's price at the end of each of the last `days` days: the latest history entry on or
 * before that day (a price holds until it changes). History records changes only, so a listing whose
 * price never changed has none: its price holds from the day it was first seen.
 */
export async function findDailyPrices(db: Database, partId: number, days: number): Promise<HistoryRow[]> {
  return queryRows(db, HistoryRow, sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, l.vendor_id, v.name as vendor_name, l.shipping_cost_cents,
      case when l.has_history then h.price_cents
           when l.first_seen_at < d.day + interval '1 day' then l.price_cents end as price_cents
    from generate_series(current_date - (${days - 1})::int, current_date, interval '1 day') as d(day)
    cross join (
      select l.id, l.vendor_id, l.price_cents, l.shipping_cost_cents, l.first_seen_at,
        exists (select 1 from listing_price_history ph where ph.listing_id = l.id) as has_history
      from listings l where l.part_id = ${partId}
    ) l
    join vendors v on v.id = l.vendor_id
    left join lateral (
      select ph.price_cents from listing_price_history ph
      where ph.listing_id = l.id and ph.recorded_at < d.day + interval '1 day'
      order by ph.recorded_at desc limit 1
    ) h on true
    order by d.day, l.vendor_id
  `);
}

export async function partExists(db: Database, partId: number): Promise<boolean> {
  const rows = await queryRows(db, ExistsRow, sql`select 1 from parts where id = ${partId}`);
  return rows.length > 0;
}

/** The part's best in-stock total now (the offer rule's, kept by db/derived.ts), or null. */
export async function findBestTotal(db: Database, partId: number): Promise<number | null> {
  const [row] = await queryRows(db, BestTotalRow, sql`select best_total_cents from parts where id = ${partId}`);
  return row?.best_total_cents ?? null;
}
