/**
 * The simulator's catalog: each vendor's items, taken as a snapshot of the Pitlane catalog at start
 * (one read-only query; the simulator never writes and holds no connection afterwards). A vendor
 * carries the parts it lists in the demo catalog, under the same item ids and product urls, and
 * prices them from the listing's price as of the catalog's creation (the newest history entry up to
 * then) — a fixed base, so the vendor's own variation never compounds on prices it published since.
 */
import { normalizePartNumber } from '@shared/rules/part-number';

export interface SimFitment {
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  yearFrom: number;
  yearTo: number;
}

export interface SimShippingPolicy {
  freeShippingThresholdCents: number | null;
  standardShippingCents: number;
  standardDays: [number, number];
}

export interface SimItem {
  sku: string;
  name: string;
  brand: string;
  partNumber: string;
  /** Further OEM (and superseded) numbers, as printed. */
  oemNumbers: string[];
  /** Every number the item is found by, normalized. */
  numberKeys: string[];
  description: string;
  category: string;
  url: string;
  basePriceCents: number;
  baseOriginalPriceCents: number | null;
  shippingCostCents: number;
  freeShipping: boolean;
  sameDay: boolean;
  nextDay: boolean;
  inStore: boolean;
  deliveryDays: [number, number] | null;
  fitments: SimFitment[];
  /** Lower-case words the item is found by: name, brand, number, category, vehicles. */
  words: string[];
}

export interface SimVendor {
  slug: string;
  name: string;
  website: string;
  shippingPolicy: SimShippingPolicy | null;
  items: SimItem[];
}

export interface SimCatalog {
  vendors: SimVendor[];
}

/** Runs a read-only SQL text and returns its rows (the launcher supplies the database). */
export type RunQuery = (sqlText: string) => Promise<Record<string, unknown>[]>;

/** One row per listing of an active vendor, with the part's numbers and fitments. */
export const CATALOG_SNAPSHOT_SQL = `
select v.slug as vendor_slug, v.name as vendor_name, v.website, v.shipping_policy,
  l.vendor_sku, l.url, l.in_store, l.has_same_day_shipping, l.has_next_day_delivery, l.has_free_shipping,
  l.shipping_cost_cents, l.delivery_days_min, l.delivery_days_max,
  coalesce(base.price_cents, l.price_cents) as base_price_cents,
  case when base.price_cents is null then l.original_price_cents else base.original_price_cents end
    as base_original_price_cents,
  p.name, p.brand, p.part_number, p.description, c.name as category,
  coalesce((select json_agg(i.number order by i.id) from interchange_numbers i
            where i.part_id = p.id and i.kind in ('oem', 'superseded')), '[]'::json) as oem_numbers,
  coalesce((select json_agg(json_build_object('make', mk.name, 'makeSlug', mk.slug, 'model', mo.name,
              'modelSlug', mo.slug, 'yearFrom', f.year_from, 'yearTo', f.year_to))
            from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id
            where f.part_id = p.id), '[]'::json) as fitments
from listings l
join vendors v on v.id = l.vendor_id
join parts p on p.id = l.part_id
join categories c on c.id = p.category_id
cross join (select (select updated_at from site_settings where key = 'catalog_source') as created_at) catalog
left join lateral (
  select h.price_cents, h.original_price_cents from listing_price_history h
  where h.listing_id = l.id and (catalog.created_at is null or h.recorded_at <= catalog.created_at)
  order by h.recorded_at desc, h.id desc limit 1
) base on true
where v.is_active
order by v.sort_order, v.id, l.id
`;

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : typeof value === 'string' ? (JSON.parse(value) as T[]) : []);
const asObject = <T>(value: unknown): T | null => (value == null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const intOrNull = (value: unknown) => (value == null ? null : Number(value));

/** Builds the catalog from the snapshot query's rows. */
export function catalogFromRows(rows: readonly Record<string, unknown>[]): SimCatalog {
  const vendors = new Map<string, SimVendor>();
  for (const row of rows) {
    const slug = String(row.vendor_slug);
    let vendor = vendors.get(slug);
    if (!vendor) {
      const policy = asObject<SimShippingPolicy>(row.shipping_policy);
      vendor = { slug, name: String(row.vendor_name), website: String(row.website), shippingPolicy: policy, items: [] };
      vendors.set(slug, vendor);
    }
    const oemNumbers = asArray<string>(row.oem_numbers);
    const fitments = asArray<SimFitment>(row.fitments);
    const partNumber = String(row.part_number);
    const min = intOrNull(row.delivery_days_min);
    const max = intOrNull(row.delivery_days_max);
    vendor.items.push({
      sku: String(row.vendor_sku),
      name: String(row.name),
      brand: String(row.brand),
      partNumber,
      oemNumbers,
      numberKeys: [...new Set([partNumber, ...oemNumbers].map(normalizePartNumber))],
      description: String(row.description ?? ''),
      category: String(row.category),
      url: String(row.url),
      basePriceCents: Number(row.base_price_cents),
      baseOriginalPriceCents: intOrNull(row.base_original_price_cents),
      shippingCostCents: Number(row.shipping_cost_cents ?? 0),
      freeShipping: Boolean(row.has_free_shipping),
      sameDay: Boolean(row.has_same_day_shipping),
      nextDay: Boolean(row.has_next_day_delivery),
      inStore: Boolean(row.in_store),
      deliveryDays: min != null ? [min, max ?? min] : null,
      fitments,
      words: [
        ...new Set([
          ...words(String(row.name)),
          ...words(String(row.brand)),
          ...words(String(row.category)),
          normalizePartNumber(partNumber).toLowerCase(),
          ...fitments.flatMap((f) => [...words(f.make), ...words(f.model)]),
        ]),
      ],
    });
  }
  return { vendors: [...vendors.values()] };
}

/** Takes the catalog snapshot through the launcher's database. */
export async function loadCatalogSnapshot(runQuery: RunQuery): Promise<SimCatalog> {
  return catalogFromRows(await runQuery(CATALOG_SNAPSHOT_SQL));
}
