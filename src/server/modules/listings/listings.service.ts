import { hasNextDay, unitShipping } from '@shared/rules/best-offer';
import { normalizePartNumber } from '@shared/rules/part-number';
import { wasPriceVerdict } from '@shared/rules/deal-labels';
import type { Database } from '../../db/client';
import { refreshOfferDerived } from '../../db/derived';
import type { ShippingPolicy, StoredShippingOption } from '../../db/schema/vendors';
import type { ListingOffer, StoredShipping, UpsertOptions, UpsertResult } from './listing-offer';
import { saveHeldPriceChanges } from './held-prices.queries';
import { findShippingPolicy, offerBatch, upsertListingBatch, type OfferBatch, type OfferRow } from './listings.queries';

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
 * Whether an offer claims a "was" price (an original above the price) that the vendor's own history
 * does not support: it did not ask at least that much on 7 of the last 30 days
 * (shared/rules/deal-labels.ts). `window` is the listing's 30 daily prices before this upsert, null for
 * an item not listed yet: a new item has no history, so its "was" price is unsupported.
 */
function unsupportedWasPrice(offer: ListingOffer, window: readonly (number | null)[] | null): boolean {
  const original = wholeCents(offer.originalPriceCents);
  if (original == null || original <= offer.priceCents) return false;
  return !wasPriceVerdict(window ?? [], original).supported;
}

/** A statement's worth of offers, with what the upsert sends for each. */
interface PreparedChunk<T extends ListingOffer> {
  offers: T[];
  shippings: ReturnType<typeof shippingOf>[];
  batch: OfferBatch;
}

/** Offers checked and turned into statement rows, ready for `writeOffers`. */
export interface PreparedOffers<T extends ListingOffer> {
  rejected: { offer: T; reason: string }[];
  chunks: PreparedChunk<T>[];
}

/**
 * The part of an upsert that needs no database: validation, one offer per sku (the last wins), the
 * offer rule's shipping and the statement rows. Synchronous, so a feed run can prepare its next batch
 * while the previous one is being written.
 */
export function prepareOffers<T extends ListingOffer>(offers: readonly T[], policy: ShippingPolicy | null): PreparedOffers<T> {
  const rejected: { offer: T; reason: string }[] = [];
  const latestBySku = new Map<string, T>();
  for (const offer of offers) {
    const reason = rejection(offer);
    if (reason) rejected.push({ offer, reason });
    else latestBySku.set(offer.vendorSku.trim(), offer);
  }
  const unique = [...latestBySku.values()];
  const chunks: PreparedChunk<T>[] = [];
  for (let start = 0; start < unique.length; start += UPSERT_BATCH_SIZE) {
    const batch = unique.slice(start, start + UPSERT_BATCH_SIZE);
    const shippings = batch.map((offer) => shippingOf(offer, policy));
    chunks.push({ offers: batch, shippings, batch: offerBatch(batch.map((offer, idx) => toRow(offer, idx, shippings[idx]!))) });
  }
  return { rejected, chunks };
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
  const policy = offers.length === 0 ? null : options.shippingPolicy !== undefined ? options.shippingPolicy : await findShippingPolicy(db, vendorId);
  return writeOffers(db, vendorId, prepareOffers(offers, policy), options);
}

/** The database half of `upsertOffers`, for offers `prepareOffers` has prepared. */
export async function writeOffers<T extends ListingOffer>(
  db: Database,
  vendorId: number,
  prepared: PreparedOffers<T>,
  options: Omit<UpsertOptions, 'shippingPolicy'> = {},
): Promise<UpsertResult<T>> {
  const result: UpsertResult<T> = { matched: [], held: [], unmatched: [], rejected: prepared.rejected, touchedPartIds: [], unsupportedWasPrice: 0 };
  const touched = new Set<number>();
  for (const chunk of prepared.chunks) {
    const { offers: batch, shippings } = chunk;
    const rows = await upsertListingBatch(db, vendorId, options.source ?? 'live', chunk.batch, options.guardPrices ?? true);
    for (const row of rows) {
      const offer = batch[row.idx]!;
      if (unsupportedWasPrice(offer, row.was_window)) result.unsupportedWasPrice++;
      if (row.listing_id == null || row.part_id == null) {
        result.unmatched.push(offer);
        continue;
      }
      if (row.held_median != null) {
        result.held.push({ offer, listingId: row.listing_id, partId: row.part_id, previousPriceCents: row.previous_price_cents!, medianPriceCents: row.held_median });
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

  if (result.held.length > 0) await saveHeldPriceChanges(db, vendorId, result.held, { source: options.source === 'feed' ? 'feed' : 'live', runId: options.runId ?? null });
  result.touchedPartIds = [...touched];
  if ((options.refreshDerived ?? true) && touched.size > 0) await refreshOfferDerived(db, result.touchedPartIds);
  return result;
}
