/**
 * Runs every question of bench/assistant/questions.json through the real assistant service on a freshly
 * seeded database (demo catalog, guides, knowledge base) and prints:
 * - cause hit rate: the expected most likely cause is among the answer's first three (and how often it is first);
 * - part-fitment precision: recommended parts that fit the question's vehicle (by the catalog's fitments);
 * - wrong-make rate: answers recommending a part or guide for another make (target 0);
 * - "unknown" rate: answers whose difficulty or time is "Unknown" (target 0);
 * and, for tuning, follow-up accuracy, required part types found, expected guides found.
 * Exits non-zero when the wrong-make or unknown rate is above 0. Usage: npm run eval:assistant [-- --verbose]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query';
import { seedDemoCatalog } from '../src/demo/seed/demo-catalog';
import { seedGuides } from '../src/server/db/seed/guides';
import { seedKnowledge } from '../src/server/db/seed/knowledge';
import { createAssistantService } from '../src/server/modules/assistant/assistant.service';
import { words } from '../src/server/modules/assistant/assistant.terms';
import { makeSlug, recognizeVehicleWord } from '../src/server/modules/assistant/assistant.vehicles';
import type { AssistantAnswer } from '../src/shared/schemas/assistant';

interface Vehicle {
  make: string;
  model: string;
  generation: string | null;
  year: number | null;
  engine: string | null;
}
interface Question {
  id: string;
  question: string;
  kind: string;
  vehicle: Vehicle | null;
  expectedCauses: string[];
  mustIncludePartTypes: string[];
  mustNotIncludeMakes: string[];
  mustNotIncludeParts: { partType: string; engine?: string; model?: string }[];
  expectedGuides: string[];
  expectFollowUpForVehicle: boolean;
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
const CauseRow = z.object({ id: z.string(), name: z.string() });
const MakeRow = z.object({ slug: z.string(), name: z.string() });
const GuideRow = z.object({ slug: z.string(), path: z.string(), make: z.string(), scope: z.string(), platforms: z.array(z.string()) });
const ModelRow = z.object({ make: z.string(), slug: z.string(), name: z.string(), generation: z.string().nullable() });
const PartTypeRow = z.object({ slug: z.string(), terms: z.array(z.string()) });
const EngineApplicationRow = z.object({ engine: z.string(), make: z.string(), model: z.string(), from: z.number(), to: z.number().nullable(), variants: z.array(z.string()) });
const PartInfoRow = z.object({ name: z.string(), tags: z.array(z.string()), fits: z.array(FitRow) });

const verbose = process.argv.includes('--verbose');
const file = path.resolve(import.meta.dirname, 'assistant/questions.json');
const questions = (JSON.parse(readFileSync(file, 'utf8')) as { questions: Question[] }).questions;
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-eval-'));
const handle = await openDatabase({ dataDir: dir });
try {
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  await seedGuides(handle.db);
  await seedKnowledge(handle.db);
  const db = handle.db;
  const silent = { warn: () => {} };
  const service = createAssistantService(db, { log: silent });

  const causeNames = new Map((await queryRows(db, CauseRow, sql`select id, name from causes`)).map((r) => [r.id, r.name]));
  const makeNames = new Map((await queryRows(db, MakeRow, sql`select slug, name from makes`)).map((r) => [r.slug, r.name]));
  const guideRows = await queryRows(db, GuideRow, sql`select slug, path, make, scope, platforms from guides`);
  const modelSlugs = await queryRows(db, ModelRow, sql`select mk.slug as make, mo.slug, mo.name, mo.generation from models mo join makes mk on mk.id = mo.make_id`);
  const types = await queryRows(db, PartTypeRow, sql`select slug, search_terms as terms from part_types`);
  const apps = await queryRows(
    db,
    EngineApplicationRow,
    sql`select engine_key as engine, make_slug as make, model_slug as model, year_from as "from", year_to as "to", variants from engine_applications`,
  );

  async function partInfo(slug: string): Promise<{ name: string; tags: string[]; fits: Fit[] }> {
    const [row] = await queryRows(db, PartInfoRow, sql`
      select p.name, p.tags, coalesce((select json_agg(json_build_object('make', mk.slug, 'model', mo.slug, 'name', mo.name, 'generation', mo.generation,
               'yearFrom', f.year_from, 'yearTo', f.year_to, 'notes', f.notes))
             from fitments f join models mo on mo.id = f.model_id join makes mk on mk.id = mo.make_id where f.part_id = p.id), '[]'::json) as fits
      from parts p where p.slug = ${slug}`);
    return row ?? { name: '', tags: [], fits: [] };
  }
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

  let causeQuestions = 0;
  let causeHits = 0;
  let causeFirst = 0;
  let partsTotal = 0;
  let partsFitting = 0;
  let wrongMake = 0;
  let unknown = 0;
  let followUpRight = 0;
  let typesWanted = 0;
  let typesFound = 0;
  let guidesWanted = 0;
  let guidesFound = 0;
  let forbiddenParts = 0;
  const started = performance.now();

  for (const q of questions) {
    const answer: AssistantAnswer = await service.answer(q.question);
    const problems: string[] = [];
    if (q.expectedCauses.length) {
      causeQuestions++;
      const expected = causeNames.get(q.expectedCauses[0]!);
      const names = answer.causes.map((c) => c.name);
      if (names.slice(0, 3).includes(expected!)) causeHits++;
      else problems.push(`cause: wanted "${expected}" in top 3, got ${JSON.stringify(names.slice(0, 3))}`);
      if (names[0] === expected) causeFirst++;
    }
    if ((answer.difficulty as string) === 'Unknown' || answer.estimatedTime === 'Unknown') {
      unknown++;
      problems.push('difficulty or time Unknown');
    }
    const infos = await Promise.all(answer.parts.map((p) => partInfo(p.slug)));
    let wrong = false;
    for (const [i, info] of infos.entries()) {
      if (q.vehicle) {
        partsTotal++;
        const universal = info.fits.length === 0;
        if ((universal && !otherMakeTag(info.tags, q.vehicle.make)) || fitsVehicle(info.fits, q.vehicle)) partsFitting++;
        else problems.push(`part does not fit: ${answer.parts[i]!.name}`);
        const otherMake = universal ? otherMakeTag(info.tags, q.vehicle.make) : !info.fits.some((f) => f.make === q.vehicle!.make);
        if (otherMake) {
          wrong = true;
          problems.push(`part for another make: ${answer.parts[i]!.name}`);
        }
        for (const bad of q.mustNotIncludeParts) {
          if (!isType(info, bad.partType) || !bad.engine) continue;
          const badApps = apps.filter((a) => a.engine === bad.engine);
          if (info.fits.some((f) => badApps.some((a) => a.model === f.model && f.yearTo >= a.from && (a.to == null || f.yearFrom <= a.to)) && !fitsVehicle([f], q.vehicle!))) {
            forbiddenParts++;
            problems.push(`forbidden part: ${answer.parts[i]!.name}`);
          }
        }
      }
      if (q.mustNotIncludeMakes.length && info.fits.length && info.fits.every((f) => q.mustNotIncludeMakes.includes(f.make))) {
        wrong = true;
        problems.push(`part only for an excluded make: ${answer.parts[i]!.name}`);
      }
    }
    // A platform guide must be for the vehicle: its engine, its model or its make; with no vehicle expected,
    // for a make the question names.
    const namedMakes = new Set(words(q.question).flatMap((w) => (recognizeVehicleWord(w) ? [makeSlug(recognizeVehicleWord(w)!.make)] : [])));
    for (const g of answer.relatedGuides) {
      const row = guideRows.find((r) => r.path === g.url);
      if (!row || row.scope === 'generic') continue;
      const keys = new Set<string>();
      if (q.vehicle) {
        keys.add(`${q.vehicle.make}/*`);
        if (q.vehicle.engine) keys.add(q.vehicle.engine);
        const model = modelSlugs.find((m) => m.make === q.vehicle!.make && m.name === q.vehicle!.model && m.generation === q.vehicle!.generation);
        if (model) keys.add(`${model.make}/${model.slug}`);
      }
      const forVehicle = q.vehicle ? row.platforms.some((p) => keys.has(p)) : apps.some((a) => namedMakes.has(a.make) && row.platforms.includes(a.engine)) || row.platforms.some((p) => namedMakes.has(p.split('/')[0]!));
      if (!forVehicle) {
        wrong = true;
        problems.push(`guide not for the vehicle: ${g.title}`);
      }
    }
    if (wrong) wrongMake++;
    const askedForVehicle = answer.followUp != null;
    if (askedForVehicle === q.expectFollowUpForVehicle) followUpRight++;
    else problems.push(`follow-up: wanted ${q.expectFollowUpForVehicle}, got ${askedForVehicle}`);
    for (const type of q.mustIncludePartTypes) {
      typesWanted++;
      if (infos.some((info) => isType(info, type))) typesFound++;
      else problems.push(`missing part type ${type}`);
    }
    for (const slug of q.expectedGuides) {
      guidesWanted++;
      const wantedPath = guideRows.find((r) => r.slug === slug)?.path;
      if (answer.relatedGuides.some((g) => g.url === wantedPath)) guidesFound++;
      else problems.push(`missing guide ${slug}`);
    }
    if (verbose && problems.length) console.log(`${q.id} "${q.question}" [${answer.vehicle?.label ?? 'no vehicle'}]\n  - ${problems.join('\n  - ')}`);
  }
  const elapsed = performance.now() - started;

  console.log(`\nRepair assistant evaluation: ${questions.length} questions (${(elapsed / questions.length).toFixed(0)} ms per answer)`);
  console.log(`cause hit rate (expected top cause in the first three): ${pct(causeHits, causeQuestions)}`);
  console.log(`  expected top cause ranked first:                    ${pct(causeFirst, causeQuestions)}`);
  console.log(`part-fitment precision:                               ${pct(partsFitting, partsTotal)}`);
  console.log(`wrong-make rate (target 0):                           ${pct(wrongMake, questions.length)}`);
  console.log(`"unknown" rate (target 0):                            ${pct(unknown, questions.length)}`);
  console.log(`follow-up for the vehicle when expected (and only then): ${pct(followUpRight, questions.length)}`);
  console.log(`required part types found:                            ${pct(typesFound, typesWanted)}`);
  console.log(`expected guides found:                                ${pct(guidesFound, guidesWanted)}`);
  console.log(`forbidden parts recommended:                          ${forbiddenParts}`);
  process.exitCode = wrongMake > 0 || unknown > 0 ? 1 : 0;
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
