import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import type { BasketComparison } from '../../src/shared/schemas/basket';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';

describe('POST /api/basket/compare', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let slugs: string[];

  const compare = (payload: Record<string, unknown>, withSession = true) =>
    t.app.inject({ method: 'POST', url: '/api/basket/compare', payload, headers: withSession ? headers : {} });

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedDemoCatalog(t.db);
    const rows = await rowsOf<{ slug: string }>(t.db, sql`select slug from parts where best_total_cents is not null and listing_count > 1 order by id limit 3`);
    slugs = rows.map((r) => r.slug);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await compare({ parts: slugs }, false)).statusCode).toBe(401);
  });

  it('lists each part’s offers side by side with the per-shop and overall best in-stock totals', async () => {
    const response = await compare({ parts: [...slugs, 'no-such-part'] });
    expect(response.statusCode, response.body).toBe(200);
    const basket: BasketComparison = response.json();
    expect(basket.parts.map((p) => p.slug)).toEqual(slugs);
    expect(basket.missing).toEqual(['no-such-part']);

    for (const part of basket.parts) {
      // One offer per shop, and the best is the cheapest in-stock one; it agrees with the part's stored best total.
      expect(new Set(part.offers.map((o) => o.vendorId)).size).toBe(part.offers.length);
      const inStock = part.offers.filter((o) => o.inStock);
      expect(part.best?.totalPrice).toBe(Math.min(...inStock.map((o) => o.totalPrice)));
      const stored = await rowsOf<{ best_total_cents: number }>(t.db, sql`select best_total_cents from parts where slug = ${part.slug}`);
      expect(Math.round(part.best!.totalPrice * 100)).toBe(stored[0]!.best_total_cents);
      for (const o of part.offers) expect(o.url).toMatch(/^\/go\/\d+$/);
    }

    // The totals come from the quote's plans: one of each part, delivered, shipping once per shop.
    const [optimal, single, cheapest] = basket.plans;
    expect(basket.plans.map((p) => p.kind)).toEqual(['optimal', 'single-shop', 'each-cheapest']);
    if (optimal!.unavailable.length === 0) expect(basket.bestTotal).toBe(optimal!.total);
    expect(optimal!.total).toBeLessThanOrEqual(cheapest!.total);
    if (single!.unavailable.length === 0) {
      expect(basket.bestShop?.total).toBe(single!.total);
      expect(optimal!.total).toBeLessThanOrEqual(single!.total);
    }
    for (const shop of basket.shops) {
      const own = basket.parts.flatMap((p) => p.offers.filter((o) => o.vendorId === shop.vendorId && o.inStock));
      expect(shop.partsInStock).toBe(own.length);
      expect(shop.total).toBe(own.reduce((s, o) => s + Math.round(o.totalPrice * 100), 0) / 100);
      expect(shop.complete).toBe(own.length === basket.parts.length);
    }
    if (basket.bestShop) expect(basket.bestTotal!).toBeLessThanOrEqual(basket.bestShop.total);
  });

  it.each([
    [{}, 'parts'],
    [{ parts: [] }, 'parts'],
    [{ parts: 'abc' }, 'parts'],
    [{ parts: ['Not A Slug!'] }, 'parts.0'],
    [{ parts: Array.from({ length: 13 }, (_, i) => `p-${i}`) }, 'parts'],
  ])('rejects %j, naming the field', async (payload, field) => {
    const response = await compare(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });
});
