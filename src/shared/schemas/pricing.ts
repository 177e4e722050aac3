/**
 * Live vendor pricing and live search: the Live Pricing dialog and the results page's Live Search.
 * Prices are decimal amounts; every `productUrl` / listing `url` is our tracked click-out `/go/{listingId}`.
 */
import { z } from 'zod';
import { yearParam } from './catalog';
import { dealLabelsSchema, partWithListingsSchema, shippingOptionSchema } from './parts';
import { PART_NUMBER_MAX_LENGTH } from '../rules/part-number';

import {
  LIVE_PRICING_DEFAULT_YEAR,
  LIVE_PRICING_MAKES,
  LIVE_PRICING_REQUIRED_MESSAGE,
  LIVE_RESULTS_CACHE_MS,
} from './constants';

export { LIVE_PRICING_DEFAULT_YEAR, LIVE_PRICING_MAKES, LIVE_PRICING_REQUIRED_MESSAGE, LIVE_RESULTS_CACHE_MS };
/** Issue message on a required field; the server maps it to LIVE_PRICING_REQUIRED_MESSAGE. */
export const REQUIRED_ISSUE = 'is required';

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_ISSUE })
    .trim()
    .min(1, REQUIRED_ISSUE)
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not contain null characters');

/** Optional text: absent, null and blank all mean "not given" (""). */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not contain null characters')
    .nullish()
    .transform((v) => v ?? '');

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Body of POST /api/parts/live-pricing, and the query of its event stream. */
export const livePricingRequestSchema = z.object({
  partNumber: requiredText(PART_NUMBER_MAX_LENGTH),
  /** The prototype sends the part number here too; kept for the contract, not needed to search. */
  partName: optionalText(200),
  make: requiredText(60),
  model: optionalText(100),
  year: z.preprocess(blankToUndefined, yearParam.optional()).transform((y) => y ?? LIVE_PRICING_DEFAULT_YEAR),
});
export type LivePricingRequest = z.input<typeof livePricingRequestSchema>;
export type LivePricingQuery = z.output<typeof livePricingRequestSchema>;

export const VENDOR_STATUSES = ['ok', 'timeout', 'error', 'skipped'] as const;
export type VendorStatusKind = (typeof VENDOR_STATUSES)[number];

/** How one vendor answered: ok, too late, failed, or not asked (circuit open). */
export const vendorStatusSchema = z.object({
  vendorId: z.number(),
  vendor: z.string(),
  status: z.enum(VENDOR_STATUSES),
  /** Milliseconds from the start of the search to this vendor's answer (or to giving up on it). */
  ms: z.number(),
  /** Offers matched to catalog parts and shown. */
  offers: z.number(),
  /** Offers the vendor returned that match no catalog part (kept out of the results). */
  unmatched: z.number(),
  /** Served from the 5-minute cache without asking the vendor. */
  cached: z.boolean(),
  message: z.string().optional(),
});
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

/** One offer in the live pricing answer. */
export const livePricingResultSchema = z.object({
  listingId: z.number(),
  partId: z.number(),
  vendorId: z.number(),
  vendor: z.string(),
  partName: z.string(),
  partNumber: z.string(),
  brand: z.string().nullable(),
  price: z.number(),
  /** The vendor's "was" price as it claims it; show it only when `wasPriceSupported`. */
  originalPrice: z.number().nullable(),
  /** Rounded percent saved, 0 without a real reduction or when the was-price rule does not back it. */
  discount: z.number(),
  /** The vendor's own history backs its "was" price (held on 7 of its last 30 days). */
  wasPriceSupported: z.boolean(),
  /** The vendor's lowest item price of the last 30 days, shown next to a discount; null without one. */
  lowest30DayPrice: z.number().nullable(),
  inStock: z.boolean(),
  stockQuantity: z.number().nullable(),
  hasFreeShipping: z.boolean(),
  hasSameDayShipping: z.boolean(),
  hasNextDayDelivery: z.boolean(),
  /** Shipping for one unit, by the offer rule (0 when free, the vendor's standard rate when not quoted). */
  shippingCost: z.number(),
  /** The vendor quoted no shipping: `shippingCost` is its standard rate ("est."). */
  shippingEstimated: z.boolean(),
  /** Price plus shipping: with stock, the order of the results (shared/rules/best-offer.ts). */
  totalPrice: z.number(),
  estimatedDelivery: z.string(),
  deliveryDaysMin: z.number().nullable(),
  deliveryDaysMax: z.number().nullable(),
  /** Next-day delivery can be had: arrives within a day, or a next-day option is listed. */
  shippingOptions: z.array(shippingOptionSchema),
  /** When this price was confirmed (the vendor's answer, or the feed row it came from). */
  lastSeenAt: z.string(),
  /** Our tracked click-out: /go/{listingId}. */
  productUrl: z.string(),
});
export type LivePricingResult = z.infer<typeof livePricingResultSchema>;

/** The live vendor pricing response: the offers, plus how each vendor answered. */
export const livePricingResponseSchema = z.object({
  query: z.object({ partNumber: z.string(), make: z.string(), model: z.string(), year: z.number() }),
  totalResults: z.number(),
  searchTimestamp: z.string(),
  /**
   * The best offer by the offer rule (in stock, lowest total price): its total and vendor; price 0 and
   * vendor null when no result is in stock.
   */
  lowestPrice: z.object({ price: z.number(), vendor: z.string().nullable(), listingId: z.number().nullable() }),
  /** Mean total price (item plus shipping, as `lowestPrice`) of the results, to the cent; 0 without results. */
  averagePrice: z.number(),
  results: z.array(livePricingResultSchema),
  vendors: z.array(vendorStatusSchema),
  deadlineMs: z.number(),
  elapsedMs: z.number(),
});
export type LivePricingResponse = z.infer<typeof livePricingResponseSchema>;

/**
 * GET /api/parts/live-pricing/stream sends Server-Sent Events, in this order: per vendor an
 * `offers` event (when it has offers) then its `vendor-status`; finally one `summary` (the full
 * response) or one `error`. The stream ends after `summary`/`error`: an EventSource must be
 * closed then, or the browser reconnects and searches again.
 */
export const LIVE_PRICING_EVENTS = {
  offers: 'offers',
  vendorStatus: 'vendor-status',
  summary: 'summary',
  error: 'error',
} as const;

export const liveOffersEventSchema = z.object({
  vendorId: z.number(),
  vendor: z.string(),
  results: z.array(livePricingResultSchema),
});
export type LiveOffersEvent = z.infer<typeof liveOffersEventSchema>;

/** The `error` event: the search itself failed (not one vendor). */
export const liveErrorEventSchema = z.object({ error: z.string() });

export const LIVE_SEARCH_MAX_LENGTH = 200;

/** GET /api/live-search: q required; vehicle optional (names or slugs). */
export const liveSearchQuerySchema = z.object({
  q: requiredText(LIVE_SEARCH_MAX_LENGTH),
  make: optionalText(60),
  model: optionalText(100),
  year: z.preprocess(blankToUndefined, yearParam.optional()),
});
export type LiveSearchQuery = z.output<typeof liveSearchQuerySchema>;

/** Parts with the offers the vendor network returned for them. */
export const liveSearchResponseSchema = z.object({
  query: z.object({ q: z.string(), make: z.string(), model: z.string(), year: z.number().nullable() }),
  totalResults: z.number(),
  searchTimestamp: z.string(),
  /** Each with its deal labels, as on catalog search cards. */
  parts: z.array(partWithListingsSchema.extend({ dealLabels: dealLabelsSchema })),
  vendors: z.array(vendorStatusSchema),
});
export type LiveSearchResponse = z.infer<typeof liveSearchResponseSchema>;
