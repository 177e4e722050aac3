/**
 * From what NHTSA's vPIC data says about a VIN (make, model, series, trim, year) to the catalog's
 * generations. vPIC names models the way each maker files them with NHTSA: BMW files the variant
 * ("335i") as the model and the range as the series ("3-Series"), Mercedes-Benz the class as the
 * model and the variant as the trim ("C-Class", "C63 AMG"), Lexus the trim apart ("RC" + "F"). A model
 * name none of that places ("328Ci", with no series) is looked up in the vehicle alias table.
 */
import type { AliasTarget } from './vehicle-aliases';

export interface DecodedVehicle {
  make: string | null;
  model: string | null;
  series: string | null;
  trim: string | null;
  year: number | null;
}

export interface CatalogMake {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogModel {
  id: number;
  makeId: number;
  name: string;
  slug: string;
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  variants: string[];
}

export interface CatalogVehicleMatch {
  make: CatalogMake;
  model: CatalogModel;
  variant: string | null;
}

/** Accents, case, spaces and punctuation do not matter: "Huracán" is "HURACAN", "3-Series" is "3 Series". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function names(d: DecodedVehicle, seriesToo: boolean): { text: string; weight: number }[] {
  const out: { text: string; weight: number }[] = [];
  const add = (text: string | null | undefined, weight: number) => {
    if (text && foldName(text)) out.push({ text, weight });
  };
  if (d.model && d.trim) add(`${d.model} ${d.trim}`, 110);
  add(d.model, 100);
  if (d.series && d.model) add(`${d.model} ${d.series}`, 95);
  if (seriesToo) add(d.series, 80);
  return out;
}

function variantOf(model: CatalogModel, d: DecodedVehicle): string | null {
  const tries = [d.trim, d.model && d.trim ? `${d.model} ${d.trim}` : null, d.series && d.trim ? `${d.series} ${d.trim}` : null, d.model];
  for (const t of tries) {
    if (!t) continue;
    const hit = model.variants.find((v) => foldName(v) === foldName(t));
    if (hit) return hit;
  }
  return null;
}

/** What a model the alias table gives for vPIC's model name, in the VIN's year, scores: under a variant's own name, over the series. */
const ALIAS_WEIGHT = 85;

function score(model: CatalogModel, d: DecodedVehicle, seriesToo: boolean, aliased: ReadonlySet<number>): number {
  const name = foldName(model.name);
  let best = 0;
  for (const { text, weight } of names(d, seriesToo)) {
    const folded = foldName(text);
    if (folded === name) best = Math.max(best, weight);
    // "MX-5" for "MX-5 Miata", "GTI" for "Golf GTI": one name inside the other.
    else if (folded.length >= 2 && (name.startsWith(folded) || name.endsWith(folded))) best = Math.max(best, weight - 50);
  }
  // BMW: the model vPIC names is a variant of a catalog model ("335i" of the 3 Series).
  if (d.model && model.variants.some((v) => foldName(v) === foldName(d.model!))) best = Math.max(best, 90);
  if (aliased.has(model.id)) best = Math.max(best, ALIAS_WEIGHT);
  return best;
}

/**
 * The catalog vehicles a decoded VIN can be, best first: the make by name, models on sale in the
 * VIN's year, scored by how their names meet vPIC's. Several when the year sits on a generation
 * change (a 2014 C-Class is a W204 or a W205); none when we carry nothing like it. `aliases`: the
 * generations the alias table gives for vPIC's model name, with the years it names each.
 */
export function matchCatalogVehicles(
  decoded: DecodedVehicle,
  makes: readonly CatalogMake[],
  models: readonly CatalogModel[],
  aliases: readonly AliasTarget[] = [],
): CatalogVehicleMatch[] {
  if (!decoded.make || !decoded.year) return [];
  const make = makes.find((m) => foldName(m.name) === foldName(decoded.make!));
  if (!make) return [];
  const year = decoded.year;
  // A model the catalog knows by name, in other years (a 2020 M3 — there was none), is not its
  // series' other cars (the 3 Series of that year).
  const modelKnown = decoded.model !== null && models.some((m) => m.makeId === make.id && foldName(m.name) === foldName(decoded.model!));
  const aliased = new Set(aliases.filter((a) => a.yearFrom <= year && year <= a.yearTo).map((a) => a.modelId));
  const scored = models
    .filter((m) => m.makeId === make.id && year >= m.yearFrom && year <= (m.yearTo ?? Number.MAX_SAFE_INTEGER))
    .map((model) => ({ model, score: score(model, decoded, !modelKnown, aliased) }))
    .filter((x) => x.score > 0);
  const top = Math.max(0, ...scored.map((x) => x.score));
  return scored
    .filter((x) => x.score === top)
    .sort((a, b) => b.model.yearFrom - a.model.yearFrom || a.model.id - b.model.id)
    .map(({ model }) => ({ make, model, variant: variantOf(model, decoded) }));
}
