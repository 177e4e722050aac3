import type { Listing, PartSummary, PartWithListings } from '@shared/schemas/parts';
import { centsToAmount } from '@shared/rules/money';
import { lowestPrice, originalPriceOfCheapest, uniqueBrands, vendorCount } from '@shared/rules/offers';
import type { ListingRow, PartRow } from './parts.queries';

/** Database rows to the API's shapes; the only place snake_case and cents turn into the contract. */
export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendor: { id: row.vendor_id, name: row.vendor_name },
    price: centsToAmount(row.price_cents),
    originalPrice: row.original_price_cents == null ? null : centsToAmount(row.original_price_cents),
    shippingCost: centsToAmount(row.shipping_cost_cents),
    hasFreeShipping: row.has_free_shipping,
    hasSameDayShipping: row.has_same_day_shipping,
    hasNextDayDelivery: row.has_next_day_delivery,
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

/** A part with its offers and the spec's derived figures (000 §3). */
export function withListings(part: PartSummary, listings: Listing[]): PartWithListings {
  return {
    ...part,
    listings,
    lowestPrice: lowestPrice(listings),
    originalPrice: originalPriceOfCheapest(listings),
    vendorCount: vendorCount(listings),
    brands: uniqueBrands([part.brand]),
  };
}

/** Groups listing rows by part id, keeping their order. */
export function groupListings(rows: ListingRow[]): Map<number, Listing[]> {
  const byPart = new Map<number, Listing[]>();
  for (const row of rows) {
    const list = byPart.get(row.part_id) ?? [];
    list.push(toListing(row));
    byPart.set(row.part_id, list);
  }
  return byPart;
}
