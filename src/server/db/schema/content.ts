import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tsvector } from './types';

export const difficulties = ['Easy', 'Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export type Difficulty = (typeof difficulties)[number];

export type GuideContent = {
  intro?: string;
  steps: { title: string; body: string }[];
  tools: string[];
  parts: { name: string; partNumber?: string }[];
  tips: string[];
  warnings: string[];
  /** Free-form facts such as interval or torque; each shown as a labelled line. */
  facts?: { label: string; value: string }[];
  /** Guide-specific sections (Ferrari systems, Lamborghini fluids). */
  sections?: Record<string, unknown>[];
  /** Tightening torques for the fasteners the job disturbs, each with the ids of its knowledge sources. */
  torque?: { fastener: string; value: string; sources?: string[] }[];
};

/** A guide written for named engines or chassis, or explicitly for any car. */
export const guideScopes = ['platform', 'generic'] as const;
export type GuideScope = (typeof guideScopes)[number];

/** Repair guides shown in the knowledge base and used by the repair assistant. */
export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Route the guide is served at, e.g. "/guides/bmw-oil-change" or "/bmw-timing-belts". */
    path: text('path').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    make: text('make').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    timeRequired: text('time_required').notNull(),
    isDetailed: boolean('is_detailed').notNull().default(true),
    content: jsonb('content').$type<GuideContent>().notNull(),
    scope: text('scope').$type<GuideScope>().notNull().default('platform'),
    /**
     * What a platform guide is written for: engine keys ("bmw-n54"), model keys ("bmw/3-series-e90") or
     * a whole make ("ferrari/*"). Empty for a generic guide.
     */
    platforms: text('platforms').array().notNull().default([]),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      // The catalog's configuration (English with accents folded), so "huracan" finds a Huracán guide.
      sql`setweight(to_tsvector('catalog_english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('catalog_english', coalesce(make, '') || ' ' || coalesce(category, '')), 'B') ||
        setweight(to_tsvector('catalog_english', coalesce(description, '')), 'C') ||
        setweight(jsonb_to_tsvector('catalog_english', content, '["string"]'), 'D')`,
    ),
  },
  (t) => [index('guides_search_idx').using('gin', t.searchVector)],
);
