/**
 * Scores a judged question set against the assistant's answers: cause hit rate, part-fitment precision,
 * wrong-make rate and "unknown" rate, and the secondary figures (follow-up, part types, guides,
 * quantities). The catalog facts the judgement needs (fitments, part types, guides) are read from the
 * seeded database once, in `loadJudge`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query';
import { words } from '../../src/server/modules/assistant/assistant.terms';
import { makeSlug, recognizeVehicleWord } from '../../src/server/modules/assistant/assistant.vehicles';
import type { AssistantAnswer, RequestedVehicleInput } from '../../src/shared/schemas/assistant';

export interface Vehicle {
  make: string;
  model: string;
  generation: string | null;
  year: number | null;
  engine: string | null;
}
export interface Question {
  id: string;
  question: string;
  kind: string;
  vehicle: Vehicle | null;
  /** The vehicle the request carries (My Garage). */
  garage?: RequestedVehicleInput;
  expectedCauses: string[];
  /** Part types one of whose causes must be among the first three. */
  expectedCauseParts?: string[];
  mustIncludePartTypes: string[];
  /** The only part types an answer may recommend. */
  onlyPartTypes?: string[];
  mustHaveQuantity?: string[];
  mustNotIncludeMakes: string[];
  mustNotIncludeParts: { partType: string; engine?: string; model?: string }[];
  expectedGuides: string[];
  mustNotIncludeGuides?: string[];
  expectNoPart?: boolean;
  expectFollowUpForVehicle: boolean;
}

export interface Figures {
  questions: number;
  causeHitRate: number;
  causeFirstRate: number;
  fitmentPrecision: number;
  wrongMakeRate: number;
  unknownRate: number;
  followUpAccuracy: number;
  partTypesFound: number;
  guidesFound: number;
  quantitiesFound: number;
  msPerAnswer: number;
}

const FitRow = z.object({
  make: z.string(),
  model: z.string(),
  name: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number(),
  notes: z.string().nullable(),
});
type Fit = z.infer<typeof FitRow>;
const CauseRow = z.object({ id: z.string(), name: z.string(), types: z.array(z.string()) });
const MakeRow = z.object({ slug: z.string(), name: z.string() });
const GuideRow = z.object({ slug: z.string(), path: z.string(), make: z.string(), scope: z.string(), platforms: z.array(z.string()) });
const ModelRow = z.object({ make: z.string(), slug: z.string(), name: z.string(), generation: z.string().nullable() });
const PartTypeRow = z.object({ slug: z.string(), terms: z.array(z.string()) });
const EngineApplicationRow = z.object({ engine: z.string(), make: z.string(), model: z.string(), from: z.number(), to: z.number().nullable(), variants: z.array(z.string()) });
const PartInfoRow = z.object({ name: z.string(), tags: z.array(z.string()), fits: z.array(FitRow) });

export type Judge = Awaited<ReturnType<typeof loadJudge>>;

export async function loadJudge(db: Database) {
  const causes = await queryRows(
    db,
    CauseRow,
    sql`select c.id, c.name, coalesce(array_agg(cp.part_type_slug) filter (where cp.role <> 'inspect'), '{}') as types
        from causes c left join cause_parts cp on cp.cause_id = c.id group by c.id, c.name`,
  );
  return {
    db,
    causeNames: new Map(causes.map((r) => [r.id, r.name])),
    causeTypesByName: new Map(causes.map((r) => [r.name, r.types])),
    makeNames: new Map((await queryRows(db, MakeRow, sql`select slug, name from makes`)).map((r) => [r.slug, r.name])),
    guideRows: await queryRows(db, GuideRow, sql`select slug, path, make, scope, platforms from guides`),
    modelSlugs: await queryRows(db, ModelRow, sql`select mk.slug as make, mo.slug, mo.name, mo.generation from models mo join makes mk on mk.id = mo.make_id`),
    types: await queryRows(db, PartTypeRow, sql`select slug, search_terms as terms from part_types`),
    apps: await queryRows(
      db,
      EngineApplicationRow,
      sql`select engine_key as engine, make_slug as make, model_slug as model, year_from as "from", year_to as "to", variants from engine_applications`,
    ),
  };
}

async function partInfo(db: Database, slug: string): Promise<{ name: string; tags: string[]; fits: Fit[] }> {
  const [row] = await queryRows(db, PartInfoRow, sql`
    select p.name, p.tags, coalesce((select json_agg(json_build_object('make', mk.slug, 'model', mo.slug, 'name', mo.name, 'generation', mo.generation,
             'yearFrom', f.year_from, 'yearTo', f.year_to, 'notes', f.notes))
           from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id where f.part_id = p.id), '[]'::json) as fits
    from parts p where p.slug = ${slug}`);
  return row ?? { name: '', tags: [], fits: [] };
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

/** Runs every question through `answer` and scores it; `onProblems` hears each question's failures. */
export async function scoreSet(
  judge: Judge,
  questions: Question[],
  answer: (q: Question) => Promise<AssistantAnswer>,
  onProblems: (q: Question, answer: AssistantAnswer, problems: string[]) => void,
): Promise<Figures> {
  const { causeNames, causeTypesByName, makeNames, guideRows, modelSlugs, types, apps } = judge;
  const isType = (p: { name: string; tags: string[] }, type: string) => {
    const terms = types.find((t) => t.slug === type)?.terms ?? [];
    const name = p.name.toLowerCase();
    return terms.some((t) => name.includes(t.toLowerCase()) || p.tags.some((tag) => tag.toLowerCase() === t.toLowerCase()));
  };
  const fitsVehicle = (fits: Fit[], v: Vehicle) =>
    fits.some((f) => f.make === v.make && f.name === v.model && (v.generation == null || f.generation === v.generation) && (v.year == null || (f.yearFrom <= v.year && v.year <= f.yearTo)));
  const otherMakeTag = (tags: string[], make: string) => {
    const slugs = tags.map((t) => t.toLowerCase().replace(/\s+/g, '-'));
    return !slugs.includes(make) && slugs.some((t) => makeNames.has(t));
  };

  const n = { cause: 0, causeHit: 0, causeFirst: 0, parts: 0, fitting: 0, wrongMake: 0, unknown: 0, followUp: 0, typesWanted: 0, typesFound: 0, guidesWanted: 0, guidesFound: 0, qWanted: 0, qFound: 0 };
  const started = performance.now();
  for (const q of questions) {
    const a = await answer(q);
    const problems: string[] = [];
    const top3 = a.causes.slice(0, 3).map((c) => c.name);
    if (q.expectedCauses.length || q.expectedCauseParts?.length) {
      n.cause++;
      const wantedNames = q.expectedCauses.slice(0, 1).map((id) => causeNames.get(id));
      const byName = (name: string | undefined) => (name ? wantedNames.includes(name) : false);
      const byParts = (name: string | undefined) => (name ? (causeTypesByName.get(name) ?? []).some((t) => q.expectedCauseParts?.includes(t)) : false);
      const hit = (name: string | undefined) => byName(name) || byParts(name);
      if (top3.some(hit)) n.causeHit++;
      else problems.push(`cause: wanted ${JSON.stringify(q.expectedCauses[0] ?? q.expectedCauseParts)} in top 3, got ${JSON.stringify(top3)}`);
      if (hit(a.causes[0]?.name)) n.causeFirst++;
    }
    if ((a.difficulty as string) === 'Unknown' || a.estimatedTime === 'Unknown') {
      n.unknown++;
      problems.push('difficulty or time Unknown');
    }
    const namedMakes = new Set(words(q.question).flatMap((w) => (recognizeVehicleWord(w) ? [makeSlug(recognizeVehicleWord(w)!.make)] : [])));
    const infos = await Promise.all(a.parts.map((p) => partInfo(judge.db, p.slug)));
    let wrong = false;
    for (const [i, info] of infos.entries()) {
      const name = a.parts[i]!.name;
      if (!q.vehicle) {
        // With no car known an answer names no part made for one make, but for a make the question names.
        const forNamedMake = info.fits.length ? info.fits.every((f) => namedMakes.has(f.make)) : !otherMakeTag(info.tags, [...namedMakes][0] ?? '');
        if (!forNamedMake) {
          wrong = true;
          problems.push(`make-specific part with no car known: ${name}`);
        }
        continue;
      }
      n.parts++;
      const universal = info.fits.length === 0;
      const allowedType = !q.onlyPartTypes || q.onlyPartTypes.some((t) => isType(info, t));
      if (((universal && !otherMakeTag(info.tags, q.vehicle.make)) || fitsVehicle(info.fits, q.vehicle)) && allowedType) n.fitting++;
      else problems.push(allowedType ? `part does not fit: ${name}` : `part of a type the question does not call for: ${name}`);
      const otherMake = universal ? otherMakeTag(info.tags, q.vehicle.make) : !info.fits.some((f) => f.make === q.vehicle!.make);
      if (otherMake) {
        wrong = true;
        problems.push(`part for another make: ${name}`);
      }
    }
    if (q.expectNoPart && a.parts.length) problems.push(`wanted no part, got ${a.parts.length}`);
    if (q.expectNoPart && !/we list no part/i.test(a.answer)) problems.push('answer does not say we list no part for it');
    // A platform guide must be for the vehicle: its engine, its model or its make; with no vehicle expected,
    // for a make the question names.
    for (const g of a.relatedGuides) {
      const row = guideRows.find((r) => r.path === g.url);
      if (q.mustNotIncludeGuides?.includes(row?.slug ?? '')) problems.push(`guide the question is not about: ${g.title}`);
      if (!row || row.scope === 'generic') continue;
      const keys = new Set<string>();
      if (q.vehicle) {
        keys.add(`${q.vehicle.make}/*`);
        if (q.vehicle.engine) keys.add(q.vehicle.engine);
        const model = modelSlugs.find((m) => m.make === q.vehicle!.make && m.name === q.vehicle!.model && m.generation === q.vehicle!.generation);
        if (model) keys.add(`${model.make}/${model.slug}`);
      }
      const forVehicle = q.vehicle
        ? row.platforms.some((p) => keys.has(p))
        : apps.some((ap) => namedMakes.has(ap.make) && row.platforms.includes(ap.engine)) || row.platforms.some((p) => namedMakes.has(p.split('/')[0]!));
      if (!forVehicle) {
        wrong = true;
        problems.push(`guide not for the vehicle: ${g.title}`);
      }
    }
    if (wrong) n.wrongMake++;
    if ((a.followUp != null) === q.expectFollowUpForVehicle) n.followUp++;
    else if (q.expectFollowUpForVehicle || q.vehicle) problems.push(`follow-up: wanted ${q.expectFollowUpForVehicle}, got ${a.followUp != null}`);
    else n.followUp++; // a make-only question may ask which model without being wrong
    for (const type of q.mustIncludePartTypes) {
      n.typesWanted++;
      if (infos.some((info) => isType(info, type))) n.typesFound++;
      else problems.push(`missing part type ${type}`);
    }
    for (const type of q.mustHaveQuantity ?? []) {
      n.qWanted++;
      const index = infos.findIndex((info) => isType(info, type));
      const quantity = index >= 0 ? (a.parts[index] as { quantity?: number }).quantity : undefined;
      if (quantity && quantity > 0) n.qFound++;
      else problems.push(`no quantity for ${type}`);
    }
    for (const slug of q.expectedGuides) {
      n.guidesWanted++;
      const wantedPath = guideRows.find((r) => r.slug === slug)?.path;
      if (a.relatedGuides[0]?.url === wantedPath || a.relatedGuides.some((g) => g.url === wantedPath)) n.guidesFound++;
      else problems.push(`missing guide ${slug}`);
    }
    if (problems.length) onProblems(q, a, problems);
  }
  return {
    questions: questions.length,
    causeHitRate: ratio(n.causeHit, n.cause),
    causeFirstRate: ratio(n.causeFirst, n.cause),
    fitmentPrecision: ratio(n.fitting, n.parts),
    wrongMakeRate: n.wrongMake / Math.max(1, questions.length),
    unknownRate: n.unknown / Math.max(1, questions.length),
    followUpAccuracy: ratio(n.followUp, questions.length),
    partTypesFound: ratio(n.typesFound, n.typesWanted),
    guidesFound: ratio(n.guidesFound, n.guidesWanted),
    quantitiesFound: ratio(n.qFound, n.qWanted),
    msPerAnswer: (performance.now() - started) / Math.max(1, questions.length),
  };
}
