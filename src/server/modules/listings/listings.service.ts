import { hasNextDay, unitShipping } from '@shared/rules/best-offer';
import { normalizePartNumber } from '@shared/rules/part-number';
import { WAS_PRICE_WINDOW_DAYS, wasPriceVerdict, type DailyPrice } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { refreshOfferDerived } from '../../db/derived';
import type { ShippingPolicy, StoredShippingOption } from '../../db/schema/vendors';
import type { ListingOffer, StoredShipping, UpsertOptions, UpsertResult } from './listing-offer';
import { findShippingPolicy, findSkuDailyPrices, upsertListingBatch, type OfferRow } from './listings.queries';

/** Offers per statement: large feeds go in several round trips, each a bounded JSON parameter. */
export const UPSERT_BATCH_SIZE = 1000;
const MAX_SKU_LENGTH = 200;
const MAX_PRICE_CENTS = 100_000_000;
const MAX_TITLE_LENGTH = 500;

/**
 * A GTIN as matched: 14 digits, shorter codes (EAN-13, UPC-12, EAN-8) padded with leading zeros so the
 * same box's EAN and UPC are one key; null unless 8, 12, 13 or 14 digits.
 */
export const gtinKey = (gtin: string | null | undefined): string | null => {
  const digits = gtin?.replace(/[\s-]/g, '') ?? '';
  return /^(\d{8}|\d{12,14})$/.test(digits) ? digits.padStart(14, '0') : null;
};

/** Brands compared without case, spaces or punctuation: "MANN-FILTER" = "Mann Filter". */
export const brandKey = (brand: string | null | undefined): string | null =>
  brand ? brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || null : null;

const wholeCents = (value: number | null | undefined): number | null =>
  value != null && Number.isInteger(value) && value >= 0 && value < MAX_PRICE_CENTS ? value : null;
const count = (value: number | null | undefined): number | null =>
  value != null && Number.isInteger(value) && value >= 0 && value < 1_000_000 ? value : null;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why an offer cannot be stored at all, or null when it can. */
function rejection(offer: ListingOffer): string | null {
  const sku = offer.vendorSku?.trim() ?? '';
  if (!sku || sku.length > MAX_SKU_LENGTH) return 'missing or overlong vendor sku';
  if (wholeCents(offer.priceCents) == null || offer.priceCents === 0) return 'price is not a positive amount in cents';
  if (!isHttpUrl(offer.productUrl)) return 'product url is not http(s)';
  return null;
}

const MAX_SHIPPING_OPTIONS = 10;

/** The vendor's shipping options as stored: well-formed ones only, at most a few. */
function cleanOptions(options: readonly StoredShippingOption[] | undefined): StoredShippingOption[] {
  return (options ?? [])
    .filter((o) => typeof o.service === 'string' && o.service.trim() !== '')
    .slice(0, MAX_SHIPPING_OPTIONS)
    .map((o) => ({ service: o.service.trim().slice(0, 60), costCents: wholeCents(o.costCents), daysMin: count(o.daysMin), daysMax: count(o.daysMax) }));
}

/**
 * What is stored of an offer's shipping: one unit's shipping by the offer rule, and delivery terms that
 * agree with each other. A vendor's next-day flag on an offer whose own delivery takes longer is a
 * next-day option, and is kept as one, so no offer says "Next Day" beside "2-5 days".
 */
function shippingOf(offer: ListingOffer, policy: ShippingPolicy | null): StoredShipping & { deliveryDaysMin: number | null; deliveryDaysMax: number | null } {
  const shipping = unitShipping(
    { priceCents: offer.priceCents, shippingCostCents: wholeCents(offer.shippingCostCents), hasFreeShipping: offer.hasFreeShipping },
    policy,
  );
  const deliveryDaysMin = count(offer.deliveryDaysMin);
  const deliveryDaysMax = count(offer.deliveryDaysMax);
  const shippingOptions = cleanOptions(offer.shippingOptions);
  const terms = { deliveryDaysMin, deliveryDaysMax, shippingOptions: shippingOptions.map((o) => ({ ...o, cost: null })) };
  if (offer.hasNextDayDelivery && !hasNextDay(terms)) {
    shippingOptions.push({ service: 'Next day', costCents: null, daysMin: 1, daysMax: 1 });
  }
  return {
    shippingCostCents: shipping.shippingCents,
    shippingEstimated: shipping.estimated,
    hasFreeShipping: shipping.shippingCents === 0 && !shipping.estimated,
    hasNextDayDelivery: Boolean(offer.hasNextDayDelivery) || hasNextDay(terms),
    deliveryDaysMin,
    deliveryDaysMax,
    shippingOptions,
  };
}

function toRow(offer: ListingOffer, idx: number, shipping: ReturnType<typeof shippingOf>): OfferRow {
  const numbers = [offer.partNumber, ...(offer.otherNumbers ?? [])].map(normalizePartNumber).filter(Boolean);
  const original = wholeCents(offer.originalPriceCents);
  return {
    idx,
    sku: offer.vendorSku.trim(),
    title: (offer.partName?.trim() || offer.partNumber).slice(0, MAX_TITLE_LENGTH),
    numbers: [...new Set(numbers)],
    brand: brandKey(offer.brand),
    price_cents: offer.priceCents,
    // An "original" at or below the price is no reduction: stored as none.
    original_price_cents: original != null && original > offer.priceCents ? original : null,
    shipping_cost_cents: shipping.shippingCostCents,
    shipping_estimated: shipping.shippingEstimated,
    has_free_shipping: shipping.hasFreeShipping,
    has_same_day_shipping: offer.hasSameDayShipping ?? false,
    has_next_day_delivery: shipping.hasNextDayDelivery,
    in_store: offer.inStore ?? false,
    in_stock: offer.inStock ?? true,
    stock_quantity: count(offer.stockQuantity),
    delivery_days_min: shipping.deliveryDaysMin,
    delivery_days_max: shipping.deliveryDaysMax,
    shipping_options: JSON.stringify(shipping.shippingOptions),
    url: offer.productUrl,
    tracking_url: offer.trackingUrl && offer.trackingUrl.length <= 2000 && isHttpUrl(offer.trackingUrl) ? offer.trackingUrl : null,
    gtin: gtinKey(offer.gtin),
  };
}

/**
 * How many of the offers claim a "was" price (an original above the price) that the vendor's own
 * history does not support: it did not ask at least that much on 7 of the last 30 days
 * (shared/rules/deal-labels.ts). A new item has no history, so its "was" price is unsupported.
 */
async function countUnsupportedWasPrices(db: Database, vendorId: number, offers: readonly ListingOffer[]): Promise<number> {
  const claims = offers.flatMap((offer) => {
    const original = wholeCents(offer.originalPriceCents);
    return original != null && original > offer.priceCents ? [{ sku: offer.vendorSku.trim(), original }] : [];
  });
  if (claims.length === 0) return 0;
  const bySku = new Map<string, DailyPrice[]>();
  for (const row of await findSkuDailyPrices(db, vendorId, claims.map((c) => c.sku), WAS_PRICE_WINDOW_DAYS)) {
    const days = bySku.get(row.sku) ?? [];
    days.push({ date: row.day, priceCents: row.price_cents });
    bySku.set(row.sku, days);
  }
  return claims.filter((claim) => !wasPriceVerdict(bySku.get(claim.sku) ?? [], claim.original).supported).length;
}

/**
 * The one way offers become listings, for every price source (live connectors, feeds): validates,
 * matches each offer to a catalog part by normalized part number, applies the offer rule's shipping
 * (the vendor's threshold and standard rate, shared/rules/best-offer.ts), upserts one listing per
 * (vendor, vendor sku), appends price history only on a price change, stamps `last_seen_at`, and
 * refreshes the touched parts' denormalized columns. Set-based: one statement per batch.
 *
 * Offers that match no part are returned in `unmatched`, untouched, for a review queue. When a
 * batch repeats a sku, the last offer wins (a feed listing an item twice means its latest line).
 */
export async function upsertOffers<T extends ListingOffer>(
  db: Database,
  vendorId: number,
  offers: readonly T[],
  options: UpsertOptions = {},
): Promise<UpsertResult<T>> {
  const result: UpsertResult<T> = { matched: [], unmatched: [], rejected: [], touchedPartIds: [], unsupportedWasPrice: 0 };
  const latestBySku = new Map<string, T>();
  for (const offer of offers) {
    const reason = rejection(offer);
    if (reason) result.rejected.push({ offer, reason });
    else latestBySku.set(offer.vendorSku.trim(), offer);
  }

  const unique = [...latestBySku.values()];
  const touched = new Set<number>();
  const policy = unique.length === 0 ? null : options.shippingPolicy !== undefined ? options.shippingPolicy : await findShippingPolicy(db, vendorId);
  for (let start = 0; start < unique.length; start += UPSERT_BATCH_SIZE) {
    const batch = unique.slice(start, start + UPSERT_BATCH_SIZE);
    // Read before the upsert writes today's price into the history.
    result.unsupportedWasPrice += await countUnsupportedWasPrices(db, vendorId, batch);
    const shippings = batch.map((offer) => shippingOf(offer, policy));
    const rows = await upsertListingBatch(db, vendorId, options.source ?? 'live', batch.map((offer, idx) => toRow(offer, idx, shippings[idx]!)));
    for (const row of rows) {
      const offer = batch[row.idx]!;
      if (row.listing_id == null || row.part_id == null) {
        result.unmatched.push(offer);
        continue;
      }
      const { shippingCostCents, shippingEstimated, hasFreeShipping, hasNextDayDelivery, shippingOptions } = shippings[row.idx]!;
      const shipping = { shippingCostCents, shippingEstimated, hasFreeShipping, hasNextDayDelivery, shippingOptions };
      result.matched.push({
        offer,
        shipping,
        listingId: row.listing_id,
        partId: row.part_id,
        inserted: row.inserted,
        priceChanged: row.price_changed,
        changed: row.changed,
      });
      if (row.changed) touched.add(row.part_id);
      if (row.previous_part_id != null && row.previous_part_id !== row.part_id) touched.add(row.previous_part_id);
    }
  }

  result.touchedPartIds = [...touched];
  if ((options.refreshDerived ?? true) && touched.size > 0) await refreshOfferDerived(db, result.touchedPartIds);
  return result;
}
