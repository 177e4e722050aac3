import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Difficulty } from './content';

/**
 * The repair knowledge base: engines and what they take, symptoms and fault codes, the causes behind
 * them in order of likelihood per engine or chassis, the check that tells each cause apart, and the
 * part types a fix needs. Written in src/server/db/seed/knowledge/ and rewritten from there on start;
 * it names parts by type and fitment, never by catalog id, so it survives any catalog reload.
 */

/** Where a fact comes from: manufacturer service information, a service bulletin, a standard... */
export const sourceKinds = ['service-information', 'service-bulletin', 'recall', 'standard', 'owner-manual', 'platform-knowledge'] as const;
export type SourceKind = (typeof sourceKinds)[number];

export const knowledgeSources = pgTable('knowledge_sources', {
  /** Stable key the data cites it by: "bmw-sib-n54-injectors". */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Who issued it: "BMW AG", "SAE International", "Porsche Cars North America". */
  publisher: text('publisher').notNull(),
  kind: text('kind').$type<SourceKind>().notNull(),
  /** Document number where there is one ("SIB 13 06 14", "SAE J2012"). */
  reference: text('reference'),
});

/** An engine family, keyed as the catalog's platforms key it ("bmw-n54"). */
export const engines = pgTable('engines', {
  key: text('key').primaryKey(),
  makeSlug: text('make_slug').notNull(),
  /** The code owners and parts catalogs use: "N54", "EA888 Gen 3", "M96". */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Further codes and spellings, lower case: "n54b30", "ea888", "cbfa". */
  aliases: text('aliases').array().notNull().default([]),
}, (t) => [index('engines_make_idx').on(t.makeSlug)]);

/**
 * Which models and model years have an engine: by the catalog's make and model slugs (the model's
 * slug names its generation, "3-series-e90"), not ids, so the knowledge base needs no catalog loaded.
 */
export const engineApplications = pgTable(
  'engine_applications',
  {
    id: serial('id').primaryKey(),
    engineKey: text('engine_key')
      .notNull()
      .references(() => engines.key, { onDelete: 'cascade' }),
    makeSlug: text('make_slug').notNull(),
    modelSlug: text('model_slug').notNull(),
    yearFrom: integer('year_from').notNull(),
    /** Null while the model is still built with this engine. */
    yearTo: integer('year_to'),
    /** Variants of the model with this engine ("335i", "Carrera S"); empty for every variant. */
    variants: text('variants').array().notNull().default([]),
    /** The maker's technical data that puts this engine in this model (knowledge_sources ids). */
    sourceIds: text('source_ids').array().notNull().default([]),
  },
  (t) => [index('engine_applications_model_idx').on(t.makeSlug, t.modelSlug), index('engine_applications_engine_idx').on(t.engineKey)],
);

/** How a part type is matched to a car: by its engine, its chassis (model), a fluid specification, or any car. */
export const partFitmentKinds = ['engine', 'model', 'specification', 'universal'] as const;
export type PartFitmentKind = (typeof partFitmentKinds)[number];

/** The kinds of part a fix can need, in the catalog's own terms (category slug and the words part names carry). */
export const partTypes = pgTable('part_types', {
  /** "ignition-coil", "brake-pads-front": the catalog's part systems where it has one. */
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  categorySlug: text('category_slug').notNull(),
  /** Words catalog part names and tags use for this type, most specific first. */
  searchTerms: text('search_terms').array().notNull(),
  fitsBy: text('fits_by').$type<PartFitmentKind>().notNull(),
});

export const fluidKinds = ['engine-oil', 'coolant', 'brake-fluid'] as const;
export type FluidKind = (typeof fluidKinds)[number];

/** What an engine takes: oil approval, viscosity and capacity, coolant type, brake fluid. */
export const engineFluids = pgTable(
  'engine_fluids',
  {
    id: serial('id').primaryKey(),
    engineKey: text('engine_key')
      .notNull()
      .references(() => engines.key, { onDelete: 'cascade' }),
    fluid: text('fluid').$type<FluidKind>().notNull(),
    /** What to buy, as a sentence: "BMW Longlife-01 approved full synthetic, 5W-30 or 0W-40". */
    specification: text('specification').notNull(),
    /** Approval codes a product's label carries: "BMW LL-01", "Porsche A40", "MB 229.5", "DOT 4". */
    approvals: text('approvals').array().notNull().default([]),
    viscosities: text('viscosities').array().notNull().default([]),
    /** Fill with filter (oil) or system capacity (coolant); null where it varies too much to state. */
    capacityLiters: numeric('capacity_liters', { precision: 5, scale: 2 }),
    capacityNote: text('capacity_note'),
    /** The catalog part type that sells it ("engine-oil"); products are found by it and `approvals`. */
    partTypeSlug: text('part_type_slug')
      .notNull()
      .references(() => partTypes.slug),
    sourceIds: text('source_ids').array().notNull().default([]),
  },
  (t) => [uniqueIndex('engine_fluids_engine_fluid_idx').on(t.engineKey, t.fluid)],
);

/** A symptom as owners describe it: "misfire", "brake squeal", "clunk over bumps". */
export const symptoms = pgTable('symptoms', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Vehicle system: engine, cooling, brakes, suspension, electrical, drivetrain, emissions. */
  system: text('system').notNull(),
  /** Phrasings and common misspellings owners type, lower case: "squealing", "squeeky", "squeal". */
  aliases: text('aliases').array().notNull().default([]),
});

/** An OBD-II trouble code: generic SAE codes, and the manufacturer ranges common on the makes carried. */
export const faultCodes = pgTable('fault_codes', {
  /** Upper case, as a scan tool prints it: "P0301", "U0121". */
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  system: text('system').notNull(),
  /** The symptom the code reports, when there is one (P0301 reports a misfire). */
  symptomSlug: text('symptom_slug').references(() => symptoms.slug),
  /** Makes it is typical of (catalog slugs); empty for a code every make sets alike. */
  commonOnMakes: text('common_on_makes').array().notNull().default([]),
  /** The standard that defines the code and any bulletin about it (knowledge_sources ids). */
  sourceIds: text('source_ids').array().notNull().default([]),
});

/** A cause of symptoms and codes, with the check that confirms it and the fix. */
export const causes = pgTable('causes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** One line: why this cause produces the symptoms it is ranked for. */
  summary: text('summary').notNull(),
  /** The test that tells this cause apart from the others. */
  check: text('check').notNull(),
  fix: text('fix').notNull(),
  system: text('system').notNull(),
  difficulty: text('difficulty').$type<Difficulty>().notNull(),
  /** Time range for the fix at home with the right tools. */
  timeMinMinutes: integer('time_min_minutes').notNull(),
  timeMaxMinutes: integer('time_max_minutes').notNull(),
  /** Guides (slugs) that walk through the fix. */
  guideSlugs: text('guide_slugs').array().notNull().default([]),
  sourceIds: text('source_ids').array().notNull().default([]),
}, (t) => [check('causes_time_range', sql`${t.timeMinMinutes} > 0 and ${t.timeMinMinutes} <= ${t.timeMaxMinutes}`)]);

export const causePartRoles = ['replace', 'consumable', 'inspect'] as const;
export type CausePartRole = (typeof causePartRoles)[number];

/** The part types a cause's fix needs; matched to the car by the type's fitment kind. */
export const causeParts = pgTable(
  'cause_parts',
  {
    id: serial('id').primaryKey(),
    causeId: text('cause_id')
      .notNull()
      .references(() => causes.id, { onDelete: 'cascade' }),
    partTypeSlug: text('part_type_slug')
      .notNull()
      .references(() => partTypes.slug),
    /** replace: the failed part; consumable: fluid or seal the job uses up; inspect: replace if worn. */
    role: text('role').$type<CausePartRole>().notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('cause_parts_cause_type_idx').on(t.causeId, t.partTypeSlug)],
);

export const likelihoods = ['high', 'medium', 'low'] as const;
export type Likelihood = (typeof likelihoods)[number];

/** Where a ranking applies: one engine, one model (chassis), one make, or any car (the fallback). */
export const rankingScopes = ['engine', 'model', 'make', 'generic'] as const;
export type RankingScope = (typeof rankingScopes)[number];

/**
 * The causes of one symptom or one code, in order of likelihood, for one scope. The most specific
 * scope that has rows wins (engine, then model, then make, then generic); every symptom and code has
 * generic rows. Per-row fields refine the cause for that platform (a reason, a check, a time).
 */
export const causeRankings = pgTable(
  'cause_rankings',
  {
    id: serial('id').primaryKey(),
    symptomSlug: text('symptom_slug').references(() => symptoms.slug, { onDelete: 'cascade' }),
    faultCode: text('fault_code').references(() => faultCodes.code, { onDelete: 'cascade' }),
    scope: text('scope').$type<RankingScope>().notNull(),
    /** Engine key ("bmw-n54"), model key ("bmw/3-series-e90"), make slug ("audi"); null for generic. */
    scopeKey: text('scope_key'),
    causeId: text('cause_id')
      .notNull()
      .references(() => causes.id, { onDelete: 'cascade' }),
    /** 1 is the most likely. */
    rank: integer('rank').notNull(),
    likelihood: text('likelihood').$type<Likelihood>().notNull(),
    /** One line on why it ranks here on this platform. */
    reason: text('reason').notNull(),
    /** A platform-specific way to check, in place of the cause's own. */
    checkNote: text('check_note'),
    difficulty: text('difficulty').$type<Difficulty>(),
    timeMinMinutes: integer('time_min_minutes'),
    timeMaxMinutes: integer('time_max_minutes'),
    sourceIds: text('source_ids').array().notNull().default([]),
  },
  (t) => [
    check('cause_rankings_one_subject', sql`(${t.symptomSlug} is null) <> (${t.faultCode} is null)`),
    check('cause_rankings_scope_key', sql`(${t.scope} = 'generic') = (${t.scopeKey} is null)`),
    uniqueIndex('cause_rankings_subject_scope_cause_idx').on(
      sql`coalesce(${t.symptomSlug}, '')`,
      sql`coalesce(${t.faultCode}, '')`,
      t.scope,
      sql`coalesce(${t.scopeKey}, '')`,
      t.causeId,
    ),
    index('cause_rankings_symptom_idx').on(t.symptomSlug, t.scope, t.scopeKey),
    index('cause_rankings_code_idx').on(t.faultCode, t.scope, t.scopeKey),
  ],
);
