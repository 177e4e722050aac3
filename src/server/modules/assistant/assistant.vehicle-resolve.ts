/**
 * Works out which car a question is about, as far as its words allow. The make, the model generations
 * and the year are read the way search reads them (query understanding: catalog words, typos corrected,
 * make, model, chassis and engine code, year), so a question and a search for the same words mean the
 * same car. On top of that reading, the variant ("335i", "C63 AMG", "2.0T") and the engine come from
 * the knowledge base's engine applications. Only when search's reading finds no car do the assistant's
 * own owner words (nicknames such as "beemer", engine codes such as "n54", a variant alone such as
 * "c63") name it. Pure: the vocabularies are passed in. It never guesses: when the words fit several
 * models or engines, the answer says which are possible.
 */
import { correctWords, foldedWords, readVehicle, type QueryVocabulary } from '@shared/rules/query-understanding';
import { questionTokens } from './assistant.recognize';
import { makeSlug, recognizeVehicleWord } from './assistant.vehicles';

export interface VocabularyModel {
  /** The catalog's model id, as search's vocabulary knows the model. */
  id: number;
  makeSlug: string;
  makeName: string;
  slug: string;
  name: string;
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  variants: string[];
}

export interface VocabularyEngine {
  key: string;
  makeSlug: string;
  code: string;
  aliases: string[];
}

export interface EngineApplication {
  engineKey: string;
  makeSlug: string;
  modelSlug: string;
  yearFrom: number;
  yearTo: number | null;
  variants: string[];
}

export interface VehicleVocabulary {
  makes: { slug: string; name: string }[];
  models: VocabularyModel[];
  engines: VocabularyEngine[];
  applications: EngineApplication[];
}

/** A vehicle picked in the site's selectors or garage: slugs, as the API takes them everywhere. */
export interface RequestedVehicle {
  make: string;
  model?: string;
  year?: number;
  variant?: string;
}

export interface ResolvedVehicle {
  makeSlug: string;
  makeName: string;
  /** The one model generation the words fit; null when none or several do. */
  model: VocabularyModel | null;
  /** Generations the words fit when there are several ("C63": W204 or W205). */
  modelCandidates: VocabularyModel[];
  year: number | null;
  variant: string | null;
  /** The one engine the words fit; null when none or several do. */
  engine: VocabularyEngine | null;
  /** Engines the words fit, with the applications that put them in the car. */
  engineCandidates: VocabularyEngine[];
  /** The applications still possible (model, years, variants), for part fitment. */
  applications: EngineApplication[];
  source: 'question' | 'request';
}

/** Spaces, hyphens and slashes removed: "C63 AMG" -> "c63amg", "GT-R" -> "gtr", "2.0T" -> "2.0t". */
export const compact = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\s\-/()]+/g, '');

const YEAR = /^(19[5-9]\d|20[0-4]\d)$/;

/** Single words and runs of two or three, compacted, so "is 350", "carrera s" and "gt r" are found. */
function grams(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    out.add(tokens[i]!);
    if (i + 1 < tokens.length) out.add(tokens[i]! + tokens[i + 1]!);
    if (i + 2 < tokens.length) out.add(tokens[i]! + tokens[i + 1]! + tokens[i + 2]!);
  }
  return out;
}

/** Generic words in model names that say nothing alone. */
const WEAK_NAME_WORDS = new Set(['series', 'class', 'type', 'coupe', 'spider', 'base']);

/** A name, generation or variant specific enough to count when typed: "e90", "335i", "carrera"; not "is", "s", "gt". */
const distinctive = (text: string) => text.length >= 3 && (/\d/.test(text) || text.length >= 5);

/** The variant of `model` the words name, if any ("335i", "c63" for "C63 AMG", "30i" for "xDrive30i"). */
function variantIn(model: VocabularyModel, words: Set<string>): string | null {
  const named = (variant: string) => {
    const full = compact(variant);
    const first = compact(variant.split(/\s+/)[0] ?? '');
    if (distinctive(full) && words.has(full)) return true;
    if (first !== full && distinctive(first) && /\d/.test(first) && words.has(first)) return true;
    return [...words].some((w) => w.length >= 3 && /\d/.test(w) && /[a-z]/.test(w) && full !== w && full.endsWith(w));
  };
  // The longest variant named wins: "Cayenne S" over "Cayenne".
  return model.variants.filter(named).sort((a, b) => compact(b).length - compact(a).length)[0] ?? null;
}

interface ModelScore {
  model: VocabularyModel;
  score: number;
  variant: string | null;
}

function scoreModel(model: VocabularyModel, words: Set<string>, engineKeys: Set<string>, apps: EngineApplication[]): ModelScore {
  let score = 0;
  const generation = model.generation ? compact(model.generation) : '';
  if (generation && (distinctive(generation) || /\d/.test(generation)) && words.has(generation)) score += 3;
  const name = compact(model.name);
  if ((name.length >= 3 || /\d/.test(name)) && words.has(name)) score += 3;
  else {
    for (const w of model.name.toLowerCase().split(/[\s-]+/)) if (w.length >= 3 && !WEAK_NAME_WORDS.has(w) && words.has(w)) score += 1;
  }
  const variant = variantIn(model, words);
  if (variant) score += 2;
  if (engineKeys.size && apps.some((a) => a.modelSlug === model.slug && a.makeSlug === model.makeSlug && engineKeys.has(a.engineKey))) score += 2;
  return { model, score, variant };
}

const inYears = (year: number, from: number, to: number | null) => year >= from && (to == null || year <= to);

/** Whether an application's variants allow the variant named (no variants listed: every variant). */
function variantFits(app: EngineApplication, variant: string | null): boolean {
  if (!variant || app.variants.length === 0) return true;
  const wanted = compact(variant);
  return app.variants.some((v) => compact(v) === wanted);
}

/** Engines named outright by code or alias ("n54", "ea888", "m96", "3.0t"). */
function namedEngines(vocabulary: VehicleVocabulary, words: Set<string>): VocabularyEngine[] {
  return vocabulary.engines.filter((e) => [e.code, ...e.aliases].some((alias) => {
    const c = compact(alias);
    return c.length >= 2 && /\d/.test(c) && words.has(c);
  }));
}

function uniqueEngines(vocabulary: VehicleVocabulary, apps: EngineApplication[]): VocabularyEngine[] {
  const keys = [...new Set(apps.map((a) => a.engineKey))];
  return keys.flatMap((k) => vocabulary.engines.filter((e) => e.key === k));
}

function finish(
  vocabulary: VehicleVocabulary,
  make: { slug: string; name: string },
  models: ModelScore[],
  year: number | null,
  named: VocabularyEngine[],
  source: ResolvedVehicle['source'],
): ResolvedVehicle {
  const model = models.length === 1 ? models[0]! : null;
  const variant = model?.variant ?? null;
  const namedKeys = new Set(named.map((e) => e.key));
  const apps = vocabulary.applications.filter(
    (a) =>
      a.makeSlug === make.slug || namedKeys.has(a.engineKey)
        ? (!models.length || models.some((m) => m.model.slug === a.modelSlug && m.model.makeSlug === a.makeSlug)) &&
          (year == null || inYears(year, a.yearFrom, a.yearTo)) &&
          variantFits(a, models.find((m) => m.model.slug === a.modelSlug && m.model.makeSlug === a.makeSlug)?.variant ?? null) &&
          (!named.length || namedKeys.has(a.engineKey))
        : false,
  );
  const engineCandidates = named.length && !models.length ? named.filter((e) => apps.some((a) => a.engineKey === e.key) || year == null) : uniqueEngines(vocabulary, apps);
  return {
    makeSlug: make.slug,
    makeName: make.name,
    model: model?.model ?? null,
    modelCandidates: models.map((m) => m.model),
    year,
    variant,
    engine: engineCandidates.length === 1 ? engineCandidates[0]! : null,
    engineCandidates,
    applications: apps,
    source,
  };
}

/** The car search's query understanding reads in a question: its make and the models still possible. */
export interface SearchVehicleReading {
  makeName: string;
  /** The one model, or the models the words leave possible; empty when only the make is named. */
  modelIds: number[];
  year: number | null;
}

/**
 * A question is a sentence where a search is a few words: "is" is a verb there ("my car is misfiring"),
 * and the Lexus IS only when a model number or "f" follows ("is 350", "is f").
 */
function withoutVerbIs(words: string[]): string[] {
  return words.filter((w, i) => w !== 'is' || /^(\d|f$)/.test(words[i + 1] ?? ''));
}

/** Search's reading of the question's vehicle (the words corrected as a search corrects them), or null when it reads none. */
export function readVehicleAsSearch(question: string, queryVocabulary: QueryVocabulary, currentYear: number): SearchVehicleReading | null {
  const words = correctWords(withoutVerbIs(foldedWords(question)), queryVocabulary);
  const { vehicle, choices } = readVehicle(words, queryVocabulary, currentYear);
  if (vehicle?.makeId == null) return null;
  const makeName = queryVocabulary.makeNames.get(vehicle.makeId);
  if (!makeName) return null;
  return { makeName, modelIds: vehicle.modelId != null ? [vehicle.modelId] : choices.map((c) => c.modelId), year: vehicle.year };
}

/** The models search's reading leaves possible, ranked by the variant and engine words as the assistant reads them. */
function modelsFromSearchReading(
  reading: SearchVehicleReading,
  make: { slug: string },
  vocabulary: VehicleVocabulary,
  words: Set<string>,
  engineKeys: Set<string>,
  year: number | null,
): ModelScore[] {
  const ids = new Set(reading.modelIds);
  const models = vocabulary.models.filter((m) => m.makeSlug === make.slug && ids.has(m.id));
  // One model: search settled it; the variant words only add detail.
  if (models.length === 1) return [{ model: models[0]!, score: 1, variant: variantIn(models[0]!, words) }];
  return bestScored(models, words, engineKeys, vocabulary.applications, year);
}

/** The models the words name best: by name, generation, variant and engine, within the year when one is given. */
function bestScored(models: VocabularyModel[], words: Set<string>, engineKeys: Set<string>, apps: EngineApplication[], year: number | null): ModelScore[] {
  let scored = models.map((m) => scoreModel(m, words, engineKeys, apps)).filter((s) => s.score > 0);
  // An engine alone ("n54") names no model: only names, generations and variants do.
  scored = scored.filter((s) => s.score > (engineKeys.size && apps.some((a) => a.modelSlug === s.model.slug && engineKeys.has(a.engineKey)) ? 2 : 0));
  if (year != null) {
    const inRange = scored.filter((s) => inYears(year, s.model.yearFrom, s.model.yearTo));
    if (inRange.length) scored = inRange;
  }
  const best = Math.max(0, ...scored.map((s) => s.score));
  return scored.filter((s) => s.score === best);
}

/**
 * The vehicle a question names, or null when it names no make, model or engine. `searchReading` is
 * search's reading of the same question (readVehicleAsSearch); the assistant's own words are the
 * fallback when it found no car.
 */
export function resolveVehicleFromQuestion(question: string, vocabulary: VehicleVocabulary, searchReading: SearchVehicleReading | null): ResolvedVehicle | null {
  const tokens = questionTokens(question);
  const words = grams(tokens);
  const yearToken = tokens.find((t) => YEAR.test(t));
  const year = searchReading?.year ?? (yearToken ? Number(yearToken) : null);

  const named = namedEngines(vocabulary, words);
  const engineKeys = new Set(named.map((e) => e.key));
  const searchMake = searchReading ? vocabulary.makes.find((m) => m.name === searchReading.makeName) : undefined;
  if (searchReading && searchMake) {
    const models = modelsFromSearchReading(searchReading, searchMake, vocabulary, words, engineKeys, year);
    return finish(vocabulary, searchMake, models, year, named, 'question');
  }

  const makeVotes = new Map<string, number>();
  for (const token of tokens) {
    if (YEAR.test(token)) continue;
    const match = recognizeVehicleWord(token.replace(/\./g, ''));
    if (match) makeVotes.set(makeSlug(match.make), (makeVotes.get(makeSlug(match.make)) ?? 0) + 1);
  }
  for (const e of named) makeVotes.set(e.makeSlug, (makeVotes.get(e.makeSlug) ?? 0) + 1);
  // Variants and generations only the catalog knows ("135i", "is 350", "xe20") name their make too.
  if (makeVotes.size === 0) {
    for (const m of vocabulary.models) {
      const generation = m.generation ? compact(m.generation) : '';
      if (variantIn(m, words) || (generation && distinctive(generation) && /\d/.test(generation) && words.has(generation))) {
        makeVotes.set(m.makeSlug, (makeVotes.get(m.makeSlug) ?? 0) + 1);
      }
    }
  }
  if (makeVotes.size === 0) return null;

  const candidates = vocabulary.models.filter((m) => makeVotes.has(m.makeSlug) || vocabulary.applications.some((a) => a.modelSlug === m.slug && engineKeys.has(a.engineKey)));
  const top = bestScored(candidates, words, engineKeys, vocabulary.applications, year);

  const makeSlugOf = top[0]?.model.makeSlug ?? named[0]?.makeSlug ?? [...makeVotes].sort((a, b) => b[1] - a[1])[0]![0];
  const make = vocabulary.makes.find((m) => m.slug === makeSlugOf) ?? { slug: makeSlugOf, name: makeSlugOf };
  return finish(vocabulary, make, top.filter((s) => s.model.makeSlug === make.slug), year, named, 'question');
}

/** The vehicle the shopper picked on the site, or null when its make is unknown. */
export function resolveRequestedVehicle(requested: RequestedVehicle, vocabulary: VehicleVocabulary): ResolvedVehicle | null {
  const make = vocabulary.makes.find((m) => m.slug === requested.make.toLowerCase());
  if (!make) return null;
  const model = requested.model ? vocabulary.models.find((m) => m.makeSlug === make.slug && m.slug === requested.model) : undefined;
  const scored: ModelScore[] = model ? [{ model, score: 1, variant: requested.variant && model.variants.includes(requested.variant) ? requested.variant : null }] : [];
  return finish(vocabulary, make, scored, requested.year ?? null, [], 'request');
}

/** "2011 Audi A4 (B8) 2.0T, EA888 Gen 1/2": what the answer says it understood. */
export function describeResolvedVehicle(v: ResolvedVehicle): string {
  const model = v.model
    ? `${v.model.name}${v.model.generation && v.model.generation !== v.model.name ? ` (${v.model.generation})` : ''}`
    : v.modelCandidates.length > 1
      ? v.modelCandidates[0]!.name
      : '';
  const parts = [v.year ?? '', v.makeName, model, v.variant && !model.toLowerCase().includes(v.variant.toLowerCase()) ? v.variant : ''].filter(Boolean);
  const engine = v.engine ? `${v.engine.code} engine` : '';
  return [parts.join(' '), engine].filter(Boolean).join(', ');
}
