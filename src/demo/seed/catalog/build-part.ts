/** Expands one template for one platform into a complete part: words, numbers, fitments, offers, reviews. */
import { normalizePartNumber } from '../../../shared/rules/part-number';
import { isPartTypeId, type PartTypeId } from '../../../shared/part-types';
import { slugify } from '../../../shared/rules/text';
import { aftermarketPartNumber } from '../data/aftermarket-numbers';
import { MAKES, modelInfo } from '../../../server/db/seed/data/makes';
import { oemPartNumber } from '../data/oem-numbers';
import { EXOTIC_MAKES, JAPANESE_MAKES, spec } from '../data/parts/spec-values';
import type { BrandPool, PartContext, PartOverride, PartTemplate } from '../data/parts/types';
import { ENGINES, type Platform } from '../../../server/db/seed/data/platforms';
import { MAKE_PRICE_LEVEL, resolvePlatform } from '../data/model-platforms';
import type { VendorData } from '../data/vendors';
import { Random } from '../random';
import { buildListings } from './build-listings';
import { buildReviews, ratingSummary } from './build-reviews';
import type { FitmentSeed, InterchangeSeed, PartSeed } from './types';

const MAKE_NAMES: ReadonlyMap<string, string> = new Map(MAKES.map((make) => [make.slug, make.name]));
const PREMIUM_BRANDS = new Set(['Brembo', 'Bilstein', 'Pagid', 'Zimmermann', 'Motul', 'Hazet', 'Assenmacher', 'BorgWarner', 'Garrett']);
const MAX_NUMBER_ATTEMPTS = 50;

export interface PartBuildOptions {
  seed: number;
  now: Date;
  vendors: readonly VendorData[];
  /** Claims a normalized part number for this catalog; false when another part already has it. */
  claimNumber: (normalized: string) => boolean;
  withHistory: boolean;
  /** Write reviews (the demo) or only a rating and count (the synthetic catalog, for speed). */
  withReviews: boolean;
  /**
   * Synthetic parts: a distinguishing key and an optional name qualifier. Variants ignore per-platform
   * overrides and draw numbers from the whole of the make's format, since hundreds share a platform.
   */
  variant?: { key: string; qualifier?: string };
  vendorCountWeight?: (count: number) => number;
}

function partTypeOf(template: PartTemplate): PartTypeId {
  const id = template.partType ?? template.system;
  if (!isPartTypeId(id)) throw new Error(`Part template "${template.key}" names no catalog part type`);
  return id;
}

function makeName(slug: string): string {
  const name = MAKE_NAMES.get(slug);
  if (!name) throw new Error(`Seed data names an unknown make "${slug}"`);
  return name;
}

function brandPool(template: PartTemplate, make: string): BrandPool {
  if (EXOTIC_MAKES.has(make)) return template.brands.exotic ?? template.brands.european;
  if (JAPANESE_MAKES.has(make)) return template.brands.japanese ?? template.brands.european;
  return template.brands.european;
}

function resolveBrand(token: string, make: string): string {
  return token === 'OE' ? `Genuine ${makeName(make)}` : token;
}

/**
 * The engine code an engine family's label starts with ("BMW N54 Twin-Turbo..." → "N54", "Lexus
 * 2UR-GSE 5.0L V8" → "2UR-GSE"); null for families named by size or by several codes.
 */
export function engineCodeOf(platform: Platform): string | null {
  if (!Object.hasOwn(ENGINES, platform.key)) return null;
  const token = platform.label.split(/\s+/)[1] ?? '';
  return /^(?=.*\d)(?=.*[A-Z])[A-Z0-9-]{2,10}$/.test(token) ? token : null;
}

/** Where a part sits, from its name: "Front Brake Pad Set" → front. */
export function positionOf(name: string): string | null {
  const match = /^(front|rear|left|right)\b/i.exec(name);
  return match ? match[1]!.toLowerCase() : null;
}

function fitmentsOf(platform: Platform, partName: string, currentYear: number): FitmentSeed[] {
  const engineCode = engineCodeOf(platform);
  const position = positionOf(partName);
  return platform.fits.map((fit) => {
    const { model, key } = modelInfo(fit.model);
    const yearFrom = fit.from ?? model.yearFrom;
    const yearTo = fit.to ?? model.yearTo ?? currentYear;
    if (yearFrom > yearTo || yearFrom < model.yearFrom - 1) {
      throw new Error(`Fitment ${platform.key} → ${key} has impossible years ${yearFrom}-${yearTo}`);
    }
    // An engine family's note lists the variants with that engine: when each is one of the model's,
    // they become the fitment's variant qualifier.
    const named = (fit.notes ?? '').split(',').map((v) => v.trim()).filter(Boolean);
    const variants = engineCode && named.length && named.every((v) => model.variants.includes(v)) ? named : [];
    return { model: key, yearFrom, yearTo, notes: fit.notes ?? null, position, engineCode, variants };
  });
}

/**
 * A number from `generate`, else (its space used up, as a large catalog uses up a maker's few numbers
 * for one kind of part on one platform) from `wider`, which varies more of the number.
 */
function claimPartNumber(generate: () => string, wider: () => string, fixed: string | undefined, options: PartBuildOptions, label: string): string {
  if (fixed) {
    if (!options.claimNumber(normalizePartNumber(fixed))) throw new Error(`Part number ${fixed} (${label}) is used twice`);
    return fixed;
  }
  for (const next of [generate, wider]) {
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
      const candidate = next();
      if (options.claimNumber(normalizePartNumber(candidate))) return candidate;
    }
  }
  throw new Error(`Could not find a free part number for ${label}`);
}

function interchangeOf(
  template: PartTemplate,
  platform: Platform,
  brand: string,
  genuine: boolean,
  /** The part number is the brand's own catalog number rather than the OEM number. */
  usesBrandNumber: boolean,
  partNumber: string,
  override: PartOverride | undefined,
  year: number,
  rng: Random,
): InterchangeSeed[] {
  const entries: { number: string; kind: InterchangeSeed['kind']; brand?: string }[] = [...(override?.interchange ?? [])];
  if (!genuine && !usesBrandNumber) {
    const own = aftermarketPartNumber(brand, template.system, rng);
    if (own) entries.push({ number: own, kind: 'aftermarket', brand });
  }
  if (usesBrandNumber && rng.chance(0.5)) {
    entries.push({ number: oemPartNumber(platform.oemMake, template.system, platform.numberPrefix, year, rng), kind: 'oem' });
  }
  const others = brandPool(template, platform.oemMake).filter((candidate) => candidate !== 'OE' && candidate !== brand);
  for (const other of rng.sample(others, rng.int(1, 2))) {
    const number = aftermarketPartNumber(other, template.system, rng);
    if (number) entries.push({ number, kind: 'aftermarket', brand: other });
  }
  if (!override?.interchange && template.numberSource !== 'brand') {
    if (rng.chance(0.35)) entries.push({ number: oemPartNumber(platform.oemMake, template.system, platform.numberPrefix, year, rng), kind: 'superseded' });
    if (rng.chance(0.15)) entries.push({ number: oemPartNumber(platform.oemMake, template.system, platform.numberPrefix, year, rng), kind: 'oem' });
  }
  const seen = new Set([normalizePartNumber(partNumber)]);
  return entries.flatMap((entry) => {
    const numberNormalized = normalizePartNumber(entry.number);
    if (seen.has(numberNormalized)) return [];
    seen.add(numberNormalized);
    return [{ number: entry.number, numberNormalized, kind: entry.kind, brand: entry.brand ?? null }];
  });
}

/** A rating and count without stored review texts: 3.8-5.0 stars from a few to a few hundred owners. */
function unreviewedRating(rng: Random): { rating: number; reviewCount: number } {
  return { rating: rng.int(38, 50) / 10, reviewCount: rng.int(0, 250) };
}

function warranty(genuine: boolean, rng: Random): string {
  return genuine ? '2 years, unlimited miles' : rng.pick(['1 year', '2 years', '1 year / 12,000 miles']);
}

function platformFirstYear(platform: Platform): number {
  const first = platform.fits[0];
  if (!first) throw new Error(`Platform ${platform.key} fits no model`);
  return first.from ?? modelInfo(first.model).model.yearFrom;
}

/** Base price: the template's range scaled by make, platform and brand; an override is taken as is. */
function basePriceCents(template: PartTemplate, platform: Platform, brand: string, genuine: boolean, override: PartOverride | undefined, rng: Random): number {
  if (override?.price !== undefined) return Math.round(override.price * 100);
  const dollars =
    rng.between(template.price[0], template.price[1]) *
    (MAKE_PRICE_LEVEL[platform.oemMake] ?? 1) *
    (platform.tier ?? 1) *
    (genuine ? 1.15 : 1) *
    (PREMIUM_BRANDS.has(brand) ? 1.1 : 1);
  return Math.round(dollars * 100);
}

function tagsOf(template: PartTemplate, makeLabel: string, genuine: boolean, premium: boolean): string[] {
  return [...new Set([...template.tags, makeLabel.toLowerCase(), ...(genuine ? ['genuine'] : []), ...(premium ? ['premium'] : [])])];
}

export function buildPart(template: PartTemplate, target: string | Platform, options: PartBuildOptions): PartSeed {
  const platform = resolvePlatform(target);
  const override = options.variant ? undefined : template.overrides?.[platform.key];
  const key = `${template.key}:${platform.key}${options.variant ? `:${options.variant.key}` : ''}`;
  const rng = Random.for(options.seed, key);
  const make = platform.oemMake;
  const brand = resolveBrand(override?.brand ?? rng.pick(brandPool(template, make)), make);
  const genuine = brand.startsWith('Genuine ');
  const firstYear = platformFirstYear(platform);
  const loose = options.variant !== undefined;
  const usesBrandNumber = template.numberSource === 'brand' && !genuine && !loose;
  const partNumber = claimPartNumber(
    () =>
      (usesBrandNumber ? aftermarketPartNumber(brand, template.system, rng) : null) ??
      oemPartNumber(make, template.system, platform.numberPrefix, firstYear, rng, loose),
    () => oemPartNumber(make, template.system, undefined, firstYear, rng, true),
    override?.partNumber,
    options,
    key,
  );
  const partNumberNormalized = normalizePartNumber(partNumber);
  const baseName = [options.variant?.qualifier, override?.name ?? template.name].filter(Boolean).join(' ');
  const slugBase = slugify(`${brand} ${baseName} ${platform.label}`);
  // Synthetic variants share names by the hundred; their unique part number keeps slugs unique.
  const slug = options.variant ? `${slugBase}-${partNumberNormalized.toLowerCase()}` : slugBase;
  const context: PartContext = { brand, vehicle: platform.label, makeName: makeName(make), platform, genuine, rng };
  const features = template.features(context);
  const isBestSeller = override?.isBestSeller ?? rng.chance(template.bestSellerRate ?? 0.08);
  const isPremium = genuine || PREMIUM_BRANDS.has(brand) || EXOTIC_MAKES.has(make);
  const fitments = fitmentsOf(platform, template.name, options.now.getUTCFullYear());
  const reviews = options.withReviews ? buildReviews(template.category, fitments, options.now, rng) : [];
  const { rating, reviewCount } = options.withReviews ? ratingSummary(reviews, isBestSeller, rng) : unreviewedRating(rng);
  const part: PartSeed = {
    slug,
    name: `${baseName} for ${platform.label}`,
    description: template.describe(context),
    brand,
    partNumber,
    partNumberNormalized,
    categorySlug: template.category,
    partType: partTypeOf(template),
    imageUrl: `/img/parts/${slug}.svg`,
    rating,
    reviewCount,
    features: features.slice(0, Math.min(features.length, rng.int(3, 6))),
    tags: tagsOf(template, makeName(make), genuine, isPremium),
    specifications: [...template.specs(context), spec('Warranty', warranty(genuine, rng)), spec('Condition', 'New')],
    isBestSeller,
    isOnSale: rng.chance(0.2),
    isPremium,
    oemMake: make,
    isGenuine: genuine,
    basePriceCents: basePriceCents(template, platform, brand, genuine, override, rng),
    vendorCount: override?.vendorCount,
    fitments,
    interchange: interchangeOf(template, platform, brand, genuine, usesBrandNumber, partNumber, override, firstYear, rng),
    listings: [],
    reviews,
  };
  part.listings = buildListings(part, options.vendors, rng, {
    now: options.now,
    withHistory: options.withHistory,
    vendorCountWeight: options.vendorCountWeight,
  });
  return part;
}
