/**
 * What the diagnosing assistant reads from the database: the vehicle vocabulary (catalog models and the
 * knowledge base's engines), symptoms and codes, cause rankings, the part types a fix needs, guides,
 * fluids, and catalog parts of a type with their fitments. Plain reads; deciding is done elsewhere.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { guideContentSchema } from '@shared/schemas/guides';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { causePartRoles, fluidKinds, guideScopes, likelihoods, partFitmentKinds, type GuideContent } from '../../db/schema';
import type { SymptomVocabulary } from './assistant.recognize';
import type { VehicleVocabulary } from './assistant.vehicle-resolve';

const list = (values: string[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

export interface Vocabulary extends VehicleVocabulary {
  symptoms: (SymptomVocabulary & { name: string })[];
  faultCodes: Map<string, { code: string; title: string; description: string; symptomSlug: string | null }>;
}

const MakeRow = z.object({ slug: z.string(), name: z.string() });
const VocabularyModelRow = z.object({
  id: z.number(),
  makeSlug: z.string(),
  makeName: z.string(),
  slug: z.string(),
  name: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
  variants: z.array(z.string()),
}) satisfies z.ZodType<VehicleVocabulary['models'][number]>;
const VocabularyEngineRow = z.object({
  key: z.string(),
  makeSlug: z.string(),
  code: z.string(),
  aliases: z.array(z.string()),
}) satisfies z.ZodType<VehicleVocabulary['engines'][number]>;
const EngineApplicationRow = z.object({
  engineKey: z.string(),
  makeSlug: z.string(),
  modelSlug: z.string(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
  variants: z.array(z.string()),
}) satisfies z.ZodType<VehicleVocabulary['applications'][number]>;
const SymptomRow = z.object({ slug: z.string(), name: z.string(), aliases: z.array(z.string()) });
const FaultCodeRow = z.object({ code: z.string(), title: z.string(), description: z.string(), symptomSlug: z.string().nullable() });

export async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const [makes, models, engines, applications, symptoms, codes] = await Promise.all([
    queryRows(db, MakeRow, sql`select slug, name from makes order by name`),
    queryRows(db, VocabularyModelRow, sql`select mo.id, mk.slug as "makeSlug", mk.name as "makeName", mo.slug, mo.name, mo.generation, mo.year_from as "yearFrom",
                          mo.year_to as "yearTo", mo.variants
                   from models mo join makes mk on mk.id = mo.make_id order by mk.slug, mo.slug`),
    queryRows(db, VocabularyEngineRow, sql`select key, make_slug as "makeSlug", code, aliases from engines order by key`),
    queryRows(db, EngineApplicationRow, sql`select engine_key as "engineKey", make_slug as "makeSlug", model_slug as "modelSlug", year_from as "yearFrom",
                          year_to as "yearTo", variants from engine_applications order by id`),
    queryRows(db, SymptomRow, sql`select slug, name, aliases from symptoms order by slug`),
    queryRows(db, FaultCodeRow, sql`select code, title, description, symptom_slug as "symptomSlug" from fault_codes`),
  ]);
  return {
    makes,
    models,
    engines,
    applications,
    symptoms,
    faultCodes: new Map(codes.map((c) => [c.code, c])),
  };
}

const RankedCauseRow = z.object({
  causeId: z.string(),
  scope: z.string(),
  scopeKey: z.string().nullable(),
  rank: z.number(),
  likelihood: z.enum(likelihoods),
  reason: z.string(),
  name: z.string(),
  summary: z.string(),
  check: z.string(),
  fix: z.string(),
  difficulty: z.string(),
  timeMin: z.number(),
  timeMax: z.number(),
  guideSlugs: z.array(z.string()),
  sourceIds: z.array(z.string()),
});
export type RankedCauseRow = z.infer<typeof RankedCauseRow>;

/**
 * The causes of a symptom or a code at the most specific of the given scope keys that has any (engine
 * key, model key, make slug, then the generic order), most likely first.
 */
export async function rankedCauses(db: Database, subject: { symptom: string } | { code: string }, scopeKeys: string[]): Promise<RankedCauseRow[]> {
  const bySubject = 'symptom' in subject ? sql`r.symptom_slug = ${subject.symptom}` : sql`r.fault_code = ${subject.code}`;
  const keys = scopeKeys.length ? sql`r.scope_key in (${list(scopeKeys)}) or` : sql``;
  const rows = await queryRows(db, RankedCauseRow, sql`
    select r.cause_id as "causeId", r.scope, r.scope_key as "scopeKey", r.rank, r.likelihood, r.reason,
           c.name, c.summary, coalesce(r.check_note, c."check") as "check", c.fix,
           coalesce(r.difficulty, c.difficulty) as difficulty,
           coalesce(r.time_min_minutes, c.time_min_minutes) as "timeMin", coalesce(r.time_max_minutes, c.time_max_minutes) as "timeMax",
           c.guide_slugs as "guideSlugs", (select array(select distinct unnest(r.source_ids || c.source_ids))) as "sourceIds"
    from cause_rankings r join causes c on c.id = r.cause_id
    where ${bySubject} and (${keys} r.scope = 'generic')
    order by r.rank
  `);
  return mostSpecificScope(rows, scopeKeys);
}

/**
 * The rows of the most specific scope that has any, in rank order: the first of `scopeKeys` (engine,
 * model, make) with rows, else the generic rows (scope key null).
 */
export function mostSpecificScope<T extends { scopeKey: string | null; rank: number }>(rows: T[], scopeKeys: string[]): T[] {
  for (const key of [...scopeKeys, null]) {
    const found = rows.filter((r) => r.scopeKey === key);
    if (found.length) return [...found].sort((a, b) => a.rank - b.rank);
  }
  return [];
}

const CausePartRow = z.object({
  causeId: z.string(),
  role: z.enum(causePartRoles),
  slug: z.string(),
  name: z.string(),
  categorySlug: z.string(),
  searchTerms: z.array(z.string()),
  fitsBy: z.enum(partFitmentKinds),
});
export type CausePartRow = z.infer<typeof CausePartRow>;

export async function causeParts(db: Database, causeIds: string[]): Promise<CausePartRow[]> {
  if (causeIds.length === 0) return [];
  return queryRows(db, CausePartRow, sql`
    select cp.cause_id as "causeId", cp.role, t.slug, t.name, t.category_slug as "categorySlug", t.search_terms as "searchTerms", t.fits_by as "fitsBy"
    from cause_parts cp join part_types t on t.slug = cp.part_type_slug
    where cp.cause_id in (${list(causeIds)})
    order by cp.id
  `);
}

const PartTypeRow = CausePartRow.omit({ causeId: true, role: true });
export type PartTypeRow = z.infer<typeof PartTypeRow>;

export async function partTypes(db: Database): Promise<PartTypeRow[]> {
  return queryRows(db, PartTypeRow, sql`
    select slug, name, category_slug as "categorySlug", search_terms as "searchTerms", fits_by as "fitsBy" from part_types order by slug
  `);
}

const ReplacingCauseRow = z.object({
  typeSlug: z.string(),
  name: z.string(),
  difficulty: z.string(),
  timeMin: z.number(),
  timeMax: z.number(),
  guideSlugs: z.array(z.string()),
});

/** Causes whose fix replaces a part type, for the difficulty and time of that job. */
export async function causesReplacing(db: Database, typeSlugs: string[]): Promise<z.infer<typeof ReplacingCauseRow>[]> {
  if (typeSlugs.length === 0) return [];
  return queryRows(db, ReplacingCauseRow, sql`
    select cp.part_type_slug as "typeSlug", c.name, c.difficulty, c.time_min_minutes as "timeMin", c.time_max_minutes as "timeMax", c.guide_slugs as "guideSlugs"
    from cause_parts cp join causes c on c.id = cp.cause_id
    where cp.part_type_slug in (${list(typeSlugs)}) and cp.role = 'replace'
    order by cp.id
  `);
}

const KnowledgeGuideRow = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  make: z.string(),
  difficulty: z.string(),
  timeRequired: z.string(),
  scope: z.enum(guideScopes),
  platforms: z.array(z.string()),
  /** The shared schema keeps the shape of the column's `GuideContent`. */
  content: guideContentSchema satisfies z.ZodType<GuideContent>,
});
export type KnowledgeGuideRow = z.infer<typeof KnowledgeGuideRow>;

export async function guidesBySlug(db: Database, slugs: string[]): Promise<KnowledgeGuideRow[]> {
  if (slugs.length === 0) return [];
  const rows = await queryRows(db, KnowledgeGuideRow, sql`
    select slug, path, title, description, make, difficulty, time_required as "timeRequired", scope, platforms, content
    from guides where slug in (${list(slugs)})
  `);
  return slugs.flatMap((s) => rows.filter((r) => r.slug === s));
}

export async function allGuides(db: Database): Promise<KnowledgeGuideRow[]> {
  return queryRows(db, KnowledgeGuideRow, sql`
    select slug, path, title, description, make, difficulty, time_required as "timeRequired", scope, platforms, content from guides order by slug
  `);
}

const PartFitment = z.object({
  makeSlug: z.string(),
  modelSlug: z.string(),
  yearFrom: z.number(),
  yearTo: z.number(),
  notes: z.string().nullable(),
});
export type PartFitment = z.infer<typeof PartFitment>;

const TypedPartRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  /** Best in-stock total by the offer rule; only parts someone has in stock are returned. */
  lowest_price_cents: z.number(),
  tags: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  fitments: z.array(PartFitment),
});
export type TypedPartRow = z.infer<typeof TypedPartRow>;

/**
 * Offered, in-stock catalog parts in a category whose name or tags carry one of the words, with their
 * fitments, cheapest best total first.
 */
export async function partsOfType(db: Database, categorySlug: string, terms: string[]): Promise<TypedPartRow[]> {
  if (terms.length === 0) return [];
  const patterns = terms.map((t) => `%${t.toLowerCase()}%`);
  return queryRows(db, TypedPartRow, sql`
    select p.id, p.slug, p.name, p.brand, p.part_number, p.best_total_cents as lowest_price_cents, p.tags, p.specifications,
           coalesce((select json_agg(json_build_object('makeSlug', mk.slug, 'modelSlug', mo.slug, 'yearFrom', f.year_from, 'yearTo', f.year_to, 'notes', f.notes))
                     from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id where f.part_id = p.id), '[]'::json) as fitments
    from parts p join categories c on c.id = p.category_id
    where c.slug = ${categorySlug} and p.listing_count > 0 and p.best_total_cents is not null
      and (lower(p.name) like any (array[${list(patterns)}]) or exists (select 1 from jsonb_array_elements_text(p.tags) t where lower(t) in (${list(terms.map((t) => t.toLowerCase()))})))
    order by p.best_total_cents, p.id
    limit 400
  `);
}

const FluidRow = z.object({
  engineKey: z.string(),
  fluid: z.enum(fluidKinds),
  specification: z.string(),
  approvals: z.array(z.string()),
  viscosities: z.array(z.string()),
  /** A numeric, which both drivers hand over as text. */
  capacityLiters: z.string().nullable(),
  capacityNote: z.string().nullable(),
  partTypeSlug: z.string(),
});
export type FluidRow = z.infer<typeof FluidRow>;

export async function engineFluids(db: Database, engineKeys: string[], fluid: string): Promise<FluidRow[]> {
  if (engineKeys.length === 0) return [];
  const rows = await queryRows(db, FluidRow, sql`
    select engine_key as "engineKey", fluid, specification, approvals, viscosities, capacity_liters as "capacityLiters",
           capacity_note as "capacityNote", part_type_slug as "partTypeSlug"
    from engine_fluids where engine_key in (${list(engineKeys)}) and fluid = ${fluid}
  `);
  return engineKeys.flatMap((k) => rows.filter((r) => r.engineKey === k));
}

const PartFitmentsRow = z.object({ slug: z.string(), fitments: z.array(PartFitment) });

/** Fitments of parts by slug (an empty list for a part that fits any car). */
export async function fitmentsOf(db: Database, slugs: string[]): Promise<Map<string, PartFitment[]>> {
  if (slugs.length === 0) return new Map();
  const rows = await queryRows(db, PartFitmentsRow, sql`
    select p.slug, coalesce((select json_agg(json_build_object('makeSlug', mk.slug, 'modelSlug', mo.slug, 'yearFrom', f.year_from, 'yearTo', f.year_to, 'notes', f.notes))
                     from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id where f.part_id = p.id), '[]'::json) as fitments
    from parts p where p.slug in (${list(slugs)})
  `);
  return new Map(rows.map((r) => [r.slug, r.fitments]));
}
