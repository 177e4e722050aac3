import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { refreshOfferDerived, refreshPartDerived } from '../../src/server/db/derived';
import { listings } from '../../src/server/db/schema';
import { createTestDatabase, rowsOf } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/** The offers-only refresh (price upserts, feed runs) must leave parts exactly as the full refresh would. */
describe('refreshOfferDerived', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const snapshot = (partIds: number[]) =>
    rowsOf<Record<string, unknown>>(
      database.db,
      sql`select p.id, p.lowest_price_cents, p.listing_count, p.fastest_delivery_days, p.search_vector::text as vector,
                 s.lowest_price_cents as search_lowest, s.highest_price_cents as search_highest, s.vendor_ids,
                 s.any_free_shipping, s.any_same_day_shipping, s.fastest_delivery_days as search_fastest
          from parts p left join part_search s on s.part_id = p.id
          where p.id = any(${sql.param(partIds)}::int[]) order by p.id`,
    );

  it('gives the values of a full refresh when offers appear, change, move and go', async () => {
    const db = database.db;
    const category = await makeCategory(db);
    const a = await makePart(db, category.id);
    const b = await makePart(db, category.id);
    const c = await makePart(db, category.id);
    const ids = [a.id, b.id, c.id];
    const [v1, v2] = [await makeVendor(db), await makeVendor(db)];
    const moving = await makeListing(db, a.id, v1.id, { priceCents: 3000 });
    await makeListing(db, b.id, v1.id, { priceCents: 5000 });
    await refreshPartDerived(db, ids);

    // A cheaper same-day offer for a, the only offer of b moves to c, and a price changes.
    await makeListing(db, a.id, v2.id, { priceCents: 2500, hasSameDayShipping: true, hasFreeShipping: true });
    await db.update(listings).set({ partId: c.id, priceCents: 4200 }).where(eq(listings.id, moving.id));
    await refreshOfferDerived(db, ids);
    const afterOffers = await snapshot(ids);
    expect(afterOffers.map((r) => [r.lowest_price_cents, r.listing_count, r.search_lowest])).toEqual([
      [2500, 1, 2500],
      [5000, 1, 5000],
      [4200, 1, 4200],
    ]);
    expect(afterOffers[0]).toMatchObject({ fastest_delivery_days: 0, any_free_shipping: true, any_same_day_shipping: true });

    await refreshPartDerived(db, ids);
    expect(await snapshot(ids)).toEqual(afterOffers);

    // Every offer of b gone: no offers, no search row — as the full refresh leaves it.
    await db.delete(listings).where(eq(listings.partId, b.id));
    await refreshOfferDerived(db, ids);
    const gone = await snapshot(ids);
    expect(gone[1]).toMatchObject({ lowest_price_cents: null, listing_count: 0, search_lowest: null });
    await refreshPartDerived(db, ids);
    expect(await snapshot(ids)).toEqual(gone);
  });
});
