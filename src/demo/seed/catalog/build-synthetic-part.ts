/**
 * Parts for large synthetic catalogs (benchmarks): the demo templates and platforms, with varied brands,
 * name qualifiers and numbers, so searches, filters and sorts behave as on a real catalog of that size.
 */
import { PART_TEMPLATES, type PartTemplate } from '../data/parts';
import type { Platform } from '../../../server/db/seed/data/platforms';
import { resolvePlatform } from '../data/model-platforms';
import { VENDORS } from '../data/vendors';
import { Random } from '../random';
import { buildPart } from './build-part';
import type { PartSeed } from './types';

const QUALIFIERS = ['', '', '', 'Premium', 'OE-Quality', 'Performance', 'Heavy-Duty', 'Economy', 'Pro Series', 'Complete', 'Upgraded', 'Track-Spec'];

/** Most synthetic parts are widely stocked: eight or nine offers where enough shops carry the make. */
function syntheticVendorCountWeight(count: number): number {
  return ({ 9: 8, 8: 3, 7: 1, 6: 0.5 } as Record<number, number>)[count] ?? 0.1;
}

interface Combination {
  template: PartTemplate;
  target: string | Platform;
}

const COMBINATIONS: readonly Combination[] = PART_TEMPLATES.flatMap((template) => template.targets.map((target) => ({ template, target })));

/**
 * Parts for makes many shops carry (BMW, Porsche) are drawn more often than parts for makes few carry
 * (Ferrari, Mazda): that mirrors the real market and gives the catalog its ~7.5 offers per part.
 */
const CUMULATIVE_WEIGHTS: readonly number[] = (() => {
  let total = 0;
  return COMBINATIONS.map(({ target }) => {
    const make = resolvePlatform(target).oemMake;
    const stockists = Math.min(9, VENDORS.filter((vendor) => vendor.makes.includes(make)).length);
    total += (stockists / 9) ** 2;
    return total;
  });
})();

function pickCombination(rng: Random): Combination {
  const roll = rng.float() * (CUMULATIVE_WEIGHTS[CUMULATIVE_WEIGHTS.length - 1] ?? 0);
  let low = 0;
  let high = CUMULATIVE_WEIGHTS.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((CUMULATIVE_WEIGHTS[middle] ?? 0) > roll) high = middle;
    else low = middle + 1;
  }
  return COMBINATIONS[low] as Combination;
}

export interface SyntheticPartOptions {
  seed: number;
  now: Date;
  claimNumber: (normalized: string) => boolean;
}

/** Synthetic part number `index` of the catalog for `seed`: the same inputs always give the same part. */
export function buildSyntheticPart(index: number, options: SyntheticPartOptions): PartSeed {
  const rng = Random.for(options.seed, `synthetic:${index}`);
  const { template, target } = pickCombination(rng);
  return buildPart(template, target, {
    seed: options.seed,
    now: options.now,
    vendors: VENDORS,
    claimNumber: options.claimNumber,
    withHistory: false,
    withReviews: false,
    variant: { key: String(index), qualifier: rng.pick(QUALIFIERS) || undefined },
    vendorCountWeight: syntheticVendorCountWeight,
  });
}
