import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { PromotionPlacement } from '../../../shared/schemas/admin-promotions';

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** First model year offered in the vehicle selector (some makes start later than the default). */
  firstModelYear: integer('first_model_year'),
  country: text('country'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Chassis or generation code, e.g. "E90", "997". */
    generation: text('generation'),
    yearFrom: integer('year_from').notNull(),
    /** Null while still in production. */
    yearTo: integer('year_to'),
    variants: jsonb('variants').$type<string[]>().notNull().default([]),
    baseModel: text('base_model').notNull(),
    /** Engine codes offered in this model ("N54", "S55", "M96"): shoppers name a car by them. */
    engineCodes: jsonb('engine_codes').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('models_make_slug_idx').on(t.makeId, t.slug), index('models_make_idx').on(t.makeId)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Icon key: engine, battery, cogs, gauge, car, tools, ... (unknown keys show the engine icon). */
  icon: text('icon').notNull().default('engine'),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type Specification = { name: string; value: string };

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull(),
    /** The OEM part number as printed, e.g. "11 62 1 259 307". */
    partNumber: text('part_number').notNull(),
    /** Separators removed, upper case: "11621259307". */
    partNumberNormalized: text('part_number_normalized').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The catalog part type's id ("brake-pads-front", shared/part-types.ts); null when not known. */
    partType: text('part_type'),
    imageUrl: text('image_url'),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Category name, tags and fitting vehicles as text, kept current with the part's fitments. */
    searchExtra: text('search_extra').notNull().default(''),
    /** Denormalized from listings: the cheapest item price of any offer (price filters' bounds). */
    lowestPriceCents: integer('lowest_price_cents'),
    /** Denormalized from listings: the lowest total price of an in-stock offer (the offer rule), null when none is in stock. */
    bestTotalCents: integer('best_total_cents'),
    listingCount: integer('listing_count').notNull().default(0),
    /** Denormalized from listings: 0 same day, 1 next day, else the quickest delivery in days. */
    fastestDeliveryDays: integer('fastest_delivery_days'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // `catalog_english` is English with accents folded (unaccent), so Lemförder is found as lemforder.
      // A slash separates words ("M96/M97" is two engine codes, not one path-like token), as query
      // understanding splits them.
      sql`setweight(to_tsvector('catalog_english', translate(coalesce(name, ''), '/', ' ')), 'A') ||
        setweight(to_tsvector('simple', coalesce(part_number, '') || ' ' || coalesce(part_number_normalized, '')), 'A') ||
        setweight(to_tsvector('catalog_english', coalesce(brand, '')), 'B') ||
        setweight(to_tsvector('catalog_english', translate(coalesce(search_extra, ''), '/', ' ')), 'C') ||
        setweight(to_tsvector('catalog_english', translate(coalesce(description, ''), '/', ' ')), 'D')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parts_search_idx').using('gin', t.searchVector),
    index('parts_number_norm_idx').on(t.partNumberNormalized),
    index('parts_number_trgm_idx').using('gin', sql`${t.partNumberNormalized} gin_trgm_ops`),
    index('parts_category_idx').on(t.categoryId),
    // No index on lowest_price_cents: search sorts and filters prices on `part_search`, and an index
    // here would make every price refresh (a feed run touches most parts) rewrite all of a part's
    // index entries, the search vector's included, instead of updating the row in place (the table's
    // fillfactor, set in migration 0006, leaves the room for that).
    index('parts_rating_idx').on(t.rating, t.reviewCount),
  ],
);

/**
 * A part fits a model for a range of model years, or, with no model, every car with an engine code
 * (an N54 water pump fits whatever model carries the N54, without a row per model).
 */
export const fitments = pgTable(
  'fitments',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    /** Null for an engine-coded fitment: `engine_code` then names the cars (check constraint). */
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    /** Free-text note shown with the fitment ("with M Sport brakes"). */
    notes: text('notes'),
    /** Qualifiers (ACES-style): null or empty means "any". Where on the car: front, rear, left, right. */
    position: text('position'),
    /** Engine code the part is made for ("N54"): a vehicle with another engine does not fit. */
    engineCode: text('engine_code'),
    /** Variants or trims the fitment is limited to ("335i"); empty: every variant of the model. */
    variants: jsonb('variants').$type<string[]>().notNull().default([]),
    /** Body style the fitment is limited to ("Sedan", "Coupe", "Wagon", "Convertible"). */
    body: text('body'),
    /** Production dates (YYYY-MM) within the model years, when a change came mid-year. */
    producedFrom: text('produced_from'),
    producedTo: text('produced_to'),
  },
  (t) => [
    index('fitments_part_idx').on(t.partId),
    index('fitments_model_idx').on(t.modelId, t.yearFrom, t.yearTo),
    index('fitments_engine_only_idx').on(t.engineCode).where(sql`model_id is null`),
    check('fitments_model_or_engine', sql`model_id is not null or engine_code is not null`),
  ],
);

export const interchangeKinds = ['oem', 'superseded', 'aftermarket'] as const;
export type InterchangeKind = (typeof interchangeKinds)[number];

/** Other numbers that identify a part: further OEM numbers, superseded numbers, aftermarket equivalents. */
export const interchangeNumbers = pgTable(
  'interchange_numbers',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    numberNormalized: text('number_normalized').notNull(),
    kind: text('kind').$type<InterchangeKind>().notNull(),
    brand: text('brand'),
  },
  (t) => [
    index('interchange_number_norm_idx').on(t.numberNormalized),
    index('interchange_number_trgm_idx').using('gin', sql`${t.numberNormalized} gin_trgm_ops`),
    index('interchange_part_idx').on(t.partId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    vehicle: text('vehicle'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_part_idx').on(t.partId)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
  content: text('content').notNull(),
  avatarInitials: text('avatar_initials').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Featured placements: paid or editorial, shown first and labelled, never changing a price. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Featured'),
    /** Where the placement shows: a featured slot, never the organic order or a price. */
    placement: text('placement').$type<PromotionPlacement>().notNull().default('search'),
    priority: integer('priority').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('promotions_part_idx').on(t.partId)],
);

/**
 * One row: a counter that moves with every committed change to what a part page shows besides its
 * offers — parts (not their offer-derived columns), categories, makes, models, fitments, interchange
 * numbers, reviews. Triggers (see the migration) move it, holding the row locked until the writing
 * transaction commits, so the part page may keep that content in memory for as long as it stays put.
 */
export const partContentRevision = pgTable('part_content_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
