/**
 * Whether a part fits one vehicle, from its fitments and their qualifiers (ACES-style: position,
 * engine code, variants, body, production dates, a note). A qualifier the vehicle does not say
 * anything about leaves the verdict open ("Check fit") rather than guessing.
 */
import type { FitmentFacts } from '../schemas/fitment';

export interface FitVehicle {
  modelId: number;
  year: number;
  /** Variant or trim as the catalog names it ("335i", "M3 Competition"). */
  variant?: string | null;
  /** Engine code ("N54"). */
  engine?: string | null;
  /** Body style ("Sedan", "Coupe"), from the VIN or the garage. */
  body?: string | null;
  /**
   * The engine codes the model was offered with: judges an engine-coded fitment for a vehicle that
   * names no engine (a model with only the N54 fits; one without it does not).
   */
  modelEngineCodes?: readonly string[];
}

/** One fitment row with its qualifiers: its one schema is `fitmentFactsSchema`. */
export type { FitmentFacts };

export type FitsVehicle = true | false | null;

export interface FitVerdict {
  fitsVehicle: FitsVehicle;
  /** What a fitting (or possibly fitting) fitment says: position, engine, variants, years, note. */
  fitmentNote: string | null;
}

type Match = 'yes' | 'no' | 'unknown';

const POSITION_LABELS: Readonly<Record<string, string>> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Left',
  right: 'Right',
  'front-left': 'Front left',
  'front-right': 'Front right',
  'rear-left': 'Rear left',
  'rear-right': 'Rear right',
};

export const FITMENT_POSITIONS = Object.keys(POSITION_LABELS);

/** Case, spaces and dashes do not matter: "m3 competition" is "M3 Competition", "n-54" is "N54". */
export function sameCode(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  return norm(a) === norm(b);
}

/** The catalog's body words for the names vPIC and other lists use ("Sedan/Saloon", "Cabriolet"). */
const BODY_SYNONYMS: Readonly<Record<string, string>> = {
  saloon: 'sedan',
  cabriolet: 'convertible',
  cabrio: 'convertible',
  estate: 'wagon',
  touring: 'wagon',
  avant: 'wagon',
  liftback: 'hatchback',
  suv: 'suv',
  'sport utility vehicle (suv)': 'suv',
  'multi-purpose vehicle (mpv)': 'suv',
};

function bodyNames(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split('/')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => (Object.hasOwn(BODY_SYNONYMS, name) ? BODY_SYNONYMS[name]! : name.replace(/\s+/g, ' '))),
  );
}

/** Whether two body styles are the same: vPIC's "Sedan/Saloon" is the catalog's "Sedan". */
export function sameBody(a: string, b: string): boolean {
  const names = bodyNames(b);
  return [...bodyNames(a)].some((name) => names.has(name));
}

function year(yyyyMm: string | null): number | null {
  return yyyyMm ? Number(yyyyMm.slice(0, 4)) : null;
}

/** An engine-coded fitment for a vehicle: by its engine when it names one, else by its model's engines. */
function engineMatch(code: string, v: FitVehicle): Match {
  const engine = v.engine?.trim();
  if (engine) return sameCode(code, engine) ? 'yes' : 'no';
  const offered = v.modelEngineCodes ?? [];
  if (offered.length === 0) return 'unknown';
  if (!offered.some((c) => sameCode(c, code))) return 'no';
  return offered.length === 1 ? 'yes' : 'unknown';
}

function matchOne(f: FitmentFacts, v: FitVehicle): Match {
  if ((f.modelId !== null && f.modelId !== v.modelId) || v.year < f.yearFrom || v.year > f.yearTo) return 'no';
  const results: Match[] = [];
  // Production dates: a vehicle without a month is open only in the boundary years.
  const fromYear = year(f.producedFrom);
  const toYear = year(f.producedTo);
  if (fromYear !== null) results.push(v.year < fromYear ? 'no' : v.year === fromYear && !f.producedFrom!.endsWith('-01') ? 'unknown' : 'yes');
  if (toYear !== null) results.push(v.year > toYear ? 'no' : v.year === toYear && !f.producedTo!.endsWith('-12') ? 'unknown' : 'yes');
  // An engine-coded fitment goes by the engine when the vehicle names one; else by its variant.
  const engine = v.engine?.trim();
  const variant = v.variant?.trim();
  // No model: the engine code alone names the cars it fits.
  if (f.modelId === null) results.push(f.engineCode ? engineMatch(f.engineCode, v) : 'no');
  else if (f.engineCode && engine) results.push(sameCode(f.engineCode, engine) ? 'yes' : 'no');
  else if (f.variants.length > 0) results.push(variant ? (f.variants.some((x) => sameCode(x, variant)) ? 'yes' : 'no') : 'unknown');
  else if (f.engineCode) results.push('unknown');
  if (f.body) results.push(v.body?.trim() ? (sameBody(f.body, v.body) ? 'yes' : 'no') : 'unknown');
  if (results.includes('no')) return 'no';
  return results.includes('unknown') ? 'unknown' : 'yes';
}

function yearsText(f: FitmentFacts): string {
  return f.yearFrom === f.yearTo ? String(f.yearFrom) : `${f.yearFrom}–${f.yearTo}`;
}

/** "Front · 335i · N54 engine · 2007–2010 · note": the qualifiers a shopper should know. */
export function fitmentNoteText(f: FitmentFacts): string {
  const parts: string[] = [];
  if (f.position) parts.push(POSITION_LABELS[f.position] ?? f.position);
  if (f.variants.length) parts.push(f.variants.join(', '));
  if (f.engineCode) parts.push(`${f.engineCode} engine`);
  if (f.body) parts.push(f.body);
  parts.push(yearsText(f));
  if (f.producedFrom) parts.push(`built from ${f.producedFrom}`);
  if (f.producedTo) parts.push(`built until ${f.producedTo}`);
  // The catalog's engine families note the variants they list; said once is enough.
  if (f.notes && f.notes !== f.variants.join(', ')) parts.push(f.notes);
  return parts.join(' · ');
}

/**
 * The verdict for one vehicle: true when a fitment covers it, false when none can, null when the
 * part lists no vehicles (universal parts) or a qualifier needs what the vehicle does not say.
 */
export function fitVerdict(fitments: readonly FitmentFacts[], vehicle: FitVehicle): FitVerdict {
  if (fitments.length === 0) return { fitsVehicle: null, fitmentNote: null };
  const matches = fitments.map((f) => ({ f, m: matchOne(f, vehicle) }));
  const yes = matches.find((x) => x.m === 'yes');
  if (yes) return { fitsVehicle: true, fitmentNote: fitmentNoteText(yes.f) };
  const open = matches.filter((x) => x.m === 'unknown');
  if (open.length) return { fitsVehicle: null, fitmentNote: open.map((x) => fitmentNoteText(x.f)).join('; ') };
  return { fitsVehicle: false, fitmentNote: null };
}
