/**
 * Query understanding: what a shopper typed, read against the catalog's own words and vehicles.
 * Accents and case fold away, misspelt words become the nearest catalog word, run-together words
 * split, shop words gain the catalog's names for them, and a vehicle named in the text (make,
 * model, chassis or engine code, year) becomes a fitment filter instead of words to match.
 * Pure: the vocabulary is read from the database by the search module and passed in.
 */

import { normalizePartNumber } from './part-number';
import { aliasIndex, namingTargets, type AliasIndex, type AliasRow, type AliasSource } from './vehicle-aliases';

/* ---------------------------------------------------------------- folding */

const SPECIAL_FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Lower case without accents, as PostgreSQL's unaccent folds the catalog's vectors:
 * "Lemförder" → "lemforder", "Huracán" → "huracan", "Straße" → "strasse".
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL_FOLDS[c] ?? c);
}

/** Folded words: letters and digits, everything else separates ("Oil-Filter, E46!" → oil filter e46). */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/* ---------------------------------------------------------------- distances */

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions: "brkae" is one edit
 * from "brake"), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows of the table, reused from call to call: spelling correction compares a word with
  // thousands of the vocabulary's.
  if (b.length + 1 > distanceRows[0]!.length) distanceRows = distanceRows.map(() => new Int32Array(b.length + 1));
  let [prevPrev, prev, row] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return Math.min(prev[b.length]!, max + 1);
}

let distanceRows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** Trigram similarity as pg_trgm computes it for one word: shared trigrams over all distinct ones. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Edits allowed to correct a word: none under 4 letters, 1 for 4–7, 2 for longer. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/* ---------------------------------------------------------------- vocabulary */

export interface VehicleModelEntry {
  id: number;
  makeId: number;
  make: string;
  name: string;
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  variants: string[];
  engineCodes: string[];
  /** The address words of the make and the model (bmw, m3-e46), for a choice a link can name. */
  makeSlug?: string;
  slug?: string;
  /** Whether any part on offer fits it; a model that none fits is never offered as a choice. Unknown: offered. */
  fitted?: boolean;
}

export interface VocabularySource {
  /** Catalog words with how often they occur: part names, brands, categories. */
  words: ReadonlyMap<string, number>;
  /** Folded term → folded alternatives. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** Term → the catalog part types it names ("brake pads" → front and rear pad sets). */
  partTypeTerms?: ReadonlyMap<string, readonly string[]>;
  /** The vehicle alias table (rules/vehicle-aliases.ts): names of cars however spelt, to their generations. */
  vehicleAliases?: readonly AliasRow[];
  models: readonly VehicleModelEntry[];
  /** Part types as named ("Front Brake Pad Set") and brands, with how many parts have them. */
  partTypes?: ReadonlyMap<string, number>;
  brands?: ReadonlyMap<string, number>;
  /** Part numbers as printed, with the part's name, for suggestions. */
  partNumbers?: readonly { number: string; name: string }[];
}

type Phrase = string; // folded words joined by single spaces

export interface QueryVocabulary {
  words: ReadonlyMap<string, number>;
  /** Words bucketed by length, for the nearest-word scan. */
  byLength: ReadonlyMap<number, readonly string[]>;
  synonyms: ReadonlyMap<Phrase, readonly string[]>;
  /** Phrases naming part types, each word singular ("brake pad"), with the types they name. */
  partTypeTerms: ReadonlyMap<Phrase, readonly string[]>;
  /** Folded alias keys ("rcf", "335xi") to the generations they mean. */
  aliases: AliasIndex;
  models: readonly VehicleModelEntry[];
  makes: ReadonlyMap<Phrase, number>;
  makeNames: ReadonlyMap<number, string>;
  modelNames: ReadonlyMap<Phrase, number[]>;
  generations: ReadonlyMap<Phrase, number[]>;
  variants: ReadonlyMap<Phrase, number[]>;
  engines: ReadonlyMap<Phrase, number[]>;
  /** Short vehicle words (makes, models, codes of 3 letters), which a swap of two letters may miss ("bwm"). */
  shortVehicleWords: ReadonlySet<string>;
  /** Longest vehicle or synonym phrase, in words. */
  longestPhrase: number;
  /** Longest synonym term, in words ("anti roll bar drop link"). */
  longestSynonym: number;
  /** What suggestions offer, each with its folded words and weight. */
  suggestions: readonly SuggestionEntry[];
  /** Part numbers sorted by their normalized form, for a prefix search. */
  partNumbers: readonly { normalized: string; number: string; name: string }[];
  /** Brands as stored, with their folded words. */
  brands: readonly { brand: string; words: readonly string[] }[];
}

export interface SuggestionEntry {
  group: 'part' | 'number' | 'brand' | 'vehicle';
  label: string;
  q: string;
  words: string[];
  weight: number;
  vehicle: { makeId: number; modelId: number } | null;
}

/** Words that are never corrected nor taken for catalog words. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'for', 'my', 'of', 'to', 'on', 'in', 'with', 'fits', 'fit', 'fitting', 'from', 'new', 'set', 'kit',
  'front', 'rear', 'left', 'right', 'pair', 'best', 'cheap', 'cheapest', 'buy', 'part', 'parts', 'that', 'this', 'your', 'what', 'does',
]);

/**
 * Everyday words that are also the name of a model or a code (the Lexus IS): alone they are read as
 * the word ("what is the best oil filter"), and as the vehicle only beside its make ("lexus is pads").
 */
const EVERYDAY_WORDS = new Set([
  ...STOP_WORDS, 'is', 'are', 'was', 'be', 'it', 'its', 'as', 'at', 'by', 'or', 'if', 'so', 'up', 'go', 'do', 'can', 'will',
  'how', 'why', 'when', 'which', 'who', 'need', 'good', 'one',
]);

/**
 * How a shopper asks, not what for ("what is the best oil filter"): left out of the words searched,
 * which no part name or description would all carry. Never a whole query.
 */
const ASKING_WORDS = new Set(['what', 'which', 'where', 'how', 'is', 'are', 'the', 'best', 'cheap', 'cheapest', 'buy', 'need', 'good', 'does', 'do', 'should', 'i']);

/** Words that introduce a vehicle ("for my 2015 BMW M3") and go with it. */
const VEHICLE_FILLERS = new Set(['for', 'my', 'fits', 'fit', 'to', 'on', 'a', 'an', 'the', 'in']);

function push(map: Map<Phrase, number[]>, key: string, id: number) {
  const phrase = foldedWords(key).join(' ');
  if (!phrase) return;
  const ids = map.get(phrase) ?? [];
  if (!ids.includes(id)) ids.push(id);
  map.set(phrase, ids);
}

export function buildVocabulary(source: VocabularySource): QueryVocabulary {
  const words = new Map(source.words);
  const makes = new Map<Phrase, number>();
  const makeNames = new Map<number, string>();
  const modelNames = new Map<Phrase, number[]>();
  const generations = new Map<Phrase, number[]>();
  const variants = new Map<Phrase, number[]>();
  const engines = new Map<Phrase, number[]>();
  for (const m of source.models) {
    makeNames.set(m.makeId, m.make);
    const makeWords = foldedWords(m.make);
    makes.set(makeWords.join(' '), m.makeId);
    // "Mercedes-Benz" is also "mercedes"; "Aston Martin" also "aston".
    if (makeWords.length > 1 && makeWords[0]!.length >= 4) makes.set(makeWords[0]!, m.makeId);
    push(modelNames, m.name, m.id);
    if (m.generation) push(generations, m.generation, m.id);
    for (const v of m.variants) push(variants, v, m.id);
    for (const e of m.engineCodes) push(engines, e, m.id);
  }
  const synonyms = new Map<Phrase, readonly string[]>();
  for (const [term, alternatives] of source.synonyms) {
    const phrase = foldedWords(term).join(' ');
    if (phrase) synonyms.set(phrase, alternatives.map((a) => foldedWords(a).join(' ')).filter(Boolean));
  }
  const partTypeTerms = new Map<Phrase, string[]>();
  for (const [term, types] of source.partTypeTerms ?? []) {
    const phrase = singularPhrase(foldedWords(term));
    if (!phrase || types.length === 0) continue;
    partTypeTerms.set(phrase, [...new Set([...(partTypeTerms.get(phrase) ?? []), ...types])]);
  }
  // Vehicle and synonym words are catalog words too: they are corrected to and never away from.
  for (const phrase of [...makes.keys(), ...modelNames.keys(), ...generations.keys(), ...variants.keys(), ...engines.keys(), ...synonyms.keys(), ...[...synonyms.values()].flat()]) {
    for (const w of phrase.split(' ')) if (!words.has(w)) words.set(w, 1);
  }
  const shortVehicleWords = new Set(
    [...makes.keys(), ...modelNames.keys(), ...generations.keys(), ...variants.keys(), ...engines.keys()]
      .flatMap((phrase) => phrase.split(' '))
      .filter((w) => /^[a-z]{3}$/.test(w)),
  );
  const byLength = new Map<number, string[]>();
  for (const w of words.keys()) {
    if (!/^[a-z]+$/.test(w)) continue;
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  const longestPhrase = Math.max(1, ...[...modelNames.keys(), ...variants.keys(), ...makes.keys(), ...synonyms.keys()].map((p) => p.split(' ').length));
  const suggestions: SuggestionEntry[] = [
    ...[...(source.partTypes ?? [])].map(([label, n]) => ({ group: 'part' as const, label, q: label.toLowerCase(), words: foldedWords(label), weight: n, vehicle: null })),
    ...[...(source.brands ?? [])].map(([label, n]) => ({ group: 'brand' as const, label, q: label, words: foldedWords(label), weight: n, vehicle: null })),
    ...source.models.map((m) => ({
      group: 'vehicle' as const,
      label: modelChoiceLabel(m),
      q: `${m.make} ${m.name}${m.generation ? ` ${m.generation}` : ''}`,
      words: foldedWords(`${m.make} ${m.name} ${m.generation ?? ''} ${m.engineCodes.join(' ')}`),
      weight: 0,
      vehicle: { makeId: m.makeId, modelId: m.id },
    })),
    ...nicknameSuggestions(source),
  ];
  const partNumbers = (source.partNumbers ?? [])
    .map((p) => ({ normalized: normalizePartNumber(p.number), number: p.number, name: p.name }))
    .filter((p) => p.normalized.length > 0)
    .sort((a, b) => (a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : 0));
  const brands = [...(source.brands?.keys() ?? [])].map((brand) => ({ brand, words: foldedWords(brand) }));
  return {
    words, byLength, synonyms, partTypeTerms, aliases: aliasIndex(source.vehicleAliases ?? []), models: source.models, makes, makeNames, modelNames, generations, variants, engines, shortVehicleWords,
    longestPhrase: Math.min(longestPhrase, 4), longestSynonym: Math.max(1, ...[...synonyms.keys()].map((p) => p.split(' ').length)), suggestions, partNumbers, brands,
  };
}

/** The alias sources a shopper may not know the catalog's name for: offered as suggestions of their own. */
const SUGGESTED_ALIAS_SOURCES: ReadonlySet<AliasSource> = new Set(['nickname', 'console']);

/**
 * Nicknames (and operators' aliases) as suggestions: "Godzilla — Nissan GT-R (R35) 2009–", the car
 * itself when the name means one generation, its model line when it means several ("3er — BMW 3 Series").
 */
function nicknameSuggestions(source: VocabularySource): SuggestionEntry[] {
  const byId = new Map(source.models.map((m) => [m.id, m]));
  const lines = new Map<string, { display: string; models: VehicleModelEntry[] }>();
  for (const row of source.vehicleAliases ?? []) {
    const model = byId.get(row.modelId);
    if (!SUGGESTED_ALIAS_SOURCES.has(row.source) || !model) continue;
    const key = `${row.alias}\u0000${model.makeId}\u0000${model.name}`;
    const line = lines.get(key) ?? { display: row.display, models: [] };
    line.models.push(model);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ display, models }) => {
    const m = models[0]!;
    const one = models.length === 1;
    return {
      group: 'vehicle' as const,
      label: `${display} — ${one ? modelChoiceLabel(m) : `${m.make} ${m.name}`}`,
      q: one ? `${m.make} ${m.name}${m.generation ? ` ${m.generation}` : ''}` : `${m.make} ${m.name}`,
      words: foldedWords(display),
      weight: 0,
      vehicle: one ? { makeId: m.makeId, modelId: m.id } : null,
    };
  });
}

/**
 * The brands a query names in full: every word of the brand is among the query's words. "bilstein
 * shocks" names Bilstein, not Febi Bilstein; "febi bilstein control arm" names both. Best match puts
 * the named brand's parts ahead of parts that only share a word with it.
 */
export function brandsNamedIn(query: string, vocabulary: Pick<QueryVocabulary, 'brands'>): string[] {
  const words = new Set(foldedWords(query));
  return vocabulary.brands.filter((b) => b.words.length > 0 && b.words.every((word) => words.has(word))).map((b) => b.brand);
}

/* ---------------------------------------------------------------- part types */

/** A word as one of many: "pads" → pad, "clutches" → clutch; "glass", "gas", "abs" stay. */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function singularPhrase(words: readonly string[]): Phrase {
  return words.map(singular).join(' ');
}

/** The longest phrase naming a part type, scanned at every word. */
const LONGEST_PART_TYPE_PHRASE = 6;

/**
 * The catalog part types the words name: at each word the longest phrase that names one ("brake pad
 * wear sensor" names the sensor, not the pads), singular and plural alike. Every type named counts.
 */
export function partTypesNamedIn(words: readonly string[], vocabulary: Pick<QueryVocabulary, 'partTypeTerms'>): string[] {
  return [...new Set(partTypePhrases(words, vocabulary).flatMap((p) => p.types))];
}

/** The phrases naming part types, where they stand in the words: the longest at each word. */
function partTypePhrases(words: readonly string[], vocabulary: Pick<QueryVocabulary, 'partTypeTerms'>): { start: number; end: number; types: readonly string[] }[] {
  const found: { start: number; end: number; types: readonly string[] }[] = [];
  const singulars = words.map(singular);
  for (let i = 0; i < singulars.length; ) {
    let step = 1;
    for (let n = Math.min(LONGEST_PART_TYPE_PHRASE, singulars.length - i); n >= 1; n--) {
      const types = vocabulary.partTypeTerms.get(singulars.slice(i, i + n).join(' '));
      if (types) {
        found.push({ start: i, end: i + n, types });
        step = n;
        break;
      }
    }
    i += step;
  }
  return found;
}

/**
 * Words inside a part name of two words or more ("track rod end", "track control arm"): none of
 * them alone is read as a vehicle, though "track" is also a trim's name.
 */
function partPhraseWords(words: readonly string[], vocabulary: Pick<QueryVocabulary, 'partTypeTerms'>): Set<number> {
  const inside = new Set<number>();
  for (const p of partTypePhrases(words, vocabulary)) if (p.end - p.start > 1) for (let k = p.start; k < p.end; k++) inside.add(k);
  return inside;
}

/* ---------------------------------------------------------------- correction and splitting */

/**
 * The catalog word nearest to `word` within its allowed edits: fewest edits, then the higher trigram
 * similarity, then the more frequent word, then alphabetical. Null when none is near enough.
 */
export function nearestWord(word: string, vocabulary: QueryVocabulary): string | null {
  const max = allowedEdits(word);
  if (max === 0) return swappedVehicleWord(word, vocabulary);
  // Ranked: fewest edits; then a word of the same length (a swap or a slip, "fliter" → filter rather
  // than liter); then the same first letter; then trigram similarity; then frequency; then alphabetical.
  let best: { word: string; key: number[] } | null = null;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      if (candidate.length < 3) continue;
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      const key = [
        -distance,
        candidate.length === word.length ? 1 : 0,
        candidate[0] === word[0] ? 1 : 0,
        trigramSimilarity(word, candidate),
        vocabulary.words.get(candidate) ?? 0,
      ];
      if (!best || isBetter(key, best.key)) best = { word: candidate, key };
    }
  }
  return best?.word ?? null;
}

/**
 * Three letters are too few to correct in general ("oli" could be many words), but a make or code
 * typed with two neighbouring letters swapped is unmistakable: "bwm" → bmw.
 */
function swappedVehicleWord(word: string, vocabulary: QueryVocabulary): string | null {
  if (!/^[a-z]{3}$/.test(word)) return null;
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (vocabulary.shortVehicleWords.has(swapped)) return swapped;
  }
  return null;
}

function isBetter(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** "oilfilter" → ["oil", "filter"] when both halves are catalog words of 3+ letters (the most even split wins). */
export function splitWord(word: string, vocabulary: QueryVocabulary): [string, string] | null {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return null;
  let best: [string, string] | null = null;
  for (let i = 3; i <= word.length - 3; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (vocabulary.words.has(left) && isKnownWord(right, vocabulary) && !STOP_WORDS.has(left) && !STOP_WORDS.has(right)) {
      if (!best || Math.min(left.length, right.length) > Math.min(best[0].length, best[1].length)) best = [left, right];
    }
  }
  return best;
}

/** A catalog word, or its plural ("pads" is known when "pad" is). */
export function isKnownWord(word: string, vocabulary: QueryVocabulary): boolean {
  if (vocabulary.words.has(word)) return true;
  return (word.endsWith('s') && vocabulary.words.has(word.slice(0, -1))) || (word.endsWith('es') && vocabulary.words.has(word.slice(0, -2)));
}

/** Each word as the catalog spells it: known words stay, run-together words split, misspelt words are corrected. */
export function correctWords(words: readonly string[], vocabulary: QueryVocabulary): string[] {
  return words.flatMap((word) => {
    if (isKnownWord(word, vocabulary) || STOP_WORDS.has(word) || !/^[a-z]+$/.test(word)) return [word];
    const split = splitWord(word, vocabulary);
    if (split) return split;
    const nearest = nearestWord(word, vocabulary);
    if (nearest) return [nearest];
    // A misspelt plural of a catalog word: "blaeds" → blades.
    const singular = word.endsWith('s') ? nearestWord(word.slice(0, -1), vocabulary) : null;
    return [singular ? `${singular}s` : word];
  });
}

/* ---------------------------------------------------------------- vehicles */

export interface QueryVehicle {
  makeId: number | null;
  modelId: number | null;
  generation: string | null;
  year: number | null;
  /** "2015 BMW M3 (F80)". */
  label: string;
}

export interface VehicleChoice {
  makeId: number;
  modelId: number;
  generation: string | null;
  label: string;
  makeSlug: string | null;
  modelSlug: string | null;
}

export function modelLabel(m: Pick<VehicleModelEntry, 'make' | 'name' | 'generation'>): string {
  return `${m.make} ${m.name}${m.generation && m.generation !== m.name ? ` (${m.generation})` : ''}`;
}

export function modelChoiceLabel(m: VehicleModelEntry): string {
  return `${modelLabel(m)} ${m.yearFrom}–${m.yearTo ?? ''}`.trim();
}

type Kind = 'make' | 'model' | 'generation' | 'variant' | 'engine' | 'year';
interface Mention {
  kind: Kind;
  start: number;
  end: number;
  ids: number[];
  year?: number;
}

const isYear = (word: string, currentYear: number) => /^\d{4}$/.test(word) && Number(word) >= 1940 && Number(word) <= currentYear + 1;

function findMentions(words: readonly string[], vocabulary: QueryVocabulary, currentYear: number): Mention[] {
  const mentions: Mention[] = [];
  const partWords = partPhraseWords(words, vocabulary);
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    if (isYear(word, currentYear)) {
      mentions.push({ kind: 'year', start: i, end: i + 1, ids: [], year: Number(word) });
      i++;
      continue;
    }
    let found: Mention | null = null;
    for (let n = Math.min(vocabulary.longestPhrase, words.length - i); n >= 1 && !found; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const makeId = vocabulary.makes.get(phrase);
      if (makeId !== undefined) found = { kind: 'make', start: i, end: i + n, ids: [makeId] };
      else if (vocabulary.modelNames.has(phrase)) found = { kind: 'model', start: i, end: i + n, ids: vocabulary.modelNames.get(phrase)! };
      else if (vocabulary.generations.has(phrase)) found = { kind: 'generation', start: i, end: i + n, ids: vocabulary.generations.get(phrase)! };
      else if (vocabulary.variants.has(phrase)) found = { kind: 'variant', start: i, end: i + n, ids: vocabulary.variants.get(phrase)! };
      else if (vocabulary.engines.has(phrase)) found = { kind: 'engine', start: i, end: i + n, ids: vocabulary.engines.get(phrase)! };
      else found = aliasMention(words, i, n, vocabulary);
    }
    // One word of a part's name is that part's, not a vehicle's; a vehicle named in several words stands.
    if (found && !(found.end - found.start === 1 && partWords.has(found.start))) {
      mentions.push(found);
      i = found.end;
    } else i++;
  }
  return mentions;
}

/**
 * The words from `i` to `i + n`, run together, as a vehicle alias ("rc f", "370 z", "gt86", "325xi"):
 * a variant mention of the generations it means. Everyday words and numbers alone are never one.
 */
function aliasMention(words: readonly string[], i: number, n: number, vocabulary: QueryVocabulary): Mention | null {
  const span = words.slice(i, i + n);
  if (n === 1 && (EVERYDAY_WORDS.has(span[0]!) || /^\d+$/.test(span[0]!))) return null;
  const targets = namingTargets(vocabulary.aliases.get(span.join('')) ?? []);
  if (!targets.length) return null;
  return { kind: 'variant', start: i, end: i + n, ids: [...new Set(targets.map((t) => t.modelId))] };
}

export interface VehicleReading {
  vehicle: QueryVehicle | null;
  /** Models the text could mean when it does not settle on one. */
  choices: VehicleChoice[];
  /** Indexes of the words the vehicle used up (left out of the text search). */
  consumed: Set<number>;
  /**
   * The model line's name, when a variant named several of its generations ("535i": the E60 and the
   * F10 are both a "5 series"): searched in its place, as part names and fitments carry it.
   */
  lineWords: string[];
}

/**
 * The vehicle the words name, resolved against the catalog's models: every mention narrows the
 * models it could be (make, model name, chassis code, variant, engine code, model year). One model
 * left: the vehicle is that model and its words leave the text. Several models of one make: the make
 * filters, the model words stay in the text (part names and fitments carry them) and the models are
 * offered as choices. Mentions that fit no model together are not taken for a vehicle.
 */
export function readVehicle(words: readonly string[], vocabulary: QueryVocabulary, currentYear: number): VehicleReading {
  const none: VehicleReading = { vehicle: null, choices: [], consumed: new Set(), lineWords: [] };
  const found = findMentions(words, vocabulary, currentYear);
  const makeNamed = found.some((m) => m.kind === 'make');
  const mentions = found.filter((m) => makeNamed || m.kind === 'year' || m.end - m.start > 1 || !EVERYDAY_WORDS.has(words[m.start]!));
  const named = mentions.filter((m) => m.kind !== 'year');
  const years = mentions.filter((m) => m.kind === 'year').map((m) => m.year!);
  if (named.length === 0) return none;

  let candidates = vocabulary.models;
  for (const m of named) {
    candidates = m.kind === 'make' ? candidates.filter((c) => c.makeId === m.ids[0]) : candidates.filter((c) => m.ids.includes(c.id));
  }
  if (candidates.length === 0) return none;
  const yearFrom = years.length ? Math.min(...years) : null;
  const yearTo = years.length ? Math.max(...years) : null;
  if (yearFrom !== null && yearTo !== null) {
    const inYears = candidates.filter((c) => c.yearFrom <= yearTo && (c.yearTo ?? currentYear + 1) >= yearFrom);
    if (inYears.length) candidates = inYears;
  }
  const makeIds = new Set(candidates.map((c) => c.makeId));
  // A single year filters; a range only picks the model.
  const year = years.length === 1 ? years[0]! : null;
  const consumed = new Set<number>();
  const take = (m: Mention) => {
    for (let k = m.start; k < m.end; k++) consumed.add(k);
  };

  if (makeIds.size > 1) {
    return { vehicle: null, choices: offerable(candidates), consumed, lineWords: [] };
  }
  const makeId = candidates[0]!.makeId;
  const make = vocabulary.makeNames.get(makeId) ?? '';
  for (const m of mentions) if (m.kind === 'year' || m.kind === 'make') take(m);
  let vehicle: QueryVehicle;
  let choices: VehicleChoice[] = [];
  let lineWords: string[] = [];
  if (candidates.length === 1) {
    const model = candidates[0]!;
    for (const m of named) take(m);
    vehicle = { makeId, modelId: model.id, generation: model.generation, year, label: `${year ?? ''} ${modelLabel(model)}`.trim() };
  } else {
    const generations = new Set(candidates.map((c) => c.generation));
    const generation = generations.size === 1 ? [...generations][0]! : null;
    vehicle = { makeId, modelId: null, generation, year, label: `${year ?? ''} ${make}`.trim() };
    if (named.some((m) => m.kind !== 'make')) choices = offerable(candidates);
    const lines = new Set(candidates.map((c) => c.name));
    if (lines.size === 1 && named.some((m) => m.kind === 'variant') && named.every((m) => m.kind === 'variant' || m.kind === 'make')) {
      for (const m of named) take(m);
      lineWords = foldedWords([...lines][0]!);
    }
  }
  // "for my" before the vehicle goes with it.
  const first = Math.min(...consumed);
  for (let k = first - 1; k >= 0 && VEHICLE_FILLERS.has(words[k]!); k--) consumed.add(k);
  return { vehicle, choices, consumed, lineWords };
}

/** The models worth offering as choices: those some part on offer fits, eight at most. */
function offerable(candidates: readonly VehicleModelEntry[]): VehicleChoice[] {
  return candidates.filter((c) => c.fitted !== false).slice(0, 8).map(toChoice);
}

function toChoice(m: VehicleModelEntry): VehicleChoice {
  return { makeId: m.makeId, modelId: m.id, generation: m.generation, label: modelChoiceLabel(m), makeSlug: m.makeSlug ?? null, modelSlug: m.slug ?? null };
}

/* ---------------------------------------------------------------- the whole query */

export interface UnderstoodQuery {
  /** The words to search for, as plain text (null: none left, the vehicle alone filters). */
  text: string | null;
  /**
   * The words with their synonyms as a to_tsquery expression ("front & (shocks | shock <-> absorber)"),
   * when a synonym applies; otherwise the text is searched as it is.
   */
  tsquery: string | null;
  /** The query as corrected, when a word was corrected or split; null when it was searched as typed. */
  correctedQuery: string | null;
  vehicle: QueryVehicle | null;
  choices: VehicleChoice[];
  /** The catalog part types the words name: their parts are listed first. */
  partTypes: string[];
}

/**
 * The query as the shopper typed it with only the corrected words replaced, so the words that needed
 * no correction (a vehicle's "2015 BMW M3", a code like "M96/M97") read back as they were written.
 */
export function correctedAsTyped(raw: string, vocabulary: QueryVocabulary): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((token) => {
      const folded = foldedWords(token);
      const corrected = correctWords(folded, vocabulary);
      return corrected.join(' ') === folded.join(' ') ? token : corrected.join(' ');
    })
    .join(' ');
}

/** Text with websearch syntax (quotes, "or", a leading minus) is searched as typed. */
const WEBSEARCH_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;

export function understandQuery(
  raw: string,
  vocabulary: QueryVocabulary,
  options: { currentYear: number; correct?: boolean; readVehicle?: boolean },
): UnderstoodQuery {
  // The catalog's vectors read "M96/M97" as two words (a slash is a separator there, not a path),
  // so the text as typed is searched the same way.
  const asTyped: UnderstoodQuery = { text: raw.trim().replace(/\//g, ' ') || null, tsquery: null, correctedQuery: null, vehicle: null, choices: [], partTypes: [] };
  if (!raw.trim() || WEBSEARCH_SYNTAX.test(raw)) return asTyped;
  const typed = foldedWords(raw);
  const words = options.correct === false ? typed : correctWords(typed, vocabulary);
  const corrected = words.join(' ') !== typed.join(' ') ? correctedAsTyped(raw, vocabulary) : null;

  const reading: VehicleReading =
    options.readVehicle === false ? { vehicle: null, choices: [], consumed: new Set<number>(), lineWords: [] } : readVehicle(words, vocabulary, options.currentYear);
  const unread = [...words.filter((_, k) => !reading.consumed.has(k)), ...reading.lineWords];
  const asked = unread.filter((word) => !ASKING_WORDS.has(word));
  const askingLeftOut = asked.length > 0 && asked.length < unread.length;
  const rest = askingLeftOut ? asked : unread;

  // Synonyms: the longest phrase first at each word.
  const parts: { words: string[]; alternatives: string[] }[] = [];
  let anySynonym = false;
  for (let i = 0; i < rest.length; ) {
    let matched = false;
    for (let n = Math.min(vocabulary.longestSynonym, rest.length - i); n >= 1; n--) {
      const phrase = rest.slice(i, i + n).join(' ');
      const alternatives = vocabulary.synonyms.get(phrase);
      if (alternatives?.length) {
        parts.push({ words: rest.slice(i, i + n), alternatives: [...alternatives] });
        anySynonym = true;
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      parts.push({ words: [rest[i]!], alternatives: [] });
      i++;
    }
  }
  const phraseQuery = (phrase: string) => phrase.split(' ').join(' <-> ');
  const tsquery = anySynonym
    ? parts
        .map((p) =>
          p.alternatives.length ? `(${[p.words.join(' '), ...p.alternatives].map(phraseQuery).join(' | ')})` : phraseQuery(p.words.join(' ')),
        )
        .join(' & ')
    : null;
  const partTypes = partTypesNamedIn(rest, vocabulary);
  // Nothing understood: the text goes to the engines exactly as typed.
  if (!corrected && !reading.vehicle && !anySynonym && !askingLeftOut) return { ...asTyped, choices: reading.choices, partTypes };
  return {
    text: rest.length ? rest.join(' ') : null,
    tsquery,
    correctedQuery: corrected,
    vehicle: reading.vehicle,
    choices: reading.choices,
    partTypes,
  };
}

/* ---------------------------------------------------------------- suggestions */

const GROUP_ORDER = { part: 0, number: 1, brand: 2, vehicle: 3 } as const;

/** Part numbers offered at most, so words still find room beside them. */
const MAX_NUMBER_SUGGESTIONS = 4;

/**
 * Part numbers that begin with what is typed, separators ignored ("34 11 6" finds 34116855152): a
 * binary search for the first, then the ones after it. Only typing with a digit in it, 3+ characters.
 */
export function suggestPartNumbers(typed: string, vocabulary: QueryVocabulary, limit = MAX_NUMBER_SUGGESTIONS): SuggestionEntry[] {
  const prefix = normalizePartNumber(typed.trim());
  if (prefix.length < 3 || !/\d/.test(prefix) || !/^[A-Z0-9]+$/.test(prefix)) return [];
  const numbers = vocabulary.partNumbers;
  let low = 0;
  let high = numbers.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (numbers[mid]!.normalized < prefix) low = mid + 1;
    else high = mid;
  }
  const found: SuggestionEntry[] = [];
  const seen = new Set<string>();
  for (let i = low; i < numbers.length && found.length < limit && numbers[i]!.normalized.startsWith(prefix); i++) {
    const { normalized, number, name } = numbers[i]!;
    if (seen.has(normalized)) continue;
    seen.add(normalized);
    found.push({ group: 'number', label: `${number} — ${name}`, q: number, words: [], weight: 0, vehicle: null });
  }
  return found;
}

/**
 * Whether `typed` is one letter off the beginning of `word`: the same first letter (rarely the one
 * mistyped) and one other letter swapped for another ("bre" for "bra…ke"). Three letters at least.
 */
function beginsOneLetterOff(word: string, typed: string): boolean {
  if (typed.length < 3 || word.length < typed.length || word[0] !== typed[0]) return false;
  let differences = 0;
  for (let i = 1; i < typed.length && differences < 2; i++) if (word[i] !== typed[i]) differences++;
  return differences === 1;
}

/**
 * Up to `limit` suggestions for what is being typed: every whole word (corrected like a query's) must
 * be one of the suggestion's words and the last, maybe unfinished, word must begin one. Grouped:
 * part words first, then part numbers, brands, vehicles. A group that no suggestion begins with the
 * unfinished word takes those it begins one letter off ("bre": brake pads, then the brand Brembo).
 * Within a group, those whose first word the typing begins with first, then the most common.
 */
export function suggest(typed: string, vocabulary: QueryVocabulary, limit = 10): Omit<SuggestionEntry, 'words' | 'weight'>[] {
  const words = foldedWords(typed);
  if (words.length === 0) return [];
  const partial = words[words.length - 1]!;
  const whole = correctWords(words.slice(0, -1), vocabulary);
  // An unfinished word that begins no catalog word may be misspelt: its correction counts too.
  const partials = [partial];
  const corrected = partial.length >= 4 ? nearestWord(partial, vocabulary) : null;
  if (corrected && corrected !== partial) partials.push(corrected);
  type Match = { entry: SuggestionEntry; leading: boolean; near: boolean };
  const candidates = vocabulary.suggestions
    .map((entry): Match | null => {
      const has = (w: string) => entry.words.includes(w) || (w.endsWith('s') && entry.words.includes(w.slice(0, -1)));
      if (!whole.every(has)) return null;
      const starts = partials.some((p) => entry.words.some((w) => w.startsWith(p)) || has(p));
      const near = !starts && entry.words.some((w) => beginsOneLetterOff(w, partial));
      if (!starts && !near) return null;
      const leading = near
        ? beginsOneLetterOff(entry.words[0]!, partial)
        : partials.some((p) => entry.words[0]!.startsWith(p)) || (whole.length > 0 && entry.words[0] === whole[0]);
      return { entry, leading, near };
    })
    .filter((m): m is Match => m !== null);
  const groupsBegun = new Set(candidates.filter((m) => !m.near).map((m) => m.entry.group));
  const matches = candidates
    .filter((m) => !m.near || !groupsBegun.has(m.entry.group))
    .sort(
      (a, b) =>
        GROUP_ORDER[a.entry.group] - GROUP_ORDER[b.entry.group] ||
        Number(b.leading) - Number(a.leading) ||
        b.entry.weight - a.entry.weight ||
        a.entry.label.localeCompare(b.entry.label),
    );
  const numbers = suggestPartNumbers(typed, vocabulary);
  const ordered = [...matches.map((m) => m.entry), ...numbers].sort((a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group]);
  // Numbers keep their room: the words' suggestions fill what is left.
  const byWords = ordered.filter((e) => e.group !== 'number').slice(0, Math.max(0, limit - numbers.length));
  return [...byWords, ...numbers]
    .sort((a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group])
    .map((entry) => ({ group: entry.group, label: entry.label, q: entry.q, vehicle: entry.vehicle }));
}
