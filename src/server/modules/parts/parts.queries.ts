import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { listingIsStale } from '../../db/freshness';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../db/fitment-models';
import type { StoredShippingOption } from '../../db/schema/vendors';
import { type OfferTermsRow, wasWindowPrices } from '../listings';

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export interface PartRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  brand: string;
  part_number: string;
  category_id: number;
  category_name: string;
  image_url: string | null;
  rating: string;
  review_count: number;
  features: string[];
  tags: string[];
  is_best_seller: boolean;
  is_on_sale: boolean;
  is_premium: boolean;
}

/** The parts of a page, by id. */
export async function findParts(db: Database, ids: number[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return queryRows<PartRow>(db, sql`
    select p.id, p.slug, p.name, p.description, p.brand, p.part_number, p.category_id, c.name as category_name,
           p.image_url, p.rating, p.review_count, p.features, p.tags, p.is_best_seller, p.is_on_sale, p.is_premium
    from parts p join categories c on c.id = p.category_id
    where p.id in (${idList(ids)})
  `);
}

export interface ListingRow extends OfferTermsRow {
  id: number;
  part_id: number;
  vendor_id: number;
  vendor_name: string;
  total_price_cents: number;
  shipping_options: StoredShippingOption[];
  last_seen_at: string | Date;
  stale: boolean;
  /** The vendor's last 30 daily prices when the listing claims a "was" price (was-price.queries.ts). */
  was_window_prices: (number | null)[] | null;
}

/**
 * Offers of several parts in one query, by part and listing id (the offer rule orders them, see
 * part-mappers.ts). `stale` says whether a price is past the freshness age (FRESHNESS_MAX_AGE_HOURS),
 * judged by the database's clock. `filters` are conditions on listing `l`.
 */
export async function findListings(db: Database, partIds: number[], filters: SQL[] = []): Promise<ListingRow[]> {
  if (partIds.length === 0) return [];
  return queryRows<ListingRow>(db, sql`
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

export async function findPartIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from parts where slug = ${slug}`);
  return row?.id ?? null;
}

export interface NumberHit {
  part_id: number;
  kind: 'current' | 'oem' | 'superseded' | 'aftermarket';
  matched_number: string;
}

/** The part a normalized number belongs to: its own number first, then interchange numbers. */
export async function findPartByNumber(db: Database, normalized: string): Promise<NumberHit | null> {
  const [row] = await queryRows<NumberHit>(db, sql`
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

export interface DetailExtrasRow {
  category_slug: string;
  specifications: { name: string; value: string }[];
  fitments: {
    makeId: number;
    makeName: string;
    makeSlug: string;
    modelId: number;
    modelName: string;
    generation: string | null;
    yearFrom: number;
    yearTo: number;
    notes: string | null;
    position: string | null;
    engineCode: string | null;
    variants: string[];
    body: string | null;
    producedFrom: string | null;
    producedTo: string | null;
  }[] | null;
  interchange: { number: string; kind: 'oem' | 'superseded' | 'aftermarket'; brand: string | null }[] | null;
  reviews: {
    id: number;
    authorName: string;
    rating: number;
    title: string;
    body: string;
    vehicle: string | null;
    verifiedPurchase: boolean;
    createdAt: string;
  }[] | null;
  prices_checked_at: string | Date | null;
}

/** Specifications, fitments, interchange numbers, reviews and freshness of one part, in one round trip. */
export async function findDetailExtras(db: Database, partId: number): Promise<DetailExtrasRow | null> {
  const [row] = await queryRows<DetailExtrasRow>(db, sql`
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
         from reviews r where r.part_id = p.id) as reviews,
      (select max(l.last_seen_at) from listings l where l.part_id = p.id) as prices_checked_at
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
  const rows = await queryRows<{ id: number }>(db, sql`
    select p.id
    from parts p, parts self
    where self.id = ${partId} and p.id <> self.id and p.listing_count > 0
      and p.category_id = self.category_id
      and (
        ${fitsVehicle}
        or exists (
          select 1 from fitments a join models m on ${fitmentCoversModel('a', 'm')} join fitments b on ${fitmentCoversModel('b', 'm')}
          where a.part_id = p.id and b.part_id = self.id
            and ${fitmentYearFrom('a', 'm')} <= ${fitmentYearTo('b', 'm')} and ${fitmentYearFrom('b', 'm')} <= ${fitmentYearTo('a', 'm')})
        or (not exists (select 1 from fitments f where f.part_id = self.id)
          and not exists (select 1 from fitments f where f.part_id = p.id))
      )
    order by ${vehicle ? sql`${fitsVehicle} desc, ` : sql``}p.rating desc, p.review_count desc, p.id
    limit ${limit}
  `);
  return rows.map((r) => r.id);
}

export interface HistoryRow {
  day: string;
  vendor_id: number;
  vendor_name: string;
  price_cents: number | null;
  /** The listing's one-unit shipping as stored now (history records item prices only). */
  shipping_cost_cents: number;
}

/**
 * Each vendor's price at the end of each of the last `days` days: the latest history entry on or
 * before that day (a price holds until it changes). History records changes only, so a listing whose
 * price never changed has none: its price holds from the day it was first seen.
 */
export async function findDailyPrices(db: Database, partId: number, days: number): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(db, sql`
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
  const rows = await queryRows<unknown>(db, sql`select 1 from parts where id = ${partId}`);
  return rows.length > 0;
}

/** The part's best in-stock total now (the offer rule's, kept by db/derived.ts), or null. */
export async function findBestTotal(db: Database, partId: number): Promise<number | null> {
  const [row] = await queryRows<{ best_total_cents: number | null }>(db, sql`select best_total_cents from parts where id = ${partId}`);
  return row?.best_total_cents ?? null;
}
