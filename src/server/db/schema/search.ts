import { bigint, bigserial, boolean, index, integer, numeric, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The part's catalog part type (parts.part_type): search lists the types a query names first. */
    partType: text('part_type'),
    brand: text('brand').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    reviewCount: integer('review_count').notNull(),
    lowestPriceCents: integer('lowest_price_cents'),
    /** The lowest total price of an in-stock offer: what the price sorts order by (null: nothing in stock, last). */
    bestTotalCents: integer('best_total_cents'),
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
    /**
     * The part's offers and fitting vehicles as parallel arrays (offers in listing id order), so the row
     * alone answers every filter and changes whenever they do: the in-process search index
     * (modules/search/engines/index) copies rows, and learns of changes through `part_search_changes`.
     */
    offerPriceCents: integer('offer_price_cents').array().notNull().default([]),
    offerVendorIds: integer('offer_vendor_ids').array().notNull().default([]),
    /** Each offer's total price (item + one unit's shipping). */
    offerTotalCents: integer('offer_total_cents').array().notNull().default([]),
    /** Each offer's flags, as the bits of shared/rules/offer-flags.ts (free, same-day, next-day, in stock, stale). */
    offerFlags: smallint('offer_flags').array().notNull().default([]),
    /** Delivery speed as `delivery-rank.ts` ranks it. */
    offerDeliveryRanks: integer('offer_delivery_ranks').array().notNull().default([]),
    fitModelIds: integer('fit_model_ids').array().notNull().default([]),
    fitMakeIds: integer('fit_make_ids').array().notNull().default([]),
    fitYearFrom: integer('fit_year_from').array().notNull().default([]),
    fitYearTo: integer('fit_year_to').array().notNull().default([]),
    /**
     * What shoppers' recent click-outs add to the part's best-match rank: a small prior, set by the
     * popularity refresh (modules/search/popularity.ts), not by the derived-column sync.
     */
    popularity: real('popularity').notNull().default(0),
  },
  (t) => [index('part_search_vector_idx').using('gin', t.searchVector), index('part_search_category_idx').on(t.categoryId)],
);

/**
 * Which `part_search` rows changed, in commit order: triggers (see the migration) append one entry per
 * inserted, updated or deleted row, numbered by `part_search_revision`'s single counter row, which a
 * writing transaction holds locked until it commits, so a reader that has seen revision N has seen every
 * entry up to N. A null part id means "everything" (a truncate).
 */
export const partSearchChanges = pgTable(
  'part_search_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    partId: integer('part_id'),
    /** Entries older than a day are pruned; a reader further behind than that reloads everything. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_search_changes_revision_idx').on(t.revision)],
);

/** One row: the revision of the last committed change to `part_search`. */
export const partSearchRevision = pgTable('part_search_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
