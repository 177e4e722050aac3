/** The whole demo catalog in memory, built deterministically from the templates, a seed and a date. */
import { SPECIAL_PART_NUMBER } from '../../../shared/catalog-examples';
import { FEATURED_TEMPLATE_KEYS, PART_TEMPLATES } from '../data/parts';
import { VENDORS } from '../data/vendors';
import { buildPart } from './build-part';
import { ageSomeDemoOffers } from './stale-offers';
import type { PartSeed } from './types';

export const DEMO_SEED = 20_240_611;

/** Promotion priorities: the special part first, then the timing belts in catalog order. */
const SPECIAL_PART_PRIORITY = 100;
const FIRST_TIMING_BELT_PRIORITY = 90;

export interface DemoCatalogOptions {
  seed?: number;
  now?: Date;
}

export function buildDemoCatalog(options: DemoCatalogOptions = {}): PartSeed[] {
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? new Date();
  const numbers = new Set<string>();
  const slugs = new Set<string>();
  const parts: PartSeed[] = [];
  let nextFeaturedPriority = FIRST_TIMING_BELT_PRIORITY;
  for (const template of PART_TEMPLATES) {
    for (const target of template.targets) {
      const part = buildPart(template, target, {
        seed,
        now,
        vendors: VENDORS,
        withHistory: true,
        withReviews: true,
        claimNumber: (normalized) => !numbers.has(normalized) && Boolean(numbers.add(normalized)),
      });
      if (slugs.has(part.slug)) throw new Error(`Two demo parts share the slug ${part.slug}`);
      slugs.add(part.slug);
      if (FEATURED_TEMPLATE_KEYS.has(template.key)) part.promotionPriority = Math.max(1, nextFeaturedPriority--);
      if (part.partNumberNormalized === SPECIAL_PART_NUMBER) part.promotionPriority = SPECIAL_PART_PRIORITY;
      parts.push(part);
    }
  }
  ageSomeDemoOffers(parts, now);
  return parts;
}
