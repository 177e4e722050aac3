/**
 * Connector configuration for the demo catalog: every demo vendor is pointed at its storefront on
 * the local vendor simulator (reached over HTTP like any retailer), speaking one of the simulator's
 * two JSON dialects; a few large discounters are feed-backed instead, answering from their stored
 * listings. Vendors configured by hand (a connector without `simulated: true`) are left alone.
 */
import type { Database } from '../server/db/client';
import { FEED_BACKED_DEMO_VENDORS } from './seed/data/vendors';
import type { ConnectorConfig, FieldMapping } from '../server/modules/pricing';
import { findVendorConnectors, setVendorConnectors } from './demo-vendors.queries';
import { SIMULATED_FORMATS, type SimulatedFeedFormat } from '../vendor-sim/format-feeds';


const VEHICLE_PARAMS = 'make={make}&model={model}&year={year}';

const ITEMS_FIELDS: FieldMapping = {
  sku: 'sku',
  partName: 'title',
  partNumber: 'mpn',
  brand: 'brand',
  otherNumbers: 'oem_numbers',
  price: 'price',
  originalPrice: 'list_price',
  inStock: { path: 'availability', equals: 'in_stock' },
  stockQuantity: 'qty',
  shippingCost: 'shipping.cost',
  hasFreeShipping: 'shipping.free',
  hasSameDayShipping: 'shipping.same_day',
  hasNextDayDelivery: 'shipping.next_day',
  inStore: 'pickup',
  estimatedDelivery: 'delivery.text',
  deliveryDaysMin: 'delivery.min_days',
  deliveryDaysMax: 'delivery.max_days',
  productUrl: 'url',
};

const PRODUCTS_FIELDS: FieldMapping = {
  sku: 'id',
  partName: 'name',
  partNumber: 'partNo',
  brand: 'manufacturer',
  otherNumbers: 'crossReferences',
  price: 'pricing.sale',
  originalPrice: 'pricing.regular',
  inStock: 'stock.available',
  stockQuantity: 'stock.quantity',
  shippingCost: 'shippingCost',
  hasFreeShipping: { path: 'flags', equals: 'free-shipping' },
  hasSameDayShipping: { path: 'flags', equals: 'same-day' },
  hasNextDayDelivery: { path: 'flags', equals: 'next-day' },
  inStore: { path: 'flags', equals: 'store-pickup' },
  deliveryDaysMin: 'eta.minDays',
  deliveryDaysMax: 'eta.maxDays',
  productUrl: 'link',
};

const common = { maxConcurrency: 4, breaker: { failureThreshold: 3, cooldownMs: 30_000 }, simulated: true };

/** The connector of the `index`-th demo vendor; dialects alternate so both mappings are exercised. */
export function demoConnectorConfig(slug: string, index: number, simulatorBaseUrl: string): ConnectorConfig {
  if (FEED_BACKED_DEMO_VENDORS.has(slug)) return { kind: 'feed', maxResults: 20, ...common };
  const base = `${simulatorBaseUrl.replace(/\/$/, '')}/v/${encodeURIComponent(slug)}`;
  if (index % 2 === 0) {
    return {
      kind: 'http-json',
      searchUrl: `${base}/search?pn={partNumber}&q={text}&${VEHICLE_PARAMS}`,
      itemsPath: 'items',
      maxBytes: 2_000_000,
      fields: ITEMS_FIELDS,
      ...common,
    };
  }
  return {
    kind: 'http-json',
    searchUrl: `${base}/api/v2/products?partNumber={partNumber}&query={text}&${VEHICLE_PARAMS}`,
    itemsPath: 'data.products',
    maxBytes: 2_000_000,
    fields: PRODUCTS_FIELDS,
    ...common,
  };
}

/**
 * How each feed-backed demo vendor reaches Pitlane: through an affiliate network, in that network's
 * format as the simulator serves it, so the running demo reads every format. Others send Merchant XML.
 */
export const DEMO_FEED_FORMATS: Readonly<Record<string, SimulatedFeedFormat>> = {
  rockauto: 'awin',
  'parts-geek': 'avantlink',
  'carparts-com': 'cj',
};

/** The simulator's product feed of a demo vendor (for feed ingestion), in its network's format. */
export function demoFeedUrl(simulatorBaseUrl: string, slug: string): string {
  const format = DEMO_FEED_FORMATS[slug] ?? 'xml';
  return `${simulatorBaseUrl.replace(/\/$/, '')}/v/${encodeURIComponent(slug)}/${SIMULATED_FORMATS[format].path}`;
}

const isSimulated = (connector: unknown) =>
  connector == null || (typeof connector === 'object' && (connector as { simulated?: unknown }).simulated === true);

/** Points every demo vendor's connector at the simulator; returns how many were configured. */
export async function configureDemoConnectors(db: Database, simulatorBaseUrl: string): Promise<number> {
  const vendors = await findVendorConnectors(db);
  const configs = vendors.flatMap((vendor, index) =>
    isSimulated(vendor.connector) ? [{ id: vendor.id, connector: demoConnectorConfig(vendor.slug, index, simulatorBaseUrl) }] : [],
  );
  await setVendorConnectors(db, configs);
  return configs.length;
}
