import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketCost, shopBills, type CostLine, type ShippingTerms } from '../../src/shared/rules/basket-cost';
import { improveSplit } from '../../src/shared/rules/basket-local-search';
import { optimalSplit } from '../../src/shared/rules/basket-optimiser';
import { basketPlans, freeShippingHints } from '../../src/shared/rules/basket-plans';
import { mipSplit } from '../../src/server/modules/basket/basket-mip';
import { provenPlans } from '../../src/server/modules/basket/proven-plans';

const offer = (listingId: number, vendorId: number, unitCents: number, unitShippingCents = 0) => ({ listingId, vendorId, unitCents, unitShippingCents, deliveryDaysMax: 3 });

/** The minimum over every assignment of each line to one of its offers. */
function bruteForce(lines: readonly CostLine[], terms: ReadonlyMap<number, ShippingTerms>): number {
  let best = Infinity;
  const choice = lines.map(() => 0);
  const walk = (i: number) => {
    if (i === lines.length) {
      best = Math.min(best, basketCost(lines, terms, choice));
      return;
    }
    for (let o = 0; o < lines[i]!.offers.length; o++) {
      choice[i] = o;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

/** Random small baskets: up to 5 lines, up to 5 shops, some with a policy, some lines with two offers at one shop. */
const basketArb = fc
  .record({
    shops: fc.array(
      fc.option(fc.record({ flatCents: fc.integer({ min: 0, max: 1500 }), freeOverCents: fc.option(fc.integer({ min: 1000, max: 20000 }), { nil: null }) }), { nil: undefined }),
      { minLength: 1, maxLength: 5 },
    ),
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 4 }),
        offers: fc.array(fc.record({ shop: fc.nat(4), unitCents: fc.integer({ min: 100, max: 9000 }), unitShippingCents: fc.integer({ min: 0, max: 1200 }) }), { minLength: 1, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map(({ shops, lines }) => {
    const terms = new Map<number, ShippingTerms>();
    shops.forEach((policy, s) => policy && terms.set(s + 1, policy));
    let id = 0;
    const costLines: CostLine[] = lines.map((line) => ({
      quantity: line.quantity,
      offers: line.offers.map((o) => offer(++id, (o.shop % shops.length) + 1, o.unitCents, o.unitShippingCents)),
    }));
    return { lines: costLines, terms };
  });

describe('basket cost', () => {
  const terms = new Map([[1, { flatCents: 899, freeOverCents: 4900 }]]);

  it('charges a shop with a policy once per order on its subtotal, free at or over the threshold', () => {
    const lines = [
      { quantity: 2, offers: [offer(1, 1, 1500, 500)] },
      { quantity: 1, offers: [offer(2, 1, 1000, 500)] },
    ];
    expect(shopBills(lines, terms, [0, -1])).toEqual([{ vendorId: 1, subtotalCents: 3000, shippingCents: 899 }]);
    expect(shopBills(lines, terms, [0, 0])).toEqual([{ vendorId: 1, subtotalCents: 4000, shippingCents: 899 }]);
    const more = [{ quantity: 3, offers: [offer(1, 1, 1500)] }, { quantity: 1, offers: [offer(2, 1, 400)] }];
    expect(basketCost(more, terms, [0, 0])).toBe(4900);
  });

  it('charges a shop without a policy the item shipping of each unit', () => {
    const lines = [{ quantity: 3, offers: [offer(1, 2, 1000, 250)] }];
    expect(basketCost(lines, terms, [0])).toBe(3750);
  });
});

describe('the optimal split', () => {
  it('equals the minimum over every assignment', () => {
    fc.assert(
      fc.property(basketArb, ({ lines, terms }) => {
        const split = optimalSplit(lines, terms);
        expect(split.totalCents).toBe(bruteForce(lines, terms));
        expect(basketCost(lines, terms, split.choice)).toBe(split.totalCents);
      }),
      { numRuns: 400 },
    );
  });

  it('is never worse than the single shop or each line at its cheapest', () => {
    fc.assert(
      fc.property(basketArb, ({ lines, terms }) => {
        const [optimal, single, cheapest] = basketPlans(lines, terms);
        expect(optimal!.kind).toBe('optimal');
        expect(optimal!.totalCents).toBe(bruteForce(lines, terms));
        expect(optimal!.totalCents).toBeLessThanOrEqual(cheapest!.totalCents);
        if (single!.unavailable.length === 0) expect(optimal!.totalCents).toBeLessThanOrEqual(single!.totalCents);
        for (const plan of [optimal!, single!, cheapest!]) {
          expect(plan.totalCents).toBe(plan.itemsCents + plan.shippingCents);
          expect(plan.totalCents).toBe(basketCost(lines, terms, plan.choice));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pays a little more at one shop to reach its free shipping', () => {
    const terms = new Map([
      [1, { flatCents: 899, freeOverCents: 4900 }],
      [2, { flatCents: 899, freeOverCents: null }],
    ]);
    // Pads are cheaper at shop 2, but buying them at shop 1 takes it over $49 and saves both shipping charges.
    const lines = [
      { quantity: 1, offers: [offer(1, 1, 3000)] },
      { quantity: 1, offers: [offer(2, 1, 2000), offer(3, 2, 1800)] },
    ];
    const [optimal, single, cheapest] = basketPlans(lines, terms);
    expect(optimal!.totalCents).toBe(5000);
    expect(optimal!.shippingCents).toBe(0);
    expect(single!.totalCents).toBe(5000);
    expect(cheapest!.totalCents).toBe(3000 + 899 + 1800 + 899);
  });
});

describe('free-shipping hints', () => {
  const terms = new Map([[1, { flatCents: 899, freeOverCents: 4900 }]]);

  it('names what to add when it costs less than the shipping it waives', () => {
    const [optimal] = basketPlans([{ quantity: 1, offers: [offer(1, 1, 4280)] }], terms);
    expect(optimal!.shops[0]!.missingForFreeCents).toBe(620);
    expect(freeShippingHints(optimal!, terms)).toEqual([{ vendorId: 1, addCents: 620 }]);
  });

  it('says nothing when adding would cost more than the shipping', () => {
    const [optimal] = basketPlans([{ quantity: 1, offers: [offer(1, 1, 2000)] }], terms);
    expect(freeShippingHints(optimal!, terms)).toEqual([]);
  });
});

/** Large baskets: 30 to 50 lines over 23 shops, every shop with a policy, prices a few percent apart. */
const largeBasketArb = fc
  .record({
    shops: fc.array(fc.record({ flatCents: fc.constantFrom(499, 799, 899, 1295), freeOverCents: fc.option(fc.constantFrom(4900, 7500, 9900), { nil: null }) }), {
      minLength: 23,
      maxLength: 23,
    }),
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 4 }),
        rate: fc.integer({ min: 800, max: 30000 }),
        offers: fc.uniqueArray(fc.record({ shop: fc.integer({ min: 1, max: 23 }), spread: fc.integer({ min: 90, max: 115 }) }), {
          minLength: 1,
          maxLength: 23,
          selector: (o) => o.shop,
        }),
      }),
      { minLength: 30, maxLength: 50 },
    ),
  })
  .map(({ shops, lines }) => {
    const terms = new Map<number, ShippingTerms>(shops.map((policy, s) => [s + 1, policy]));
    let id = 0;
    const costLines: CostLine[] = lines.map((line) => ({
      quantity: line.quantity,
      offers: line.offers.map((o) => offer(++id, o.shop, Math.round((line.rate * o.spread) / 100))),
    }));
    return { lines: costLines, terms };
  });

describe('the search budget', () => {
  it('stops a large basket at its node budget with a split no dearer than the single shop or each line at its cheapest', () => {
    fc.assert(
      fc.property(largeBasketArb, ({ lines, terms }) => {
        const maxNodes = 2000;
        const split = optimalSplit(lines, terms, undefined, { maxNodes });
        expect(split.nodes).toBeLessThanOrEqual(maxNodes);
        expect(basketCost(lines, terms, split.choice)).toBe(split.totalCents);

        const [optimal, single, cheapest] = basketPlans(lines, terms, { maxNodes });
        expect(optimal!.totalCents).toBeLessThanOrEqual(cheapest!.totalCents);
        if (single!.unavailable.length === 0) expect(optimal!.totalCents).toBeLessThanOrEqual(single!.totalCents);
        expect(optimal!.totalCents).toBe(basketCost(lines, terms, optimal!.choice));
      }),
      { numRuns: 25 },
    );
  });

  it('says when it stopped before proving the split cheapest', () => {
    const sample = fc.sample(largeBasketArb, { numRuns: 1, seed: 42 })[0]!;
    const stopped = optimalSplit(sample.lines, sample.terms, undefined, { maxNodes: 3 });
    expect(stopped.exact).toBe(false);
    expect(stopped.nodes).toBe(3);
    const [optimal] = basketPlans(sample.lines, sample.terms, { maxNodes: 3 });
    expect(optimal!.exact).toBe(false);
  });

  it('gives up at once past its deadline, still with the best split it started from', () => {
    const sample = fc.sample(largeBasketArb, { numRuns: 1, seed: 7 })[0]!;
    const [optimal, single, cheapest] = basketPlans(sample.lines, sample.terms, { timeLimitMs: 0 });
    expect(optimal!.exact).toBe(false);
    expect(optimal!.totalCents).toBeLessThanOrEqual(cheapest!.totalCents);
    if (single!.unavailable.length === 0) expect(optimal!.totalCents).toBeLessThanOrEqual(single!.totalCents);
  });

  it('is exact, and says so, on small baskets within the default budget', () => {
    fc.assert(
      fc.property(basketArb, ({ lines, terms }) => {
        const [optimal] = basketPlans(lines, terms);
        expect(optimal!.exact).toBe(true);
        expect(optimal!.totalCents).toBe(bruteForce(lines, terms));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the local search', () => {
  it('never makes a split dearer and keeps every line at one of its offers', () => {
    fc.assert(
      fc.property(basketArb, fc.nat(), ({ lines, terms }, seed) => {
        const start = lines.map((line, i) => (seed + i) % line.offers.length);
        const improved = improveSplit(lines, terms, start);
        improved.forEach((pick, i) => expect(pick).toBeLessThan(lines[i]!.offers.length));
        expect(basketCost(lines, terms, improved)).toBeLessThanOrEqual(basketCost(lines, terms, start));
      }),
      { numRuns: 300 },
    );
  });

  it('closes a shop whose lines are cheaper delivered elsewhere only all together', () => {
    const terms = new Map([
      [1, { flatCents: 899, freeOverCents: 4900 }],
      [2, { flatCents: 899, freeOverCents: null }],
    ]);
    // Shop 1 ships free already. Pads and discs are each $1 cheaper at shop 2, so moving one of them
    // alone saves nothing (shop 2 still charges), but moving both saves its $8.99.
    const lines = [
      { quantity: 1, offers: [offer(1, 1, 6000)] },
      { quantity: 1, offers: [offer(2, 1, 2600), offer(3, 2, 2500)] },
      { quantity: 1, offers: [offer(4, 1, 2600), offer(5, 2, 2500)] },
    ];
    const improved = improveSplit(lines, terms, [0, 1, 1]);
    expect(basketCost(lines, terms, improved)).toBe(11200);
  });
});

describe('the exact split by HiGHS, for baskets our search cannot finish', () => {
  it('finds the brute-force minimum and proves it', async () => {
    await fc.assert(
      fc.asyncProperty(basketArb, async ({ lines, terms }) => {
        const split = await mipSplit(lines, terms);
        expect(split?.proven).toBe(true);
        expect(basketCost(lines, terms, split!.choice)).toBe(bruteForce(lines, terms));
      }),
      { numRuns: 150 },
    );
  });

  it('replaces a split the budget stopped with the proven optimum', async () => {
    // Twelve lines over four shops with thresholds: far more than 20 nodes to search.
    const terms = new Map([1, 2, 3, 4].map((v) => [v, { flatCents: 600 + v * 150, freeOverCents: 5000 + v * 2500 }]));
    let id = 0;
    const lines: CostLine[] = Array.from({ length: 12 }, (_, i) => ({
      quantity: 1 + (i % 2),
      offers: [1, 2, 3, 4].map((v) => offer(++id, v, 1000 + ((i * 7 + v * 13) % 9) * 250)),
    }));
    const budget = { maxNodes: 20 };
    const stopped = basketPlans(lines, terms, budget)[0]!;
    expect(stopped.exact).toBe(false);
    const [proven] = await provenPlans(lines, terms, budget);
    expect(proven!.exact).toBe(true);
    expect(proven!.totalCents).toBeLessThanOrEqual(stopped.totalCents);
    expect(proven!.totalCents).toBe(basketPlans(lines, terms)[0]!.totalCents);
    expect(basketPlans(lines, terms)[0]!.exact).toBe(true);
  });
});
