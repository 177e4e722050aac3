/**
 * Offers go stale with time alone. A part whose cheapest in-stock offer is stale has the best total of
 * its cheapest fresh offer (the offer rule ranks fresh before stale), in price sorts as on its card; and
 * when an offer crosses the freshness age (48 h here) with nothing written, the freshness sweep
 * re-derives its part so the price sort follows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived, refreshPartsPastFreshness } from '../../src/server/db/derived';
import { rowsOf } from '../support/database';
import type { SearchResponse } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('best total and freshness', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const parts = { staleCheapest: 0, fresh: 0, aging: 0 };
  const listings = { aging: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const category = await makeCategory(t.db, { name: 'Cooling', slug: 'cooling' });
    const [a, b] = [await makeVendor(t.db), await makeVendor(t.db)];
    const offer = (priceCents: number, lastSeenAt: Date) => ({ priceCents, shippingCostCents: 0, inStock: true, lastSeenAt });

    // Stale at $80, fresh at $120: its best buy is $120.
    parts.staleCheapest = (await makePart(t.db, category.id, { slug: 'wombat-pump-stale', name: 'Wombat Water Pump A' })).id;
    await makeListing(t.db, parts.staleCheapest, a.id, offer(8000, hoursAgo(72)));
    await makeListing(t.db, parts.staleCheapest, b.id, offer(12000, hoursAgo(1)));
    // Fresh at $100.
    parts.fresh = (await makePart(t.db, category.id, { slug: 'wombat-pump-fresh', name: 'Wombat Water Pump B' })).id;
    await makeListing(t.db, parts.fresh, a.id, offer(10000, hoursAgo(2)));
    // Fresh at $90 now, about to go stale; $110 fresh elsewhere.
    parts.aging = (await makePart(t.db, category.id, { slug: 'wombat-pump-aging', name: 'Wombat Water Pump C' })).id;
    listings.aging = (await makeListing(t.db, parts.aging, a.id, offer(9000, hoursAgo(40)))).id;
    await makeListing(t.db, parts.aging, b.id, offer(11000, hoursAgo(1)));
    await refreshPartDerived(t.db, Object.values(parts));
  });
  afterAll(() => t.close());

  const priceOrder = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/parts/search?q=wombat&sort=price_asc', headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchResponse).parts.map((p) => [p.slug, p.lowestPrice]);
  };
  const storedBest = async (partId: number) =>
    (await rowsOf<{ best_total_cents: number }>(t.db, sql`select best_total_cents from parts where id = ${partId}`))[0];

  it('sorts by the best buy: a stale cheapest offer does not set the part price', async () => {
    expect(await storedBest(parts.staleCheapest)).toEqual({ best_total_cents: 12000 });
    expect(await priceOrder()).toEqual([
      ['wombat-pump-aging', 90],
      ['wombat-pump-fresh', 100],
      ['wombat-pump-stale', 120],
    ]);
  });

  it('re-derives a part whose offer crossed the freshness age since the last sweep, and only then', async () => {
    const before = new Date();
    // Eight hours pass for this offer: 40 h old becomes 48 h 1 min old, past the 48 h age.
    await t.db.execute(sql`update listings set last_seen_at = now() - interval '48 hours 1 minute' where id = ${listings.aging}`);
    // A sweep whose window starts after the crossing does not look at the part.
    const late = await refreshPartsPastFreshness(t.db, new Date(Date.now() + HOUR));
    expect(late.parts).toBe(0);
    expect(await storedBest(parts.aging)).toEqual({ best_total_cents: 9000 });

    const swept = await refreshPartsPastFreshness(t.db, new Date(before.getTime() - 10 * HOUR));
    expect(swept.parts).toBe(1);
    expect(await storedBest(parts.aging)).toEqual({ best_total_cents: 11000 });
    expect(await priceOrder()).toEqual([
      ['wombat-pump-fresh', 100],
      ['wombat-pump-aging', 110],
      ['wombat-pump-stale', 120],
    ]);
  });

  it('sweeps every part with a stale in-stock offer on its first run', async () => {
    const first = await refreshPartsPastFreshness(t.db, null);
    expect(first.parts).toBe(2);
    expect(first.sweptAt).toBeInstanceOf(Date);
  });
});
