import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { normalizePartNumber } from '@shared/rules/part-number';
import { slugify } from '@shared/rules/text';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { VendorQuery } from './connectors/types';
import { OfferTermsRow, StoredShippingOptions, wasWindowPrices } from '../listings';

/** `connector` is the jsonb object of the vendor's connector settings (read by the connector that owns it). */
const LiveVendorRow = z.object({ id: z.number(), name: z.string(), slug: z.string(), website: z.string(), connector: z.record(z.string(), z.unknown()) });
export type LiveVendorRow = z.infer<typeof LiveVendorRow>;

/** Active vendors that have a connector, in display order. */
export async function findLiveVendors(db: Database): Promise<LiveVendorRow[]> {
  return queryRows(db, LiveVendorRow, sql`
    select id, name, slug, website, connector from vendors
    where is_active and connector is not null
    order by sort_order, name, id
  `);
}

const StoredOfferRow = OfferTermsRow.extend({
  listing_id: z.number(),
  part_id: z.number(),
  vendor_sku: z.string(),
  part_name: z.string(),
  part_number: z.string(),
  brand: z.string(),
  url: z.string(),
  shipping_options: StoredShippingOptions,
  /** The server's text (the drivers are set not to parse timestamps). */
  last_seen_at: z.string(),
  was_window_prices: z.array(z.number().nullable()).nullable(),
});
export type StoredOfferRow = z.infer<typeof StoredOfferRow>;

/** Fitment conditions for a vehicle given by names or slugs (part `p`). */
function vehicleCondition(vehicle: VendorQuery['vehicle']): SQL | null {
  const conditions: SQL[] = [];
  if (vehicle?.make) {
    conditions.push(sql`(mk.slug = ${slugify(vehicle.make)} or lower(mk.name) = ${vehicle.make.toLowerCase()})`);
  }
  if (vehicle?.model) {
    const name = vehicle.model.toLowerCase();
    conditions.push(sql`(mo.slug = ${slugify(vehicle.model)} or lower(mo.name) = ${name} or lower(mo.base_model) = ${name})`);
  }
  if (vehicle?.year != null) conditions.push(sql`${vehicle.year} between f.year_from and f.year_to`);
  if (conditions.length === 0) return null;
  return sql`exists (select 1 from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id
    where f.part_id = p.id and ${sql.join(conditions, sql` and `)})`;
}

/**
 * One vendor's stored listings answering a query, for the feed-backed connector: by normalized
 * part number (own or interchange; the vehicle is then irrelevant, as at a real parts counter)
 * and/or by words with the vehicle's fitment.
 */
export async function findStoredOffers(
  db: Database,
  vendorId: number,
  query: VendorQuery,
  options: { limit: number; maxAgeHours?: number },
): Promise<StoredOfferRow[]> {
  const branches: SQL[] = [];
  const number = query.partNumber ? normalizePartNumber(query.partNumber) : '';
  if (number) {
    branches.push(sql`(p.part_number_normalized = ${number} or exists (
      select 1 from interchange_numbers x where x.part_id = p.id and x.number_normalized = ${number}))`);
  }
  if (query.text?.trim()) {
    const vehicle = vehicleCondition(query.vehicle);
    const words = sql`p.search_vector @@ websearch_to_tsquery('catalog_english', ${query.text})`;
    branches.push(vehicle ? sql`(${words} and ${vehicle})` : words);
  }
  if (branches.length === 0) return [];
  const fresh = options.maxAgeHours ? sql`and l.last_seen_at > now() - (${options.maxAgeHours} * interval '1 hour')` : sql``;
  // An expression, never a bare literal: "order by 0" would mean a column position.
  const rank = query.text?.trim() ? sql`ts_rank(p.search_vector, websearch_to_tsquery('catalog_english', ${query.text}))` : sql`0::real`;
  return queryRows(db, StoredOfferRow, sql`
    select l.id as listing_id, l.part_id, l.vendor_sku, coalesce(l.title, p.name) as part_name, p.part_number, p.brand,
           l.price_cents, l.original_price_cents, l.shipping_cost_cents, l.shipping_estimated, l.shipping_options,
           l.has_free_shipping, l.has_same_day_shipping, l.has_next_day_delivery, l.in_store, l.in_stock, l.stock_quantity,
           l.delivery_days_min, l.delivery_days_max, l.url, l.last_seen_at, ${wasWindowPrices()} as was_window_prices
    from listings l join parts p on p.id = l.part_id
    where l.vendor_id = ${vendorId} and (${sql.join(branches, sql` or `)}) ${fresh}
    order by ${rank} desc, l.in_stock desc, l.total_price_cents asc, l.id asc
    limit ${options.limit}
  `);
}

