/**
 * Answers fault and specification questions from the knowledge base: the causes of a symptom or code
 * in the order ranked for the most specific scope known (engine, model, make, then any car), the check
 * for each, the fix for the most likely one with parts that fit the car and the guide for it; or the
 * fluid an engine takes with products that meet it. With no car known it asks for one.
 */
import type { AssistantAnswer } from '@shared/schemas/assistant';
import type { CatalogPartLink, GuideDifficulty } from '@shared/schemas/guides';
import { DIFFICULTIES } from '@shared/schemas/guides';
import type { Database } from '../../db/client';
import { toCatalogPartLink } from '../guides';
import { recommendedPartLine } from './assistant.compose';
import { guideFitsVehicle } from './assistant.fitment';
import {
  causesOut,
  diagnosisAnswerText,
  formatTimeRange,
  partialVehicleFollowUp,
  specAnswerText,
  vehicleOut,
  VEHICLE_FOLLOW_UP,
  type CauseOut,
  type DiagnosisFacts,
  type SpecFacts,
} from './assistant.diagnosis-compose';
import * as kq from './assistant.knowledge-queries';
import { catalogCarries, fittingParts, fluidProducts } from './assistant.parts-for-car';
import type { FluidQuestion } from './assistant.recognize';
import { describeResolvedVehicle, type ResolvedVehicle } from './assistant.vehicle-resolve';

/** Causes listed in an answer. */
export const MAX_CAUSES = 5;
/** Causes whose parts are recommended: the most likely, and the next when it is as likely. */
const CAUSES_WITH_PARTS = 2;
/** When the likeliest fixes need no part the catalog has (a wheel balance, a converter), the next causes' parts. */
const CAUSES_LOOKED_AT_FOR_PARTS = 3;
const MAX_PARTS = 4;
const MAX_GUIDES = 3;

export const asDifficulty = (d: string): GuideDifficulty => ((DIFFICULTIES as readonly string[]).includes(d) ? (d as GuideDifficulty) : 'Intermediate');

/** Scope keys from the most specific: engine, model, make. */
function scopeKeys(v: ResolvedVehicle | null, engineKey: string | null): string[] {
  if (!v) return [];
  const keys: string[] = [];
  if (engineKey) keys.push(engineKey);
  if (v.model) keys.push(`${v.model.makeSlug}/${v.model.slug}`);
  keys.push(v.makeSlug);
  return keys;
}

/** "Ignition coil Audi A4 B8": what to search the catalog for to see a cause's parts for this car. */
function partsQuery(types: kq.CausePartRow[], row: kq.RankedCauseRow, v: ResolvedVehicle | null): string {
  const what = types.filter((t) => t.causeId === row.causeId && t.role !== 'inspect').map((t) => t.name)[0] ?? row.name;
  const car = v ? [v.makeName, v.model ? `${v.model.name} ${v.model.generation ?? ''}`.trim() : v.engine?.code ?? ''].filter(Boolean).join(' ') : '';
  return `${what} ${car}`.trim();
}

/** When the car could have several engines, the one that has its own ranking for this subject, if only one does. */
async function engineWithRanking(db: Database, subject: { symptom: string } | { code: string }, v: ResolvedVehicle): Promise<string | null> {
  if (v.engine || v.engineCandidates.length < 2) return v.engine?.key ?? null;
  const ranked: string[] = [];
  for (const e of v.engineCandidates) {
    const rows = await kq.rankedCauses(db, subject, [e.key]);
    if (rows[0]?.scopeKey === e.key) ranked.push(e.key);
  }
  return ranked.length === 1 ? ranked[0]! : null;
}

export interface GatheredAnswer {
  answer: AssistantAnswer;
  /** The facts as lines, for a language model to reword and cite. */
  material: string[];
}

export async function diagnose(
  db: Database,
  vocabulary: kq.Vocabulary,
  subject: { symptom: string } | { code: string },
  v: ResolvedVehicle | null,
): Promise<GatheredAnswer> {
  const code = 'code' in subject ? vocabulary.faultCodes.get(subject.code) : undefined;
  const symptom = 'symptom' in subject ? vocabulary.symptoms.find((s) => s.slug === subject.symptom) : undefined;
  const engineKey = v ? await engineWithRanking(db, subject, v) : null;
  const rows = (await kq.rankedCauses(db, subject, scopeKeys(v, engineKey))).slice(0, MAX_CAUSES);
  const assumedEngine = v && !v.engine && engineKey && rows[0]?.scopeKey === engineKey ? (vocabulary.engines.find((e) => e.key === engineKey)?.code ?? null) : null;

  const types = await kq.causeParts(db, rows.map((r) => r.causeId));
  const causes: CauseOut[] = rows.map((row) => ({ row, partsQuery: partsQuery(types, row, v) }));

  // Parts for the most likely cause, and the next one when it is just as likely (coils and plugs on a misfire);
  // when the most likely fix needs no part (a wheel balance, a seal job) the next cause that needs one.
  const withParts: kq.RankedCauseRow[] = [];
  const parts: CatalogPartLink[] = [];
  const missing: string[] = [];
  /** Part types the catalog offers for no car at all. */
  const unlisted: string[] = [];
  if (v) {
    for (const [i, cause] of rows.entries()) {
      const asLikely = i < CAUSES_WITH_PARTS && cause.likelihood === 'high' && rows[0]!.likelihood === 'high';
      if (i > 0 && !asLikely && (parts.length > 0 || i >= CAUSES_LOOKED_AT_FOR_PARTS)) break;
      withParts.push(cause);
      // The part the fix replaces first; what the job uses up (coolant for a sensor) only with a part to fit.
      const replaced = types.filter((t) => t.causeId === cause.causeId && t.role === 'replace');
      const consumed = types.filter((t) => t.causeId === cause.causeId && t.role === 'consumable');
      let replacedFound = replaced.length === 0;
      for (const type of [...replaced, ...consumed]) {
        if (parts.length >= MAX_PARTS) break;
        if (type.role === 'consumable' && !replacedFound) continue;
        const found =
          type.fitsBy === 'specification'
            ? await specificationPart(db, vocabulary, type, v)
            : (await fittingParts(db, type, v)).map(toCatalogPartLink);
        if (found.length && type.role === 'replace') replacedFound = true;
        const fresh = found.filter((p) => !parts.some((q) => q.slug === p.slug));
        if (fresh.length) parts.push(...fresh.slice(0, 1));
        else if (!found.length) {
          const list = type.fitsBy !== 'specification' && !(await catalogCarries(db, type)) ? unlisted : missing;
          if (!list.includes(type.name)) list.push(type.name);
        }
      }
    }
  }

  const guideSlugs = [...new Set(rows.slice(0, 3).flatMap((r) => r.guideSlugs))];
  const guides = (await kq.guidesBySlug(db, guideSlugs)).filter((g) => guideFitsVehicle(g, v));
  const topGuides = rows[0] ? guides.filter((g) => rows[0]!.guideSlugs.includes(g.slug)) : [];
  // A guide written for this car beats a generic one.
  const guide = topGuides.find((g) => g.scope !== 'generic') ?? topGuides[0] ?? null;
  const related = [...(guide ? [guide] : []), ...guides.filter((g) => g !== guide)].slice(0, MAX_GUIDES);

  const top = rows[0];
  const difficulty = asDifficulty(top?.difficulty ?? guide?.difficulty ?? 'Intermediate');
  const time = top ? formatTimeRange(top.timeMin, top.timeMax) : (guide?.timeRequired ?? '1-3 hours');
  // Ask about the car only when the answer depends on what is missing: the engine for engine parts or an
  // engine's own ranking, the generation for chassis parts.
  const typesOf = (r: kq.RankedCauseRow) => types.filter((t) => t.causeId === r.causeId && t.role !== 'inspect');
  const firstWithTypes = withParts.findIndex((r) => typesOf(r).length > 0);
  const fixTypes = withParts.slice(0, Math.max(firstWithTypes + 1, 1)).flatMap(typesOf).concat(withParts[1] && withParts[1].likelihood === 'high' && withParts[0]?.likelihood === 'high' ? typesOf(withParts[1]) : []);
  const engineMatters = fixTypes.some((t) => t.fitsBy === 'engine' || t.fitsBy === 'specification');
  const modelMatters = fixTypes.some((t) => t.fitsBy === 'model');
  const followUp = !v
    ? VEHICLE_FOLLOW_UP
    : (!v.engine && engineMatters) || (!v.model && modelMatters)
      ? partialVehicleFollowUp(v, { engine: engineMatters, model: modelMatters })
      : null;

  const facts: DiagnosisFacts = {
    subject: code ? code.code : (symptom?.name ?? 'This symptom'),
    codeMeaning: code ? code.title : null,
    vehicle: v,
    assumedEngine,
    causes,
    parts,
    missingPartTypes: v && (v.engine || v.model) ? missing : [],
    unlistedPartTypes: unlisted,
    guide,
    difficulty,
    time,
    followUp,
  };

  const material = [
    `SUBJECT: ${facts.subject}${code ? ` (${code.title}: ${code.description})` : ''}`,
    `VEHICLE: ${v ? describeResolvedVehicle(v) : 'not given'}`,
    ...causes.map(({ row }, i) => `CAUSE ${i + 1}: ${row.name} (likelihood ${row.likelihood}). Reason: ${row.reason} Check: ${row.check} Fix: ${row.fix} Difficulty ${row.difficulty}, ${formatTimeRange(row.timeMin, row.timeMax)}.`),
    ...parts.map((p) => `PART: ${p.brand} ${p.name} (${p.partNumber})${p.lowestPrice == null ? '' : ` from $${p.lowestPrice.toFixed(2)}`} ${p.url}`),
    ...(guide ? [`GUIDE: ${guide.title} ${guide.path}`] : []),
    ...(followUp ? [`FOLLOW-UP TO ASK: ${followUp}`] : []),
  ];

  return {
    answer: {
      answer: diagnosisAnswerText(facts),
      difficulty,
      estimatedTime: time,
      recommendedParts: parts.map(recommendedPartLine),
      parts,
      relatedGuides: related.map((g) => ({ title: g.title, description: g.description, url: g.path })),
      grounded: rows.length > 0,
      answeredBy: 'retrieval',
      causes: causesOut(causes),
      vehicle: vehicleOut(v),
      followUp,
    },
    material,
  };
}

/** A fluid a fix uses up (oil for a low-oil cause): the product meeting the engine's approval. */
async function specificationPart(db: Database, vocabulary: kq.Vocabulary, type: kq.CausePartRow, v: ResolvedVehicle): Promise<CatalogPartLink[]> {
  if (!v.engine) return [];
  const [fluid] = await kq.engineFluids(db, [v.engine.key], type.slug);
  if (!fluid) return [];
  const found = await fluidProducts(db, type, fluid, v, vocabulary.makes.map((m) => m.slug), 1);
  return found.byApproval ? found.parts.map(toCatalogPartLink) : [];
}

const FLUID_NAMES: Record<FluidQuestion['fluid'], string> = { 'engine-oil': 'Engine oil', coolant: 'Coolant', 'brake-fluid': 'Brake fluid' };
/**
 * Guides about each fluid, found by their slugs' words: the job itself, or a platform's fluid inspection
 * (which covers every fluid). Not the bare word "fluid": the brake fluid flush is no guide to coolant.
 */
const FLUID_GUIDE_WORDS: Record<FluidQuestion['fluid'], string[]> = {
  'engine-oil': ['oil-change', 'fluid-inspection'],
  coolant: ['coolant', 'fluid-inspection'],
  'brake-fluid': ['brake-fluid', 'fluid-inspection'],
};

export async function answerSpec(db: Database, vocabulary: kq.Vocabulary, q: FluidQuestion, v: ResolvedVehicle | null): Promise<GatheredAnswer> {
  const engines = v ? (v.engine ? [v.engine] : v.engineCandidates) : [];
  const fluids = v && engines.length && engines.length <= 4 ? await kq.engineFluids(db, engines.map((e) => e.key), q.fluid) : [];
  const byEngine = fluids.map((row) => ({ engineCode: engines.find((e) => e.key === row.engineKey)!.code, row }));

  // Products only when every possible engine takes the same approval: otherwise the follow-up decides.
  const sameApprovals = fluids.length > 0 && fluids.every((f) => f.approvals.join('|') === fluids[0]!.approvals.join('|'));
  let parts: CatalogPartLink[] = [];
  let byApproval = false;
  if (v && sameApprovals) {
    const type = (await kq.partTypes(db)).find((t) => t.slug === fluids[0]!.partTypeSlug);
    if (type) {
      const found = await fluidProducts(db, type, fluids[0]!, v, vocabulary.makes.map((m) => m.slug));
      parts = found.parts.map(toCatalogPartLink);
      byApproval = found.byApproval;
    }
  }

  const guides = (await kq.allGuides(db)).filter((g) => FLUID_GUIDE_WORDS[q.fluid].some((w) => g.slug.includes(w)) && guideFitsVehicle(g, v));
  const guide = guides.find((g) => g.scope !== 'generic') ?? guides[0] ?? null;
  // Engines that take the same fluid (and, when asked, the same amount) need no question back: one answer covers them.
  const sameAnswer =
    sameApprovals &&
    fluids.every((f) => f.specification === fluids[0]!.specification && f.viscosities.join('|') === fluids[0]!.viscosities.join('|')) &&
    (!q.capacity || fluids.every((f) => f.capacityLiters === fluids[0]!.capacityLiters));
  const shown = sameAnswer ? byEngine.slice(0, 1) : byEngine;
  const followUp = !v ? VEHICLE_FOLLOW_UP : fluids.length === 0 ? (partialVehicleFollowUp(v) ?? VEHICLE_FOLLOW_UP) : sameAnswer ? null : partialVehicleFollowUp(v);

  const facts: SpecFacts = { fluidName: FLUID_NAMES[q.fluid], vehicle: fluids.length ? v : null, fluids: shown, capacityAsked: q.capacity, parts, partsByApproval: byApproval, guide, followUp };
  const material = [
    `VEHICLE: ${v ? describeResolvedVehicle(v) : 'not given'}`,
    ...byEngine.map(({ engineCode, row }) => `FLUID for ${engineCode}: ${row.specification}; approvals ${row.approvals.join(', ') || 'none listed'}; viscosities ${row.viscosities.join(', ') || 'n/a'}; capacity ${row.capacityLiters ?? 'not stated'} L ${row.capacityNote ?? ''}`),
    ...parts.map((p) => `PRODUCT: ${p.brand} ${p.name}${p.lowestPrice == null ? '' : ` from $${p.lowestPrice.toFixed(2)}`} ${p.url}`),
    ...(guide ? [`GUIDE: ${guide.title} ${guide.path}`] : []),
    ...(followUp ? [`FOLLOW-UP TO ASK: ${followUp}`] : []),
  ];
  return {
    answer: {
      answer: specAnswerText(facts),
      difficulty: asDifficulty(guide?.difficulty ?? 'Beginner'),
      estimatedTime: guide?.timeRequired ?? '45-60 minutes',
      recommendedParts: parts.map(recommendedPartLine),
      parts,
      relatedGuides: guide ? [{ title: guide.title, description: guide.description, url: guide.path }] : [],
      grounded: fluids.length > 0,
      answeredBy: 'retrieval',
      causes: [],
      vehicle: vehicleOut(v),
      followUp,
    },
    material,
  };
}
