import { z } from 'zod';

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

export const basketComparisonSchema = z.object({
  parts: z.array(basketPartSchema),
  /** Shops with at least one part in stock: complete ones first, then by total. */
  shops: z.array(basketShopSchema),
  /** The cheapest shop that has every part in stock; null when no single shop does. */
  bestShop: basketShopSchema.nullable(),
  /** Each part bought at its own best in-stock offer; null when some part is in stock nowhere. */
  bestTotal: z.number().nullable(),
  /** Parts asked for that the catalog does not have. */
  missing: z.array(z.string()),
});
export type BasketComparison = z.infer<typeof basketComparisonSchema>;
