/**
 * A realistic basket pricing case for the optimiser: 23 shops, most with an order shipping policy (a
 * flat cost per order, free at or over a threshold; a few never free, a few charging each item's own
 * shipping), and lines of parts that each shop stocks or not, at prices a few percent apart around
 * the part's going rate. Seeded, so every run prices the same baskets.
 */
import type { CostLine, ShippingTerms } from '../src/shared/rules/basket-cost';
import { Random } from '../src/demo/seed/random';

export const BENCH_SHOPS = 23;

export interface BasketCase {
  lines: CostLine[];
  terms: Map<number, ShippingTerms>;
}

/** The shops' terms: vendor ids 1..23. */
function shopTerms(random: Random): Map<number, ShippingTerms> {
  const terms = new Map<number, ShippingTerms>();
  for (let vendorId = 1; vendorId <= BENCH_SHOPS; vendorId++) {
    // Two in ten charge each item's own shipping (no policy on file).
    if (random.chance(0.2)) continue;
    const flatCents = random.pick([499, 599, 799, 899, 995, 1295]);
    const freeOverCents = random.chance(0.15) ? null : random.pick([4900, 7500, 9900, 14900]);
    terms.set(vendorId, { flatCents, freeOverCents });
  }
  return terms;
}

/** One basket of `size` lines over the 23 shops. */
export function basketCase(size: number, seed: number): BasketCase {
  const random = new Random(seed);
  const terms = shopTerms(random);
  let listingId = 0;
  const lines: CostLine[] = [];
  for (let i = 0; i < size; i++) {
    const rate = random.weighted([
      [random.int(800, 3000), 5],
      [random.int(3000, 12000), 4],
      [random.int(12000, 60000), 1],
    ]);
    const quantity = random.weighted([
      [1, 7],
      [2, 2],
      [4, 1],
    ]);
    const stocked = random.between(0.35, 0.9);
    const offers = [];
    for (let vendorId = 1; vendorId <= BENCH_SHOPS; vendorId++) {
      if (!random.chance(stocked)) continue;
      const unitCents = Math.round(rate * random.between(0.9, 1.15));
      const unitShippingCents = terms.has(vendorId) ? 0 : random.pick([0, 399, 699, 999]);
      offers.push({ listingId: ++listingId, vendorId, unitCents, unitShippingCents, deliveryDaysMax: random.int(1, 7) });
    }
    if (offers.length === 0) offers.push({ listingId: ++listingId, vendorId: random.int(1, BENCH_SHOPS), unitCents: rate, unitShippingCents: 0, deliveryDaysMax: 3 });
    lines.push({ quantity, offers });
  }
  return { lines, terms };
}
