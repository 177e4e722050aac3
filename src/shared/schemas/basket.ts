import { z } from 'zod';
import { BASKET_MAX_QUANTITY } from './constants';

/** Most parts one basket compares: an answer recommends at most four; room for a few more. */
export const BASKET_MAX_PARTS = 12;

export const basketRequestSchema = z.object({
  parts: z
    .array(
      z
        .string({ error: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(200, 'must be at most 200 characters')
        .regex(/^[a-z0-9-]+$/, 'must be a part slug (lower-case letters, digits and hyphens)'),
      { error: 'must be a list of part slugs' },
    )
    .min(1, 'must name at least one part')
    .max(BASKET_MAX_PARTS, `must name at most ${BASKET_MAX_PARTS} parts`),
});
export type BasketRequest = z.infer<typeof basketRequestSchema>;

/** One shop's offer for one part, by the offer rule (its best offer when it lists the part more than once). */
export const basketOfferSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  /** Item price plus one unit's shipping, tax not included. */
  totalPrice: z.number(),
  inStock: z.boolean(),
  stale: z.boolean(),
  /** The tracked click-out to the shop. */
  url: z.string(),
});
export type BasketOffer = z.infer<typeof basketOfferSchema>;

export const basketPartSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  url: z.string(),
  /** Every shop's offer, in the offer rule's order. */
  offers: z.array(basketOfferSchema),
  /** The best in-stock offer; null while no shop has it in stock. */
  best: basketOfferSchema.nullable(),
});

export const basketShopSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  /** Sum of this shop's in-stock totals for the parts it has in stock. */
  total: z.number(),
  partsInStock: z.number(),
  /** It has every part of the basket in stock. */
  complete: z.boolean(),
});
export type BasketShop = z.infer<typeof basketShopSchema>;



/** Most lines one basket holds and one quote prices. */
export const BASKET_MAX_LINES = 50;
export { BASKET_MAX_QUANTITY };
/** The longest delivery a quote may be limited to, in days. */
export const BASKET_MAX_DELIVERY_DAYS = 60;

const partSlug = z
  .string({ error: 'must be a part slug' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a part slug (lower-case letters, digits and hyphens)');

export const basketQuantitySchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(BASKET_MAX_QUANTITY, `must be at most ${BASKET_MAX_QUANTITY}`);

export const basketLineInputSchema = z.object({ slug: partSlug, quantity: basketQuantitySchema });
export type BasketLineInput = z.infer<typeof basketLineInputSchema>;

export const basketQuoteRequestSchema = z.object({
  lines: z
    .array(basketLineInputSchema, { error: 'must be a list of { slug, quantity }' })
    .min(1, 'must hold at least one line')
    .max(BASKET_MAX_LINES, `must hold at most ${BASKET_MAX_LINES} lines`),
  deliverWithinDays: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(BASKET_MAX_DELIVERY_DAYS, `must be at most ${BASKET_MAX_DELIVERY_DAYS}`)
    .optional(),
});
export type BasketQuoteRequest = z.infer<typeof basketQuoteRequestSchema>;

export const quotePlanKindSchema = z.enum(['optimal', 'single-shop', 'each-cheapest']);
export type QuotePlanKind = z.infer<typeof quotePlanKindSchema>;

export const quoteShopSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  /** Items bought here. */
  subtotal: z.number(),
  /** This shop's shipping for the order, charged once. */
  shipping: z.number(),
  /** Orders at or over this ship free; null when the shop never ships free by order. */
  freeShippingThreshold: z.number().nullable(),
  /** What is left to add for free shipping: 0 once reached, null without a threshold. */
  missingForFreeShipping: z.number().nullable(),
  /** The latest day any of its items arrives, when the shop says. */
  deliveryDaysMax: z.number().nullable(),
  lines: z.array(
    z.object({
      slug: z.string(),
      listingId: z.number(),
      quantity: z.number(),
      unitPrice: z.number(),
      /** The tracked click-out, recorded as coming from the basket. */
      url: z.string(),
    }),
  ),
});
export type QuoteShop = z.infer<typeof quoteShopSchema>;

export const quoteHintSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  /** What to add at this shop for free shipping. */
  add: z.number(),
  /** The shipping that addition saves, less its cost. */
  saves: z.number(),
  text: z.string(),
});

export const quotePlanSchema = z.object({
  kind: quotePlanKindSchema,
  total: z.number(),
  itemsTotal: z.number(),
  shippingTotal: z.number(),
  shops: z.array(quoteShopSchema),
  /** Slugs of the lines this plan cannot buy. */
  unavailable: z.array(z.string()),
  /** Additions that lower what this plan costs delivered ("Add $6.20 at FCP Euro for free shipping"). */
  hints: z.array(quoteHintSchema),
  /**
   * Proven the cheapest of its kind. False only when the search for it stopped at its time limit:
   * then it is the best split found by then, still never dearer than the single shop or each part at
   * its cheapest.
   */
  exact: z.boolean(),
});
export type QuotePlan = z.infer<typeof quotePlanSchema>;

export const quoteLineSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  quantity: z.number(),
  /** Why no plan can buy it (out of stock everywhere, prices out of date, too slow); null when one can. */
  unavailableReason: z.string().nullable(),
});

export const basketQuoteSchema = z.object({
  /** Optimal first, then the single shop, then each line at its cheapest. */
  plans: z.array(quotePlanSchema),
  /** Each shop's order shipping, by vendor id: flat cost, and the subtotal it is waived at (null: never). */
  policies: z.record(z.string(), z.object({ flatCents: z.number(), freeOverCents: z.number().nullable() })),
  /** The lines as priced, in the order asked. */
  lines: z.array(quoteLineSchema),
  deliverWithinDays: z.number().nullable(),
});
export type BasketQuote = z.infer<typeof basketQuoteSchema>;

export const basketComparisonSchema = z.object({
  parts: z.array(basketPartSchema),
  /** Shops with at least one part in stock: complete ones first, then by total. */
  shops: z.array(basketShopSchema),
  /** The cheapest shop that has every part in stock, delivered (its shipping once); null when no single shop does. */
  bestShop: basketShopSchema.nullable(),
  /** The optimal plan's delivered total; null when some part is in stock nowhere. */
  bestTotal: z.number().nullable(),
  /** Parts asked for that the catalog does not have. */
  missing: z.array(z.string()),
  /** One of each part priced delivered by the quote's plans (shipping once per shop). */
  plans: z.array(quotePlanSchema),
});
export type BasketComparison = z.infer<typeof basketComparisonSchema>;

export const storedBasketLineSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  quantity: z.number(),
  savedForLater: z.boolean(),
});
export type StoredBasketLine = z.infer<typeof storedBasketLineSchema>;

/** The shopper's basket: its lines (saved for later ones too), the count the header shows, and the priced quote. */
export const storedBasketSchema = z.object({
  lines: z.array(storedBasketLineSchema),
  /** Units in the basket, saved for later ones left out. */
  count: z.number(),
  /** The lines in the basket priced delivered; null while it holds none. */
  quote: basketQuoteSchema.nullable(),
});
export type StoredBasket = z.infer<typeof storedBasketSchema>;

/** A form's number arrives as text: whole digits become a number, anything else is refused by the number's own rule. */
const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v), schema);

/** Adding to the basket: one part (a form's fields) or several lines (JSON). */
export const basketAddSchema = z
  .object({
    slug: partSlug.optional(),
    quantity: formNumber(basketQuantitySchema).optional(),
    lines: basketQuoteRequestSchema.shape.lines.optional(),
    next: z.string().max(2000).optional(),
  })
  .refine((body) => (body.slug === undefined) !== (body.lines === undefined), { message: 'name one part (slug) or a list of lines', path: ['slug'] });
export type BasketAdd = z.infer<typeof basketAddSchema>;

export const basketLineChangeSchema = z.object({ quantity: formNumber(basketQuantitySchema), next: z.string().max(2000).optional() });
export const basketFormNextSchema = z.object({ next: z.string().max(2000).optional() }).optional();
export const basketSlugParams = z.object({ slug: partSlug });

export const basketCountSchema = z.object({ count: z.number() });
