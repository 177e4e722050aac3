import { z } from 'zod';
import { fitmentSchema, fitVerdictFields } from './fitment';

/** One way an offer can be shipped (money in decimal dollars, null when the vendor does not say). */
export const shippingOptionSchema = z.object({
  service: z.string(),
  cost: z.number().nullable(),
  daysMin: z.number().nullable(),
  daysMax: z.number().nullable(),
});

/**
 * One vendor's offer as the API sends it. `url` is always our tracked click-out link. Lists of offers
 * come in the offer rule's order (shared/rules/best-offer.ts): in stock first, then by total price.
 */
export const listingSchema = z.object({
  id: z.number(),
  vendorId: z.number(),
  vendor: z.object({ id: z.number(), name: z.string() }),
  price: z.number(),
  /** The vendor's "was" price as it claims it; show it only when `wasPriceSupported`. */
  originalPrice: z.number().nullable(),
  /**
   * The vendor's own history backs its "was" price (held on 7 of its last 30 days): only then are the
   * strike-through and "Save N%" shown (shared/rules/offers.ts shownDiscount).
   */
  wasPriceSupported: z.boolean(),
  /** The vendor's lowest item price of the last 30 days, shown next to a discount; null without one. */
  lowest30DayPrice: z.number().nullable(),
  /** Shipping for one unit: 0 when free (by the offer or the vendor's free-shipping threshold). */
  shippingCost: z.number(),
  /** The vendor quoted no shipping: `shippingCost` is its standard rate ("est." on screen). */
  shippingEstimated: z.boolean(),
  /** price + shippingCost: what a shopper pays for one unit, tax not included. */
  totalPrice: z.number(),
  hasFreeShipping: z.boolean(),
  hasSameDayShipping: z.boolean(),
  /** Next-day delivery can be had: the offer arrives within a day, or a next-day option is listed. */
  hasNextDayDelivery: z.boolean(),
  shippingOptions: z.array(shippingOptionSchema),
  inStore: z.boolean(),
  inStock: z.boolean(),
  stockQuantity: z.number().nullable(),
  deliveryDaysMin: z.number().nullable(),
  deliveryDaysMax: z.number().nullable(),
  url: z.string(),
  /** When a feed or a live answer last confirmed this price. */
  lastSeenAt: z.string(),
  /**
   * Past the server's freshness age (FRESHNESS_MAX_AGE_HOURS): shown as "price may be out of date" and
   * listed after fresh offers. Decided by the server, with the same clock as the order it sends.
   */
  stale: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

/** The part fields every part-bearing answer shares. */
export const partSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  isBestSeller: z.boolean(),
  isOnSale: z.boolean(),
  isPremium: z.boolean(),
});
export type PartSummary = z.infer<typeof partSummarySchema>;

/** A part with its offers and the figures derived from them, "lowest" by the offer rule. */
export const partWithListingsSchema = partSummarySchema.extend({
  listings: z.array(listingSchema),
  /** The best offer (in stock, lowest total, see best-offer.ts); null when no offer is in stock. */
  bestListingId: z.number().nullable(),
  /** The best offer's total price; null when no offer is in stock. */
  lowestPrice: z.number().nullable(),
  /** The best offer's original item price when it is reduced and the was-price rule supports it, else null. */
  originalPrice: z.number().nullable(),
  vendorCount: z.number(),
  brands: z.array(z.string()),
});
export type PartWithListings = z.infer<typeof partWithListingsSchema>;

export { fitmentSchema, type Fitment } from './fitment';

export const reviewSchema = z.object({
  id: z.number(),
  authorName: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  vehicle: z.string().nullable(),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const interchangeSchema = z.object({
  number: z.string(),
  kind: z.enum(['oem', 'superseded', 'aftermarket']),
  brand: z.string().nullable(),
});

/** Everything the product and part pages show. */
export const partDetailSchema = partWithListingsSchema.extend({
  ...fitVerdictFields,
  categorySlug: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  fitments: z.array(fitmentSchema),
  /** Makes with their models, as the "Compatible Vehicles" block lists them. */
  compatibleVehicles: z.object({ makes: z.array(z.object({ name: z.string(), models: z.array(z.string()) })) }),
  interchange: z.array(interchangeSchema),
  reviews: z.object({ average: z.number(), count: z.number(), items: z.array(reviewSchema) }),
  /** "You may also like": with a vehicle, parts that fit it first, each with its verdict. */
  related: z.array(partWithListingsSchema.extend(fitVerdictFields)),
  /** When any vendor's price was last checked (the newest listing observation). */
  pricesCheckedAt: z.string().nullable(),
});
export type PartDetail = z.infer<typeof partDetailSchema>;

export const slugParams = z.object({
  slug: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,200}$/, 'must be a part slug'),
});

/** How a looked-up number relates to the part found. */
export const numberMatchSchema = z.object({
  query: z.string(),
  kind: z.enum(['current', 'oem', 'superseded', 'aftermarket']),
  /** The number as printed that matched. */
  matchedNumber: z.string(),
});

export const partLookupSchema = z.object({
  part: partDetailSchema,
  vendors: z.array(listingSchema),
  match: numberMatchSchema,
});
export type PartLookup = z.infer<typeof partLookupSchema>;

/**
 * Honest deal labels from a part's best totals of the last 90 days (shared/rules/deal-labels.ts): each
 * is false or null unless at least 14 days of history support it.
 */
export const dealLabelsSchema = z.object({
  lowestIn90Days: z.boolean(),
  /** Median of the daily best totals, dollars. */
  typicalPrice: z.number().nullable(),
  /** Whole percent the best total rose in the last 7 days. */
  weekRisePercent: z.number().int().nullable(),
});
export type DealLabelsView = z.infer<typeof dealLabelsSchema>;

export const priceHistorySchema = z.object({
  partId: z.number(),
  /**
   * Each day's best total across vendors (item price + one unit's shipping), oldest first, ending
   * today with the real best in-stock total; null on a day with no offer (today: nothing in stock).
   */
  days: z.array(z.object({ date: z.string(), lowest: z.number().nullable() })),
  /** Each vendor's own item prices (without shipping), for per-vendor lines. */
  vendors: z.array(
    z.object({
      vendorId: z.number(),
      vendorName: z.string(),
      points: z.array(z.object({ date: z.string(), price: z.number().nullable() })),
    }),
  ),
  /** The lowest of `days`: a best total. */
  lowestEver: z.number().nullable(),
  /** Today's best in-stock total, null when nothing is in stock. */
  current: z.number().nullable(),
  dealLabels: dealLabelsSchema,
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
