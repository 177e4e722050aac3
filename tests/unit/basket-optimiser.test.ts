import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketCost, shopBills, type CostLine, type ShippingTerms } from '../../src/shared/rules/basket-cost';
import { optimalSplit } from '../../src/shared/rules/basket-optimiser';
import { basketPlans, freeShippingHints } from '../../src/shared/rules/basket-plans';

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
