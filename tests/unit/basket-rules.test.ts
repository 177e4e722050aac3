import { describe, expect, it } from 'vitest';
import { bestCompleteShop, bestPerPartTotal, offersByShop, shopTotals } from '../../src/shared/rules/basket';

const offer = (vendorId: number, totalPrice: number, inStock = true) => ({ vendorId, vendorName: `Shop ${vendorId}`, totalPrice, inStock });

describe('basket comparison rules', () => {
  const coil = [offer(1, 40), offer(2, 35), offer(3, 30, false), offer(2, 50)];
  const plugs = [offer(1, 20), offer(3, 12), offer(2, 25)];

  it('keeps each shop’s best offer once, in the offer rule’s order', () => {
    expect(offersByShop(coil).map((o) => [o.vendorId, o.totalPrice])).toEqual([
      [2, 35],
      [1, 40],
      [3, 30],
    ]);
  });

  it('totals each shop over the parts it has in stock, complete shops first', () => {
    expect(shopTotals([coil, plugs])).toEqual([
      { vendorId: 2, vendorName: 'Shop 2', total: 60, partsInStock: 2, complete: true },
      { vendorId: 1, vendorName: 'Shop 1', total: 60, partsInStock: 2, complete: true },
      { vendorId: 3, vendorName: 'Shop 3', total: 12, partsInStock: 1, complete: false },
    ].sort((a, b) => Number(b.complete) - Number(a.complete) || a.total - b.total || a.vendorName.localeCompare(b.vendorName)));
  });

  it('names the cheapest complete shop and the best per-part total', () => {
    const totals = shopTotals([coil, plugs]);
    expect(bestCompleteShop(totals)?.total).toBe(60);
    // Coil at shop 2 (35) and plugs at shop 3 (12): an out-of-stock offer never counts.
    expect(bestPerPartTotal([coil, plugs])).toBe(47);
    expect(bestPerPartTotal([coil, [offer(4, 10, false)]])).toBeNull();
    expect(bestCompleteShop(shopTotals([[offer(1, 5)], [offer(2, 5)]]))).toBeNull();
  });

  it('adds in cents so totals do not drift', () => {
    expect(bestPerPartTotal([[offer(1, 0.1)], [offer(1, 0.2)]])).toBe(0.3);
  });
});
