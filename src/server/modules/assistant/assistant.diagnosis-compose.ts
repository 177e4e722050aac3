/**
 * Writes diagnosis and specification answers from the facts gathered for them: the ranked causes with
 * their checks, the fix, parts that fit, the guide, fluids. Every sentence restates a fact from the
 * knowledge base or the catalog; nothing is added.
 */
import type { AssistantCause, AssistantVehicle } from '@shared/schemas/assistant';
import type { CatalogPartLink } from '@shared/schemas/guides';
import { recommendedPartLine } from './assistant.compose';
import type { FluidRow, KnowledgeGuideRow, RankedCauseRow } from './assistant.knowledge-queries';
import { describeResolvedVehicle, type ResolvedVehicle } from './assistant.vehicle-resolve';

/** "30-60 minutes", "1-2 hours", "2.5-4 hours": a fix's time range as people say it. */
export function formatTimeRange(minMinutes: number, maxMinutes: number): string {
  if (maxMinutes < 90) return minMinutes === maxMinutes ? `${minMinutes} minutes` : `${minMinutes}-${maxMinutes} minutes`;
  const hours = (m: number) => String(Math.round((m / 60) * 2) / 2);
  const [lo, hi] = [hours(minMinutes), hours(maxMinutes)];
  return lo === hi ? `${hi} hours` : `${lo}-${hi} hours`;
}

/** Why a time is a range: said once, so "never Unknown" never becomes false precision. */
export const TIME_RANGE_NOTE =
  'The time is a range for doing the job at home with the right tools: the short end for someone who has done it before, the long end for a first attempt or seized fasteners.';

/** The question back when no car is known: the words that settle it, or My Garage, where a VIN names the exact car. */
export const VEHICLE_FOLLOW_UP =
  'Which car is it? Tell us the make, model and year (or the engine), or choose it in My Garage at the top of the page, where its 17-character VIN ' +
  'finds the exact car, and the answer will rank the causes for that engine and list parts that fit.';

/** What settles a generation or an engine the words left open. */
const VIN_HINT = 'Adding the car to My Garage by its VIN settles it too.';

export function vehicleOut(v: ResolvedVehicle | null): AssistantVehicle | null {
  if (!v) return null;
  return {
    label: describeResolvedVehicle(v),
    make: v.makeSlug,
    makeName: v.makeName,
    model: v.model?.slug ?? null,
    modelName: v.model ? `${v.model.name}${v.model.generation && v.model.generation !== v.model.name ? ` (${v.model.generation})` : ''}` : null,
    year: v.year,
    engine: v.engine?.code ?? null,
    source: v.source,
  };
}

/** "the N54 (2007-2010) or the N55 (2011-2015)": engines the car may have, with their years. */
export function engineChoices(v: ResolvedVehicle): string {
  const years = (key: string) => {
    const apps = v.applications.filter((a) => a.engineKey === key);
    const from = Math.min(...apps.map((a) => a.yearFrom));
    const to = apps.some((a) => a.yearTo == null) ? null : Math.max(...apps.map((a) => a.yearTo ?? 0));
    return apps.length ? ` (${from}-${to ?? 'on'})` : '';
  };
  return v.engineCandidates.map((e) => `the ${e.code}${years(e.key)}`).join(' or ');
}

/** The follow-up for a car known only in part: which generation, or which engine. */
export function partialVehicleFollowUp(v: ResolvedVehicle, needs: { engine: boolean; model: boolean } = { engine: true, model: true }): string | null {
  if (!v.model && v.modelCandidates.length > 1) {
    const gens = v.modelCandidates.map((m) => `${m.generation ?? m.name} (${m.yearFrom}-${m.yearTo ?? 'on'})`).join(' or ');
    return `Which ${v.modelCandidates[0]!.name} is it: ${gens}? Tell us the year so the parts fit. ${VIN_HINT}`;
  }
  if (needs.engine && !v.engine && v.engineCandidates.length > 1 && v.engineCandidates.length <= 4) {
    return `Your ${describeResolvedVehicle(v)} came with ${engineChoices(v)}. Tell us the year or the variant so the engine parts fit. ${VIN_HINT}`;
  }
  if (!v.model && (needs.model || !v.engine)) return `Which ${v.makeName} is it? Tell us the model and year so the parts fit. ${VIN_HINT}`;
  if (needs.engine && !v.engine) return `Which engine does your ${describeResolvedVehicle(v)} have? Tell us the year or the variant so the engine parts fit. ${VIN_HINT}`;
  return null;
}

export interface CauseOut {
  row: RankedCauseRow;
  partsQuery: string;
}

export function causesOut(causes: CauseOut[]): AssistantCause[] {
  return causes.map(({ row, partsQuery }) => ({ name: row.name, likelihood: row.likelihood, reason: row.reason, check: row.check, partsQuery }));
}

export interface DiagnosisFacts {
  /** "P0301 (Cylinder 1 misfire detected)" or "Engine misfire". */
  subject: string;
  codeMeaning: string | null;
  vehicle: ResolvedVehicle | null;
  /** The engine the causes are ranked for when the car could have several (only one has its own order). */
  assumedEngine: string | null;
  causes: CauseOut[];
  parts: CatalogPartLink[];
  /** Part types of the likely fix with no in-stock part that fits. */
  missingPartTypes: string[];
  /** Part types of the likely fix the catalog offers for no car. */
  unlistedPartTypes: string[];
  guide: KnowledgeGuideRow | null;
  difficulty: string;
  time: string;
  followUp: string | null;
}

/** "a, b and c". */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

export function diagnosisAnswerText(f: DiagnosisFacts): string {
  const paragraphs: string[] = [];
  if (f.followUp && !f.vehicle) paragraphs.push(f.followUp);
  const car = f.vehicle ? `on ${describeResolvedVehicle(f.vehicle)}` : 'on most cars';
  if (f.codeMeaning) paragraphs.push(`${f.subject} means ${f.codeMeaning.charAt(0).toLowerCase()}${f.codeMeaning.slice(1).replace(/\.$/, '')}.`);
  const assumed = f.assumedEngine ? ` (ranked for the ${f.assumedEngine}, the one of its engines known for this)` : '';
  paragraphs.push(`The likely causes ${car}${assumed}, most likely first:`);
  f.causes.forEach(({ row }, i) => {
    paragraphs.push(`${i + 1}. ${row.name} (${row.likelihood} likelihood): ${row.reason} Check: ${row.check}`);
  });
  const top = f.causes[0]?.row;
  if (top) {
    paragraphs.push(`Fix for the most likely cause, ${top.name.charAt(0).toLowerCase()}${top.name.slice(1)}: ${top.fix} Difficulty: ${f.difficulty}; time: about ${f.time}. ${TIME_RANGE_NOTE}`);
  }
  if (f.parts.length) {
    paragraphs.push(`Parts that fit${f.vehicle ? ` your ${describeResolvedVehicle(f.vehicle)}` : ''}, at the best in-stock price: ${f.parts.map(recommendedPartLine).join('; ')}.`);
  }
  if (f.unlistedPartTypes.length) {
    paragraphs.push(`We list no part for this: ${listed(f.unlistedPartTypes.map((n) => n.toLowerCase()))} ${f.unlistedPartTypes.length > 1 ? 'are' : 'is'} not in our catalog, so no other part is offered in its place.`);
  }
  if (f.missingPartTypes.length && f.vehicle) {
    paragraphs.push(`No in-stock ${f.missingPartTypes.join(', ').toLowerCase()} listed as fitting this car was found; search the catalog for it or contact support.`);
  }
  // The page shows the path as a link named by the guide's title, so the words do not name it again.
  if (f.guide) paragraphs.push(`Our guide walks through it: ${f.guide.path}`);
  if (f.followUp && f.vehicle) paragraphs.push(f.followUp);
  return paragraphs.join('\n\n');
}

const LITERS_PER_US_QUART = 0.946353;

export interface SpecFacts {
  fluidName: string;
  vehicle: ResolvedVehicle | null;
  /** One row per engine the car may have. */
  fluids: { engineCode: string; row: FluidRow }[];
  capacityAsked: boolean;
  parts: CatalogPartLink[];
  partsByApproval: boolean;
  guide: KnowledgeGuideRow | null;
  followUp: string | null;
}

/** A note written as a sentence, as a clause inside one: "With a new filter." → "with a new filter" (acronyms kept). */
function asClause(note: string): string {
  const trimmed = note.trim().replace(/\.+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? `${trimmed[0]!.toLowerCase()}${trimmed.slice(1)}` : trimmed;
}

export function fluidSentence(row: Pick<FluidRow, 'specification' | 'viscosities' | 'capacityLiters' | 'capacityNote'>, fluidName: string, capacityAsked: boolean): string {
  const bits = [`${fluidName}: ${row.specification}`];
  if (row.viscosities.length) bits.push(`viscosity ${row.viscosities.join(' or ')}`);
  if (row.capacityLiters != null) {
    const liters = Number(row.capacityLiters);
    bits.push(`capacity about ${liters} liters (${(liters / LITERS_PER_US_QUART).toFixed(1)} US quarts)${row.capacityNote ? `, ${asClause(row.capacityNote)}` : ''}`);
  } else if (capacityAsked) {
    bits.push(asClause(row.capacityNote ?? 'fill to the level the dipstick or the electronic gauge shows, as capacity varies by model'));
  }
  return `${bits.join('; ')}.`;
}

export function specAnswerText(f: SpecFacts): string {
  const paragraphs: string[] = [];
  if (!f.vehicle) {
    paragraphs.push(f.followUp ?? VEHICLE_FOLLOW_UP);
    return paragraphs.join('\n\n');
  }
  const car = describeResolvedVehicle(f.vehicle);
  if (f.fluids.length === 1) {
    paragraphs.push(`Your ${car} takes ${fluidSentence(f.fluids[0]!.row, f.fluidName.toLowerCase(), f.capacityAsked)}`);
  } else {
    paragraphs.push(`It depends on the engine. ${f.fluids.map(({ engineCode, row }) => `With the ${engineCode}: ${fluidSentence(row, f.fluidName.toLowerCase(), f.capacityAsked)}`).join(' ')}`);
  }
  if (f.parts.length) {
    paragraphs.push(
      `${f.partsByApproval ? 'Products that carry the approval' : `Products sold for ${f.vehicle.makeName} engines; check the label carries the approval above`}, at the best in-stock price: ${f.parts.map(recommendedPartLine).join('; ')}.`,
    );
  }
  if (f.guide) paragraphs.push(`Our guide covers the job: ${f.guide.path}`);
  if (f.followUp) paragraphs.push(f.followUp);
  return paragraphs.join('\n\n');
}
