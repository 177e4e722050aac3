import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { parts } from './catalog';
import { tsvector } from './types';

/**
 * One narrow row per part that has offers: what search matches, filters, counts and sorts by, copied
 * from `parts` and its listings by `db/derived.ts`. A broad query ("brake" matches a quarter of the
 * catalog) visits every matching row to count facets; on the wide `parts` heap (descriptions,
 * specifications, ~2 KB a row) that is tens of thousands of page reads, here a few thousand that stay
 * in shared buffers. The search vector is stored out of line (see the migration's
 * toast_tuple_target), so matching through the GIN index never reads it and only ranking does.
 * Parts without offers have no row: search never shows them.
 */
export const partSearch = pgTable(
  'part_search',
  {
    partId: integer('part_id')
      .primaryKey()
      .references(() => parts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    reviewCount: integer('review_count').notNull(),
    lowestPriceCents: integer('lowest_price_cents'),
    fastestDeliveryDays: integer('fastest_delivery_days'),
    /** The dearest offer: with lowest_price_cents, which parts a price range cannot match at all. */
    highestPriceCents: integer('highest_price_cents'),
    /** Whether any offer has free, same-day or next-day shipping: parts that cannot pass a flag filter drop out early. */
    anyFreeShipping: boolean('any_free_shipping').notNull(),
    anySameDayShipping: boolean('any_same_day_shipping').notNull(),
    anyNextDayDelivery: boolean('any_next_day_delivery').notNull(),
    /** Distinct vendors with an offer, ascending: the vendor facet without reading listings. */
    vendorIds: integer('vendor_ids').array().notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('part_search_vector_idx').using('gin', t.searchVector), index('part_search_category_idx').on(t.categoryId)],
);
