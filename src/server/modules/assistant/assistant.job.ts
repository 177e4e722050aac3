/**
 * Job questions ("front pads and rotors 2009 328i", "how to change spark plugs on n54"): the guide
 * retrieval finds, kept only when it suits the car, and parts of the job's part types that fit it.
 * When no guide covers the job, difficulty and time come from the knowledge base's fix for that part,
 * as a range with the reason, never "Unknown".
 */
import type { AssistantAnswer } from '@shared/schemas/assistant';
import type { CatalogPartLink } from '@shared/schemas/guides';
import type { Database } from '../../db/client';
import { toCatalogPartLink } from '../guides';
import { composeAnswer, recommendedPartLine } from './assistant.compose';
import { asDifficulty } from './assistant.diagnose';
import { formatTimeRange, partialVehicleFollowUp, TIME_RANGE_NOTE, VEHICLE_FOLLOW_UP, vehicleOut } from './assistant.diagnosis-compose';
import type { Estimate } from './assistant.estimates';
import { guideFitsVehicle, partFitsVehicle } from './assistant.fitment';
import * as kq from './assistant.knowledge-queries';
import { fittingParts, fluidProducts } from './assistant.parts-for-car';
import { questionTokens } from './assistant.recognize';
import { retrieve, type Retrieval, type RetrievedGuide } from './assistant.retrieval';
import type { ResolvedVehicle } from './assistant.vehicle-resolve';

/** Job names owners use that are not a part type's own words. */
const JOB_PART_TYPES: [words: string[], types: string[]][] = [
  [['oil', 'change'], ['oil-filter', 'engine-oil']],
  [['oil', 'service'], ['oil-filter', 'engine-oil']],
  [['brake', 'job'], ['brake-pads-front', 'brake-disc-front']],
  [['pads'], ['brake-pads-front']],
  [['rotors'], ['brake-disc-front']],
  [['discs'], ['brake-disc-front']],
  [['plugs'], ['spark-plug']],
  [['coils'], ['ignition-coil']],
];

const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The part types a job question names, by their search terms (any word order, singular or plural). */
export function jobPartTypes(question: string, types: kq.PartTypeRow[]): kq.PartTypeRow[] {
  const tokens = questionTokens(question);
  const words = new Set(tokens.map(singular));
  const has = (w: string) => words.has(singular(w));
  const found: string[] = [];
  for (const type of types) {
    if (type.slug.endsWith('-rear') && !has('rear')) continue;
    if (type.slug.endsWith('-front') && has('rear') && !has('front')) continue;
    if (type.searchTerms.some((term) => questionTokens(term).every(has))) found.push(type.slug);
  }
  for (const [jobWords, slugs] of JOB_PART_TYPES) if (jobWords.every(has)) found.push(...slugs);
  // "Brake pad wear sensor" also carries "brake pad": keep the most specific types only.
  const unique = [...new Set(found)].filter((slug) => !(slug === 'brake-sensor' && !has('sensor')) && !(slug === 'brake-fluid' && has('pad')));
  return unique.flatMap((slug) => types.filter((t) => t.slug === slug));
}

/** Retrieval's text matches that fit any car (no fitments). */
async function partsForAnyCar(db: Database, parts: CatalogPartLink[]): Promise<CatalogPartLink[]> {
  const fitments = await kq.fitmentsOf(db, parts.map((p) => p.slug));
  return parts.filter((p) => (fitments.get(p.slug) ?? []).length === 0);
}

/** Retrieval's text matches, kept only where the part's fitments name the car (or it fits any car). */
async function retrievedPartsThatFit(db: Database, parts: CatalogPartLink[], v: ResolvedVehicle): Promise<CatalogPartLink[]> {
  const fitments = await kq.fitmentsOf(db, parts.map((p) => p.slug));
  return parts.filter((p) => {
    const fits = fitments.get(p.slug) ?? [];
    if (fits.length === 0) return true;
    return v.model ? partFitsVehicle({ fitments: fits }, 'model', v) : fits.some((f) => f.makeSlug === v.makeSlug);
  });
}

function toRetrievedGuide(g: kq.KnowledgeGuideRow): RetrievedGuide {
  return {
    slug: g.slug,
    path: g.path,
    title: g.title,
    description: g.description,
    make: g.make,
    difficulty: asDifficulty(g.difficulty),
    timeRequired: g.timeRequired,
    content: g.content as RetrievedGuide['content'],
    rank: 0,
    matched: [],
    headingMatched: [],
  };
}

/**
 * Without a guide, the knowledge base's rating of the fix that replaces the part, as a range with the reason.
 * The estimate is said of the part ("Replacing a headlight assembly"), not of the fault the fix belongs to.
 */
function fixEstimate(fix: { typeSlug: string; difficulty: string; timeMin: number; timeMax: number } | undefined, types: kq.PartTypeRow[]): Estimate | undefined {
  if (!fix) return undefined;
  const part = types.find((t) => t.slug === fix.typeSlug)?.name.toLowerCase() ?? 'this part';
  const difficulty = asDifficulty(fix.difficulty);
  const time = formatTimeRange(fix.timeMin, fix.timeMax);
  return { difficulty, time, note: `Replacing a ${part} is rated ${difficulty} and takes about ${time}. ${TIME_RANGE_NOTE}` };
}

export async function answerJob(db: Database, vocabulary: kq.Vocabulary, question: string, v: ResolvedVehicle | null): Promise<{ answer: AssistantAnswer; retrieval: Retrieval }> {
  const retrieval = await retrieve(db, question);
  const types = jobPartTypes(question, await kq.partTypes(db));
  const replacing = await kq.causesReplacing(db, types.map((t) => t.slug));

  // Guides: retrieval's, plus the guides the knowledge base names for these parts; only those that suit the car.
  const candidateSlugs = [...new Set([...retrieval.guides.map((g) => g.slug), ...replacing.flatMap((c) => c.guideSlugs)])];
  const known = await kq.guidesBySlug(db, candidateSlugs);
  // With no car named, a generic guide is preferred to one written for a car the owner may not have.
  const anyGeneric = retrieval.guides.some((r) => known.some((g) => g.slug === r.slug && g.scope === 'generic'));
  const fits = (slug: string) => known.some((g) => g.slug === slug && (v ? guideFitsVehicle(g, v) : g.scope === 'generic' || !anyGeneric));
  let kept = retrieval.guides.filter((g) => fits(g.slug));
  // No guide written for this engine or model: the make's own guides still answer make-wide questions
  // ("does my E46 have a timing belt"); another make's never do.
  if (kept.length === 0 && v) kept = retrieval.guides.filter((g) => g.make === v.makeName);
  const extra = known.filter((g) => !kept.some((k) => k.slug === g.slug) && replacing.some((c) => c.guideSlugs.includes(g.slug)) && fits(g.slug));
  // A guide written for this car first, then generic ones.
  const guides = [...kept, ...extra.map(toRetrievedGuide)]
    .sort((a, b) => Number(known.find((g) => g.slug === a.slug)?.scope === 'generic') - Number(known.find((g) => g.slug === b.slug)?.scope === 'generic'))
    .slice(0, 3);

  let parts: CatalogPartLink[] = retrieval.parts;
  // What the named parts need known to fit: the generation for chassis parts, the engine for engine parts.
  const needs = { model: types.some((t) => t.fitsBy === 'model'), engine: types.some((t) => t.fitsBy === 'engine' || t.fitsBy === 'specification') };
  const partialFollowUp = v && ((needs.model && !v.model) || (needs.engine && !v.engine)) ? partialVehicleFollowUp(v, needs) : null;
  if (v) {
    const fitting: CatalogPartLink[] = [];
    for (const type of types) {
      if (type.fitsBy === 'specification') {
        if (!v.engine) continue;
        const [fluid] = await kq.engineFluids(db, [v.engine.key], type.slug);
        const found = await fluidProducts(db, type, fluid ?? null, v, vocabulary.makes.map((m) => m.slug), 1);
        if (found.byApproval) fitting.push(...found.parts.map(toCatalogPartLink));
      } else {
        fitting.push(...(await fittingParts(db, type, v)).map(toCatalogPartLink));
      }
    }
    // With a car known, only parts whose fitments say they fit it; retrieval's text matches may fit another model.
    // A named part the car is not known well enough to fit is asked about, not guessed from text matches.
    parts = fitting.length ? fitting.slice(0, 4) : partialFollowUp ? [] : await retrievedPartsThatFit(db, retrieval.parts, v);
  } else {
    // With no car known, only parts that fit any car: a part made for one make would be a guess.
    parts = await partsForAnyCar(db, retrieval.parts);
  }
  // A part number the owner typed names its part exactly, whatever car is or is not known: it comes first.
  parts = [...retrieval.numberMatches, ...parts.filter((p) => !retrieval.numberMatches.some((n) => n.slug === p.slug))].slice(0, 4);
  // With no car known the answer asks for it; with a car known in part, for what the named parts need.
  // A typed part number needs no car to name its part.
  const followUp = retrieval.numberMatches.length > 0 ? null : !v ? VEHICLE_FOLLOW_UP : partialFollowUp;

  const narrowed: Retrieval = { ...retrieval, guides, parts };
  const answer = composeAnswer(narrowed, fixEstimate(replacing[0], types));
  const out: AssistantAnswer = {
    ...answer,
    answer: followUp ? `${answer.answer}\n\n${followUp}` : answer.answer,
    recommendedParts: parts.map(recommendedPartLine),
    parts,
    causes: [],
    vehicle: vehicleOut(v),
    followUp,
  };
  return { answer: out, retrieval: narrowed };
}
