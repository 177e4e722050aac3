import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { listingPriceHistory } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('deal labels in the price history answer', () => {
  let t: TestApp;
  let headers: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
  });
  afterAll(() => t.close());

  const labelsOf = async (partId: number) => (await t.app.inject({ url: `/api/parts/${partId}/price-history`, headers })).json().dealLabels;

  it('says nothing with fewer than 14 days of history', async () => {
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id);
    const vendor = await makeVendor(t.db);
    await makeListing(t.db, part.id, vendor.id, { priceCents: 5000, shippingCostCents: 0, firstSeenAt: new Date(Date.now() - 10 * DAY) });
    await refreshPartDerived(t.db, [part.id]);
    expect(await labelsOf(part.id)).toEqual({ lowestIn90Days: false, typicalPrice: null, weekRisePercent: null });
  });

  it('from the best totals (price + one unit shipping): typical price, rise this week, lowest in 90 days', async () => {
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id);
    const vendor = await makeVendor(t.db);
    // $50 + $5 shipping for 30 days, then $60 for the last 3.
    const listing = await makeListing(t.db, part.id, vendor.id, { priceCents: 6000, shippingCostCents: 500, firstSeenAt: new Date(Date.now() - 30 * DAY) });
    await t.db.insert(listingPriceHistory).values([
      { listingId: listing.id, priceCents: 5000, recordedAt: new Date(Date.now() - 30 * DAY) },
      { listingId: listing.id, priceCents: 6000, recordedAt: new Date(Date.now() - 2 * DAY - 60_000) },
    ]);
    await refreshPartDerived(t.db, [part.id]);
    expect(await labelsOf(part.id)).toEqual({ lowestIn90Days: false, typicalPrice: 55, weekRisePercent: 18 });

    // Back down under everything seen: the lowest in 90 days.
    await makeListing(t.db, part.id, vendor.id, { priceCents: 4000, shippingCostCents: 0 });
    await refreshPartDerived(t.db, [part.id]);
    const labels = await labelsOf(part.id);
    expect(labels.lowestIn90Days).toBe(true);
    expect(labels.weekRisePercent).toBeNull();
  });

  it('gives search cards the same labels as the price history answer, part by part', async () => {
    const category = await makeCategory(t.db);
    const vendor = await makeVendor(t.db);
    // Three parts named alike: one rose this week, one is at its lowest, one has no history to speak of.
    const shapes = [
      { history: [5000, 6000], priceCents: 6000 },
      { history: [7000, 6500], priceCents: 3000 },
      { history: [], priceCents: 4000 },
    ];
    const ids: number[] = [];
    for (const [i, shape] of shapes.entries()) {
      const part = await makePart(t.db, category.id, { name: `Labelled wiper blade ${i}` });
      const listing = await makeListing(t.db, part.id, vendor.id, {
        priceCents: shape.priceCents,
        shippingCostCents: 500,
        firstSeenAt: new Date(Date.now() - (shape.history.length ? 40 : 5) * DAY),
      });
      if (shape.history.length) {
        await t.db.insert(listingPriceHistory).values([
          { listingId: listing.id, priceCents: shape.history[0]!, recordedAt: new Date(Date.now() - 40 * DAY) },
          { listingId: listing.id, priceCents: shape.history[1]!, recordedAt: new Date(Date.now() - 3 * DAY) },
          { listingId: listing.id, priceCents: shape.priceCents, recordedAt: new Date(Date.now() - 60_000) },
        ]);
      }
      await refreshPartDerived(t.db, [part.id]);
      ids.push(part.id);
    }
    const search = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent('labelled wiper blade')}&categoryId=${category.id}`, headers });
    const cards = new Map((search.json().parts as { id: number; dealLabels: unknown }[]).map((card) => [card.id, card.dealLabels]));
    expect([...cards.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(cards.get(id)).toEqual(await labelsOf(id));
    // And the labels say something: not all three alike.
    expect(new Set(ids.map((id) => JSON.stringify(cards.get(id)))).size).toBe(3);
  });

  it('counts each day at the price in force at its end, on cards as in the price history: a median between two prices held 45 days each', async () => {
    const category = await makeCategory(t.db);
    const vendor = await makeVendor(t.db);
    const part = await makePart(t.db, category.id, { name: 'Day counted brake rotor' });
    // Today's midnight as the database reads days, so the changes fall where this test says.
    const [today] = await rowsOf<{ ms: string }>(t.db, sql`select extract(epoch from current_date::timestamptz) * 1000 as ms`);
    const midnight = Number(today!.ms);
    const listing = await makeListing(t.db, part.id, vendor.id, { priceCents: 5000, shippingCostCents: 0, firstSeenAt: new Date(midnight - 120 * DAY) });
    // Of the window's 90 days: 89 to 46 days ago end at $50 (44 days) and today is back at $50 (45 in
    // all); 45 days ago (the change came mid-day, 44.5 days ago) to yesterday end at $60 (45 days).
    // One day more or less on either side moves the median off $55.
    await t.db.insert(listingPriceHistory).values([
      { listingId: listing.id, priceCents: 5000, recordedAt: new Date(midnight - 120 * DAY) },
      { listingId: listing.id, priceCents: 6000, recordedAt: new Date(midnight - 44 * DAY - DAY / 2) },
      { listingId: listing.id, priceCents: 5000, recordedAt: new Date(midnight + 60_000) },
    ]);
    await refreshPartDerived(t.db, [part.id]);
    const history = await labelsOf(part.id);
    expect(history).toEqual({ lowestIn90Days: true, typicalPrice: 55, weekRisePercent: null });
    const search = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent('day counted brake rotor')}&categoryId=${category.id}`, headers });
    const card = (search.json().parts as { id: number; dealLabels: unknown }[]).find((c) => c.id === part.id);
    expect(card?.dealLabels).toEqual(history);
  });
});
