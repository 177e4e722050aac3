import type { Listing, PartSummary, PartWithListings } from '@shared/schemas/parts';
import { bestOffer, sortOffers } from '@shared/rules/best-offer';
import { centsToAmount } from '@shared/rules/money';
import { discountPercent, uniqueBrands, vendorCount } from '@shared/rules/offers';
import type { StoredShippingOption } from '../../db/schema/vendors';
import { wasPriceDisplay } from '../listings';
import type { ListingRow, PartRow } from './parts.queries';

/** Stored shipping options (cents) as the API sends them (dollars). */
export function toShippingOptions(options: readonly StoredShippingOption[] | null | undefined): Listing['shippingOptions'] {
  return (options ?? []).map((o) => ({
    service: o.service,
    cost: o.costCents == null ? null : centsToAmount(o.costCents),
    daysMin: o.daysMin,
    daysMax: o.daysMax,
  }));
}

/** Database rows to the API's shapes; the only place snake_case and cents turn into the contract. */
export function toListing(row: ListingRow): Listing {
  const was = wasPriceDisplay(row.price_cents, row.original_price_cents, row.was_window_prices);
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendor: { id: row.vendor_id, name: row.vendor_name },
    price: centsToAmount(row.price_cents),
    originalPrice: row.original_price_cents == null ? null : centsToAmount(row.original_price_cents),
    wasPriceSupported: was.wasPriceSupported,
    lowest30DayPrice: was.lowest30DayCents == null ? null : centsToAmount(was.lowest30DayCents),
    shippingCost: centsToAmount(row.shipping_cost_cents),
    shippingEstimated: row.shipping_estimated,
    totalPrice: centsToAmount(row.total_price_cents),
    hasFreeShipping: row.has_free_shipping,
    hasSameDayShipping: row.has_same_day_shipping,
    hasNextDayDelivery: row.has_next_day_delivery,
    shippingOptions: toShippingOptions(row.shipping_options),
    inStore: row.in_store,
    inStock: row.in_stock,
    stockQuantity: row.stock_quantity,
    deliveryDaysMin: row.delivery_days_min,
    deliveryDaysMax: row.delivery_days_max,
    // Every Buy goes through the tracked click-out, never straight to the vendor.
    url: `/go/${row.id}`,
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    stale: row.stale,
  };
}

export function toPartSummary(row: PartRow): PartSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    brand: row.brand,
    partNumber: row.part_number,
    categoryId: row.category_id,
    categoryName: row.category_name,
    imageUrl: row.image_url,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    features: row.features,
    tags: row.tags,
    isBestSeller: row.is_best_seller,
    isOnSale: row.is_on_sale,
    isPremium: row.is_premium,
  };
}

/**
 * A part with its offers in the offer rule's order and the figures derived from them:
 * the best offer and its total as the lowest price (none when nothing is in stock), its original price
 * only when the vendor's own history supports it (the was-price rule).
 */
export function withListings(part: PartSummary, listings: Listing[]): PartWithListings {
  const ordered = sortOffers(listings);
  const best = bestOffer(ordered);
  return {
    ...part,
    listings: ordered,
    bestListingId: best?.id ?? null,
    lowestPrice: best?.totalPrice ?? null,
    originalPrice: best?.wasPriceSupported && discountPercent(best.price, best.originalPrice) > 0 ? best.originalPrice : null,
    vendorCount: vendorCount(listings),
    brands: uniqueBrands([part.brand]),
  };
}

/** Groups listing rows by part id, keeping their order (`withListings` puts them in the rule's). */
export function groupListings(rows: ListingRow[]): Map<number, Listing[]> {
  const byPart = new Map<number, Listing[]>();
  for (const row of rows) {
    const list = byPart.get(row.part_id) ?? [];
    list.push(toListing(row));
    byPart.set(row.part_id, list);
  }
  return byPart;
}
