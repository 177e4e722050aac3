/**
 * Vehicle aliases: every name a shopper or a VIN record may give a car — the catalog's model names,
 * chassis codes and variants, NHTSA vPIC's model names, well-known nicknames — each mapped to the
 * catalog generations it can mean, with the model years it can mean them for. Spelling does not
 * matter: case, accents, spaces, hyphens and punctuation fold away (RC F = RCF = rc-f, 370 Z = 370Z).
 */
import { slugify } from './text';

/** A model line of the catalog, as the aliases need it. */
export interface AliasModel {
  id: number;
  make: string;
  name: string;
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  variants: readonly string[];
}

/** One vPIC model name: make, model, the series vPIC files it under, its first and last model year. */
export type VpicName = readonly [make: string, model: string, series: string | null, yearFrom: number, yearTo: number];

/** A well-known name that is in no record: ("Toyota", "86", "GT86"). */
export type Nickname = readonly [make: string, model: string, alias: string];

export interface AliasTarget {
  modelId: number;
  yearFrom: number;
  yearTo: number;
}

/**
 * Where an alias comes from: the catalog's own records (model name, generation, variant), vPIC, the
 * nickname list, or an operator in the console. All but `console` are derived and rebuilt.
 */
export const ALIAS_SOURCES = ['model', 'generation', 'variant', 'vpic', 'nickname', 'console'] as const;
export type AliasSource = (typeof ALIAS_SOURCES)[number];

export interface AliasRow extends AliasTarget {
  /** The folded key: "rcf", "335xi", "3series". */
  alias: string;
  /** The alias as written ("RC F", "335xi", "3 Series"), for lists and suggestions. */
  display: string;
  source: AliasSource;
}

/** The key an alias is stored and looked up by: folded, letters and digits only. */
export function aliasKey(text: string): string {
  return slugify(text).replace(/-/g, '');
}

/** The last year of a model still in production, as the aliases compare years. */
export const OPEN_YEAR = 9999;

/**
 * The digits of a numbered variant and the few letters before them ("335xi" → 335, "c300" → c300,
 * "sl55amg" → sl55): the badge's stem. A word after the number ("V12 Vantage") is a name, not a badge.
 */
function badgeStem(key: string): string | null {
  const match = /^([a-z]{0,3}\d{2,3})[a-z]{0,3}$/.exec(key);
  return match ? match[1]! : null;
}

function overlap(a: { yearFrom: number; yearTo: number }, b: { yearFrom: number; yearTo: number }) {
  const yearFrom = Math.max(a.yearFrom, b.yearFrom);
  const yearTo = Math.min(a.yearTo, b.yearTo);
  return yearFrom <= yearTo ? { yearFrom, yearTo } : null;
}

const yearsOf = (m: AliasModel) => ({ yearFrom: m.yearFrom, yearTo: m.yearTo ?? OPEN_YEAR });

const wordsOf = (text: string) => slugify(text).split('-').filter(Boolean);
const startsWith = (words: readonly string[], prefix: readonly string[]) => prefix.length > 0 && prefix.length <= words.length && prefix.every((w, i) => words[i] === w);
const endsWith = (words: readonly string[], suffix: readonly string[]) => startsWith([...words].reverse(), [...suffix].reverse());
/** The model number a name starts with: "f355" and "355 spider" → 355, "f430" and "430" → 430; none under three digits. */
const modelNumber = (words: readonly string[]) => /^[a-z]{0,2}(\d{3,})$/.exec(words[0] ?? '')?.[1] ?? null;

/**
 * The catalog generations a vPIC model name means, the first of these that gives any: the models of
 * its make whose name, generation or a variant is the name (folded); for a numbered badge vPIC lists
 * and the catalog does not ("335xi", "328Ci"), the models with a variant of the same number ("335i");
 * the line whose name it is with a letter or three run on ("M3Ci", "TTS"); the models named as its
 * series ("3-Series"); the line whose name it is with words added ("348 tb", "A4 allroad", "718
 * Boxster", "Nissan Z"); the line it names shortened or by its number ("360" for the 360 Modena, "F8"
 * for the F8 Tributo, "355 Spider" for the F355). Each within the years vPIC gives the name.
 */
export function vpicTargets(name: VpicName, models: readonly AliasModel[]): AliasTarget[] {
  const [make, model, series, yearFrom, yearTo] = name;
  const key = aliasKey(model);
  const words = wordsOf(model);
  const ofMake = models.filter((m) => aliasKey(m.make) === aliasKey(make));
  const named = (m: AliasModel) => aliasKey(m.name) === key || (m.generation !== null && aliasKey(m.generation) === key) || m.variants.some((v) => aliasKey(v) === key);
  const stem = badgeStem(key);
  const sameBadge = (m: AliasModel) => stem !== null && m.variants.some((v) => badgeStem(aliasKey(v)) === stem);
  // "M3Ci", "TTS": the line's name with a body or trim letter run on.
  const lineBadge = (m: AliasModel) => {
    const line = aliasKey(m.name);
    return line.length >= 2 && key.startsWith(line) && /^[a-z]{1,3}$/.test(key.slice(line.length));
  };
  const inSeries = (m: AliasModel) => series !== null && aliasKey(series) === aliasKey(m.name);
  const extended = (m: AliasModel) => {
    const line = wordsOf(m.name);
    return line.length < words.length && (startsWith(words, line) || endsWith(words, line));
  };
  const number = modelNumber(words);
  const shortened = (m: AliasModel) => {
    const line = wordsOf(m.name);
    return (words.length < line.length && startsWith(line, words) && words.some((w) => /\d/.test(w))) || (number !== null && number === modelNumber(line));
  };
  for (const test of [named, sameBadge, lineBadge, inSeries, extended, shortened]) {
    const targets = ofMake
      .filter(test)
      .map((m) => ({ modelId: m.id, years: overlap(yearsOf(m), { yearFrom, yearTo }) }))
      .filter((t): t is { modelId: number; years: { yearFrom: number; yearTo: number } } => t.years !== null)
      .map((t) => ({ modelId: t.modelId, ...t.years }));
    if (targets.length) return targets;
  }
  return [];
}

/** Every alias of the catalog's models, vPIC's names and the nicknames, one row per alias and generation. */
export function buildAliasRows(models: readonly AliasModel[], vpic: readonly VpicName[], nicknames: readonly Nickname[]): AliasRow[] {
  const rows = new Map<string, AliasRow>();
  const add = (display: string, target: AliasTarget, source: AliasSource) => {
    const alias = aliasKey(display);
    if (!alias) return;
    const id = `${alias}\u0000${target.modelId}`;
    const known = rows.get(id);
    if (known) {
      known.yearFrom = Math.min(known.yearFrom, target.yearFrom);
      known.yearTo = Math.max(known.yearTo, target.yearTo);
    } else rows.set(id, { alias, display, ...target, source });
  };
  for (const m of models) {
    const target = { modelId: m.id, ...yearsOf(m) };
    add(m.name, target, 'model');
    if (m.generation) {
      add(m.generation, target, 'generation');
      add(`${m.name} ${m.generation}`, target, 'generation');
    }
    for (const v of m.variants) add(v, target, 'variant');
  }
  for (const name of vpic) for (const target of vpicTargets(name, models)) add(name[1], target, 'vpic');
  for (const [make, model, alias] of nicknames) {
    for (const m of models.filter((x) => aliasKey(x.make) === aliasKey(make) && aliasKey(x.name) === aliasKey(model))) {
      add(alias, { modelId: m.id, ...yearsOf(m) }, 'nickname');
    }
  }
  return [...rows.values()];
}

/** A generation an alias means, the alias as written, and where it comes from. */
export interface IndexedTarget extends AliasTarget {
  display: string;
  source: AliasSource;
}

export type AliasIndex = ReadonlyMap<string, readonly IndexedTarget[]>;

export function aliasIndex(rows: readonly AliasRow[]): AliasIndex {
  const index = new Map<string, IndexedTarget[]>();
  for (const row of rows) {
    const list = index.get(row.alias) ?? [];
    list.push({ modelId: row.modelId, yearFrom: row.yearFrom, yearTo: row.yearTo, display: row.display, source: row.source });
    index.set(row.alias, list);
  }
  return index;
}

/** Variants and vPIC's names are trims of a line; the others name the line itself. */
const TRIM_SOURCES: ReadonlySet<AliasSource> = new Set(['variant', 'vpic']);

/**
 * The generations an alias names outright: where it is one model line's own name (or chassis code,
 * nickname) and another's trim, it means the line ("GT-R" is Nissan's GT-R, not the AMG GT's GT R
 * trim); a name that is only ever a trim means every line that has it ("335i").
 */
export function namingTargets<T extends IndexedTarget>(targets: readonly T[]): T[] {
  const lines = targets.filter((t) => !TRIM_SOURCES.has(t.source));
  return lines.length ? lines : [...targets];
}

/**
 * The catalog generations a name can mean, narrowed to those it means in `year` when one is given:
 * "335i" → the E90 and the F30; with 2009, the E90 alone; with a year it was never sold in, none.
 */
export function resolveAlias(index: AliasIndex, name: string, year?: number | null): AliasTarget[] {
  const targets = index.get(aliasKey(name)) ?? [];
  return year ? targets.filter((t) => t.yearFrom <= year && year <= t.yearTo) : [...targets];
}
