import { z } from 'zod';
import type { StoredShippingOption } from '../../db/schema/vendors';

/**
 * A listing's offer terms as stored (snake_case, cents): the columns every query that reads or writes
 * offers carries, named once. Queries reading raw rows extend this schema with their own columns.
 */
export const OfferTermsRow = z.object({
  price_cents: z.number(),
  original_price_cents: z.number().nullable(),
  shipping_cost_cents: z.number(),
  shipping_estimated: z.boolean(),
  has_free_shipping: z.boolean(),
  has_same_day_shipping: z.boolean(),
  has_next_day_delivery: z.boolean(),
  in_store: z.boolean(),
  in_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  delivery_days_min: z.number().nullable(),
  delivery_days_max: z.number().nullable(),
});
export type OfferTermsRow = z.infer<typeof OfferTermsRow>;

/** A listing's `shipping_options` column as read back. */
export const StoredShippingOptions = z.array(
  z.object({
    service: z.string(),
    costCents: z.number().nullable(),
    daysMin: z.number().nullable(),
    daysMax: z.number().nullable(),
  }) satisfies z.ZodType<StoredShippingOption>,
);
