import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listingIsStale } from '../../db/freshness';
import { queryRows } from '../../db/query';

const BasketPartRow = z.object({ id: z.number(), slug: z.string(), name: z.string(), brand: z.string(), part_number: z.string() });
export type BasketPartRow = z.infer<typeof BasketPartRow>;

/** The parts of these slugs that the catalog has. */
export async function findPartsBySlug(db: Database, slugs: readonly string[]): Promise<BasketPartRow[]> {
  if (slugs.length === 0) return [];
  return queryRows(db, BasketPartRow, sql`
    select id, slug, name, brand, part_number from parts
    where slug in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})
  `);
}

const dayRange = z.tuple([z.number(), z.number()]);
const BasketOfferRow = z.object({
  listing_id: z.number(),
  part_id: z.number(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  price_cents: z.number(),
  shipping_cost_cents: z.number(),
  in_stock: z.boolean(),
  stale: z.boolean(),
  delivery_days_max: z.number().nullable(),
  /** The vendor's order shipping terms (`vendors.shipping_policy`), when it has them on file. */
  policy: z.object({ freeShippingThresholdCents: z.number().nullable(), standardShippingCents: z.number(), standardDays: dayRange }).nullable(),
});
export type BasketOfferRow = z.infer<typeof BasketOfferRow>;

/** Every active shop's listings of these parts, in stock or not, fresh or not (the service says why one is left out). */
export async function findBasketOffers(db: Database, partIds: readonly number[]): Promise<BasketOfferRow[]> {
  if (partIds.length === 0) return [];
  return queryRows(db, BasketOfferRow, sql`
    select l.id as listing_id, l.part_id, l.vendor_id, v.name as vendor_name, l.price_cents, l.shipping_cost_cents,
           l.in_stock, ${listingIsStale()} as stale, l.delivery_days_max,
           case when v.shipping_policy is null then null
                else jsonb_build_object('freeShippingThresholdCents', v.shipping_policy->'freeShippingThresholdCents',
                                        'standardShippingCents', v.shipping_policy->'standardShippingCents',
                                        'standardDays', v.shipping_policy->'standardDays') end as policy
    from listings l join vendors v on v.id = l.vendor_id
    where l.part_id in (${sql.join(partIds.map((id) => sql`${id}`), sql`, `)}) and v.is_active
    order by l.part_id, l.id
  `);
}
