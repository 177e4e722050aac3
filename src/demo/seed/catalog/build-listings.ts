/**
 * Vendor offers for one part: which shops carry it, at what price, with which shipping terms, and how
 * the price moved over the last 90 days.
 */
import { unitShipping } from '../../../shared/rules/best-offer';
import { slugify } from '../../../shared/rules/text';
import type { StoredShippingOption } from '../../../server/db/schema/vendors';
import { SHIPPING_NOT_QUOTED_DEMO_VENDORS, type VendorData } from '../data/vendors';
import type { Random } from '../random';
import { priceAround, retailPrice, saleOriginalPrice } from './prices';
import type { ListingSeed, PricePointSeed } from './types';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;
const MAX_VENDORS = 9;
const MIN_VENDORS = 2;

/** What of the part the offers depend on. */
export interface OfferedPart {
  slug: string;
  name: string;
  brand: string;
  partNumberNormalized: string;
  oemMake: string;
  isGenuine: boolean;
  isOnSale: boolean;
  basePriceCents: number;
  vendorCount?: number;
}

export interface ListingOptions {
  now: Date;
  /** Build the 90-day price history in memory (the synthetic loader derives it in SQL instead). */
  withHistory: boolean;
  /** Relative weight of each offer count from 2 to 9; by default most parts have 2-6 offers. */
  vendorCountWeight?: (count: number) => number;
}

const DEFAULT_VENDOR_COUNT_WEIGHT = (count: number): number => (count <= 6 ? 1 : 0.5);

/** Shops that sell this kind of part for this make; dealers only sell genuine parts. */
export function eligibleVendors(part: OfferedPart, vendors: readonly VendorData[]): VendorData[] {
  const forMake = vendors.filter((vendor) => vendor.makes.includes(part.oemMake));
  const byCatalog = forMake.filter((vendor) =>
    part.isGenuine ? vendor.catalog !== 'aftermarket' : vendor.catalog !== 'genuine',
  );
  // A make with few specialists (Mazda, Subaru) still needs two offers: widen rather than go below.
  return byCatalog.length >= MIN_VENDORS ? byCatalog : forMake;
}

function vendorCount(part: OfferedPart, available: number, rng: Random, weight: (count: number) => number): number {
  if (part.vendorCount !== undefined) {
    if (part.vendorCount > available) {
      throw new Error(`Part ${part.slug} wants ${part.vendorCount} vendors but only ${available} carry ${part.oemMake}`);
    }
    return part.vendorCount;
  }
  const max = Math.min(MAX_VENDORS, available);
  const counts: [number, number][] = [];
  for (let n = MIN_VENDORS; n <= max; n++) counts.push([n, weight(n)]);
  return rng.weighted(counts);
}

function vendorSku(vendor: VendorData, part: OfferedPart): string {
  const brandCode = slugify(part.brand).replace(/-/g, '').slice(0, 4).toUpperCase();
  return `${vendor.skuPrefix}-${part.partNumberNormalized}-${brandCode}`;
}

function productUrl(vendor: VendorData, part: OfferedPart, sku: string): string {
  const path = vendor.productPath
    .replace('{slug}', part.slug)
    .replace('{sku}', sku.toLowerCase())
    .replace('{brand}', slugify(part.brand));
  return `${vendor.website}${path}`;
}

/** Discount catalogs price to the cent; specialists and dealers use .99 endings. */
function pricesToTheCent(vendor: VendorData): boolean {
  return vendor.slug === 'rockauto' || vendor.slug === 'parts-geek';
}

/**
 * Price history ending at the current price: a first row about 90 days ago, then a change every few
 * days or weeks. Only changes are recorded, so consecutive rows always differ. A sale shows as the regular price
 * followed by the sale price with the regular one as its original.
 */
export function priceHistory(
  current: { priceCents: number; originalPriceCents: number | null },
  oddCents: boolean,
  now: Date,
  rng: Random,
): PricePointSeed[] {
  // Some shops reprice every few days, others every few weeks.
  const [minGap, maxGap] = rng.chance(0.5) ? [3, 11] : [10, 25];
  const changeDays: number[] = [];
  for (let daysAgo = HISTORY_DAYS - rng.int(0, 2); daysAgo > 0; daysAgo -= rng.int(minGap, maxGap)) changeDays.push(daysAgo);
  const regular = current.originalPriceCents ?? current.priceCents;
  const points: PricePointSeed[] = changeDays.map((daysAgo) => ({
    priceCents: priceAround(regular, 0.07, rng, oddCents),
    originalPriceCents: null,
    recordedAt: new Date(now.getTime() - daysAgo * DAY_MS - rng.int(0, 20) * 3_600_000),
  }));
  const last = points[points.length - 1];
  if (last) {
    // The newest change is the one that set today's price.
    last.priceCents = current.priceCents;
    last.originalPriceCents = current.originalPriceCents;
    if (current.originalPriceCents !== null && points.length > 1) {
      const beforeSale = points[points.length - 2];
      if (beforeSale) beforeSale.priceCents = current.originalPriceCents;
    }
  }
  return points.filter((point, i) => i === 0 || point.priceCents !== points[i - 1]?.priceCents);
}

export function buildListings(part: OfferedPart, vendors: readonly VendorData[], rng: Random, options: ListingOptions): ListingSeed[] {
  const eligible = eligibleVendors(part, vendors);
  const count = vendorCount(part, eligible.length, rng, options.vendorCountWeight ?? DEFAULT_VENDOR_COUNT_WEIGHT);
  const chosen = rng.sample(eligible, count);
  let saleShown = false;
  return chosen.map((vendor, index) => {
    const oddCents = pricesToTheCent(vendor);
    const priceCents = retailPrice(part.basePriceCents * vendor.priceLevel * rng.between(0.94, 1.07), oddCents);
    // On-sale parts have at least one discounted offer; other parts have none.
    const onSale = part.isOnSale && (rng.chance(0.55) || (!saleShown && index === chosen.length - 1));
    saleShown ||= onSale;
    const originalPriceCents = onSale ? saleOriginalPrice(priceCents, rng) : null;
    const inStock = rng.chance(part.isGenuine && ['ferrari', 'lamborghini', 'aston-martin'].includes(part.oemMake) ? 0.75 : 0.9);
    const policy = vendor.shippingPolicy;
    const quoted = SHIPPING_NOT_QUOTED_DEMO_VENDORS.has(vendor.slug) ? null : policy.standardShippingCents;
    const shipping = unitShipping({ priceCents, shippingCostCents: quoted }, policy);
    const backorderDays = inStock ? 0 : rng.int(5, 10);
    const sku = vendorSku(vendor, part);
    const history = options.withHistory ? priceHistory({ priceCents, originalPriceCents }, oddCents, options.now, rng) : [];
    const firstSeenAt = history[0]?.recordedAt ?? new Date(options.now.getTime() - rng.int(7, HISTORY_DAYS) * DAY_MS);
    // Drawn in the order the generator always drew them, so the catalog stays the same.
    const hasSameDayShipping = inStock && vendor.shipsSameDay && rng.chance(0.8);
    // The shop's express service arrives the next day: an option at its express rate, not how the
    // offer ships by default (its delivery days stay the standard ones).
    const hasNextDayDelivery = inStock && policy.expressDays?.[0] === 1 && rng.chance(0.45);
    const deliveryDaysMin = policy.standardDays[0] + backorderDays;
    const deliveryDaysMax = policy.standardDays[1] + backorderDays;
    const shippingOptions: StoredShippingOption[] = [
      { service: 'Standard', costCents: shipping.estimated ? null : shipping.shippingCents, daysMin: deliveryDaysMin, daysMax: deliveryDaysMax },
    ];
    if (hasNextDayDelivery) shippingOptions.push({ service: 'Next day', costCents: policy.expressShippingCents ?? null, daysMin: 1, daysMax: 1 });
    return {
      vendorSlug: vendor.slug,
      vendorSku: sku,
      title: `${part.brand} ${part.name}`,
      priceCents,
      originalPriceCents,
      shippingCostCents: shipping.shippingCents,
      shippingEstimated: shipping.estimated,
      shippingOptions,
      hasFreeShipping: shipping.shippingCents === 0 && !shipping.estimated,
      hasSameDayShipping,
      hasNextDayDelivery,
      inStore: inStock && vendor.hasStorePickup && rng.chance(0.65),
      inStock,
      stockQuantity: inStock ? rng.int(1, part.basePriceCents < 5000 ? 60 : 12) : 0,
      deliveryDaysMin,
      deliveryDaysMax,
      url: productUrl(vendor, part, sku),
      firstSeenAt,
      history,
    };
  });
}
