/** Demo reviews for one part, and the rating and review count that follow from them. */
import type { CategorySlug } from '../data/categories';
import { modelInfo } from '../../../server/db/seed/data/makes';
import {
  CLOSINGS_BY_CATEGORY,
  CONSUMABLE_OPENINGS_BY_RATING,
  FITTED_OPENINGS_BY_RATING,
  REVIEWER_FIRST_NAMES,
  REVIEWER_LAST_INITIALS,
  TITLES_BY_RATING,
} from '../data/reviews';
import type { Random } from '../random';
import type { FitmentSeed, ReviewSeed } from './types';

const DAY_MS = 86_400_000;

/** Used rather than fitted: reviews talk about the product, not about the fit. */
const CONSUMABLE_CATEGORIES: ReadonlySet<CategorySlug> = new Set(['fluids-maintenance', 'tools']);

/** Mostly happy owners, as on real parts sites, with the odd complaint. */
const RATING_WEIGHTS: [number, number][] = [
  [5, 55],
  [4, 30],
  [3, 9],
  [2, 4],
  [1, 2],
];

/** Makes whose variant names stand alone ("335i", "C300"); others read best after the model name. */
const SELF_NAMED_VARIANTS = new Set(['bmw', 'mercedes-benz']);

/** "911 Carrera 4S", "GR Supra 3.0", "458 Italia", "335i": the way owners name their car. */
export function vehicleName(makeSlug: string, modelName: string, variant: string): string {
  if (variant.includes(modelName)) return variant;
  if (modelName.endsWith(variant)) return modelName;
  const [firstWord, ...rest] = variant.split(' ');
  if (firstWord === modelName.split(' ').at(-1)) return [modelName, ...rest].join(' ');
  if (SELF_NAMED_VARIANTS.has(makeSlug) && /^(\d{3}|[A-Z]{1,3}\d)/.test(variant)) return variant;
  return `${modelName} ${variant}`;
}

function reviewedVehicle(fitments: readonly FitmentSeed[], rng: Random): string | null {
  if (fitments.length === 0) return null;
  const fitment = rng.pick(fitments);
  const { make, model } = modelInfo(fitment.model);
  const year = rng.int(fitment.yearFrom, fitment.yearTo);
  const variants = fitment.notes ? fitment.notes.split(', ') : model.variants;
  const variant = variants.length > 0 ? rng.pick(variants) : model.name;
  return `${year} ${make.name} ${vehicleName(make.slug, model.name, variant)}`;
}

export function buildReviews(
  category: CategorySlug,
  fitments: readonly FitmentSeed[],
  now: Date,
  rng: Random,
): ReviewSeed[] {
  const count = rng.weighted<number>([
    [1, 2],
    [2, 3],
    [3, 3],
    [4, 2],
    [5, 1],
    [6, 1],
  ]);
  return Array.from({ length: count }, () => {
    const rating = rng.weighted(RATING_WEIGHTS);
    const closing = rating >= 3 ? ` ${rng.pick(CLOSINGS_BY_CATEGORY[category])}` : '';
    const openings = CONSUMABLE_CATEGORIES.has(category) ? CONSUMABLE_OPENINGS_BY_RATING : FITTED_OPENINGS_BY_RATING;
    return {
      authorName: `${rng.pick(REVIEWER_FIRST_NAMES)} ${rng.chars(REVIEWER_LAST_INITIALS, 1)}.`,
      rating,
      title: rng.pick(TITLES_BY_RATING[rating] ?? []),
      body: `${rng.pick(openings[rating] ?? [])}${closing}`,
      vehicle: reviewedVehicle(fitments, rng),
      verifiedPurchase: rng.chance(0.7),
      createdAt: new Date(now.getTime() - rng.int(3, 720) * DAY_MS - rng.int(0, 23) * 3_600_000),
    };
  });
}

/**
 * Rating shown on the part: the average of its stored reviews, one decimal. The count also includes
 * ratings left without a written review, which is why it can exceed the stored reviews.
 */
export function ratingSummary(reviews: readonly ReviewSeed[], isBestSeller: boolean, rng: Random): { rating: number; reviewCount: number } {
  if (reviews.length === 0) return { rating: 0, reviewCount: 0 };
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const ratingsWithoutText = rng.int(0, isBestSeller ? 180 : 40);
  return { rating: Math.round(average * 10) / 10, reviewCount: reviews.length + ratingsWithoutText };
}
