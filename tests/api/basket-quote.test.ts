import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketQuote } from '../../src/shared/schemas/basket';
import { clickOuts } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/**
 * A front brake job at three shops: Alpha ships free over $40 (else $10), Bravo always charges $5,
 * Charlie has no policy and charges each item's own shipping. Worked out by hand: buying the pads and
 * rotor at Alpha reaches its free shipping, which beats both Alpha alone and each part at its cheapest.
 */
describe('POST /api/basket/quote', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids = { alpha: 0, bravo: 0, charlie: 0 };

  const quote = (payload: unknown, withSession = true) =>
    t.app.inject({ method: 'POST', url: '/api/basket/quote', payload: payload as object, headers: withSession ? headers : {} });
  const job = [
    { slug: 'q-pads', quantity: 2 },
    { slug: 'q-rotor', quantity: 1 },
    { slug: 'q-sensor', quantity: 1 },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const category = await makeCategory(db);
    const alpha = await makeVendor(db, { name: 'Alpha Parts', shippingPolicy: { freeShippingThresholdCents: 4000, standardShippingCents: 1000, standardDays: [2, 4], expressDays: null } });
    const bravo = await makeVendor(db, { name: 'Bravo Motors', shippingPolicy: { freeShippingThresholdCents: null, standardShippingCents: 500, standardDays: [1, 2], expressDays: null } });
    const charlie = await makeVendor(db, { name: 'Charlie Auto' });
    Object.assign(ids, { alpha: alpha.id, bravo: bravo.id, charlie: charlie.id });
    const part = (slug: string) => makePart(db, category.id, { slug, name: slug });
    const [pads, rotor, sensor, filter, fluid, old] = await Promise.all(['q-pads', 'q-rotor', 'q-sensor', 'q-filter', 'q-fluid', 'q-old'].map(part));
    const offer = (partId: number, vendorId: number, priceCents: number, shippingCostCents: number, extra: object = {}) =>
      makeListing(db, partId, vendorId, { priceCents, shippingCostCents, ...extra });
    await offer(pads!.id, alpha.id, 1450, 1000);
    await offer(pads!.id, charlie.id, 1200, 400, { deliveryDaysMax: 7 });
    await offer(rotor!.id, alpha.id, 2500, 1000);
    await offer(rotor!.id, bravo.id, 1800, 500, { deliveryDaysMax: 2 });
    await offer(sensor!.id, alpha.id, 700, 1000);
    await offer(sensor!.id, charlie.id, 350, 100, { deliveryDaysMax: 7 });
    await offer(filter!.id, alpha.id, 3380, 1000);
    await offer(fluid!.id, alpha.id, 900, 1000, { inStock: false });
    await offer(old!.id, bravo.id, 900, 500, { lastSeenAt: new Date('2020-01-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  const plan = (answer: BasketQuote, kind: string) => answer.plans.find((p) => p.kind === kind)!;

  it('needs a session', async () => {
    expect((await quote({ lines: job }, false)).statusCode).toBe(401);
  });

  it('prices the three plans, shipping once per shop on its subtotal', async () => {
    const response = await quote({ lines: job });
    expect(response.statusCode, response.body).toBe(200);
    const answer: BasketQuote = response.json();
    expect(answer.plans.map((p) => p.kind)).toEqual(['optimal', 'single-shop', 'each-cheapest']);

    const optimal = plan(answer, 'optimal');
    expect(optimal).toMatchObject({ total: 58.5, itemsTotal: 57.5, shippingTotal: 1, unavailable: [], hints: [] });
    const alphaShop = optimal.shops.find((s) => s.vendorId === ids.alpha)!;
    expect(alphaShop).toMatchObject({ vendorName: 'Alpha Parts', subtotal: 54, shipping: 0, freeShippingThreshold: 40, missingForFreeShipping: 0, deliveryDaysMax: 4 });
    expect(alphaShop.lines.map((l) => [l.slug, l.quantity, l.unitPrice])).toEqual([
      ['q-pads', 2, 14.5],
      ['q-rotor', 1, 25],
    ]);
    expect(optimal.shops.find((s) => s.vendorId === ids.charlie)).toMatchObject({ subtotal: 3.5, shipping: 1, freeShippingThreshold: null, missingForFreeShipping: null });

    expect(plan(answer, 'single-shop')).toMatchObject({ total: 61, shippingTotal: 0, unavailable: [] });
    expect(plan(answer, 'single-shop').shops.map((s) => s.vendorId)).toEqual([ids.alpha]);
    // Pads and sensor at Charlie with their own shipping ($9.00), the rotor at Bravo with its $5.00.
    expect(plan(answer, 'each-cheapest')).toMatchObject({ total: 59.5, itemsTotal: 45.5, shippingTotal: 14 });

    expect(answer.policies).toEqual({
      [ids.alpha]: { flatCents: 1000, freeOverCents: 4000 },
      [ids.bravo]: { flatCents: 500, freeOverCents: null },
    });
    for (const p of answer.plans) for (const shop of p.shops) for (const line of shop.lines) expect(line.url).toBe(`/go/${line.listingId}?from=basket`);
  });

  it('says what is unavailable and why, and leaves it out of every plan', async () => {
    const response = await quote({ lines: [...job, { slug: 'q-fluid', quantity: 1 }, { slug: 'q-old', quantity: 1 }] });
    const answer: BasketQuote = response.json();
    expect(answer.lines.filter((l) => l.unavailableReason).map((l) => [l.slug, l.unavailableReason])).toEqual([
      ['q-fluid', 'Out of stock at every shop'],
      ['q-old', 'In stock only at prices that may be out of date'],
    ]);
    for (const p of answer.plans) expect(p.unavailable).toEqual(['q-fluid', 'q-old']);
    expect(plan(answer, 'optimal').total).toBe(58.5);
  });

  it('keeps only offers delivered in time', async () => {
    const within5: BasketQuote = (await quote({ lines: job, deliverWithinDays: 5 })).json();
    // Charlie takes a week: everything at Alpha, free over $40.
    expect(plan(within5, 'optimal')).toMatchObject({ total: 61, unavailable: [] });
    expect(within5.deliverWithinDays).toBe(5);
    const within1: BasketQuote = (await quote({ lines: job, deliverWithinDays: 1 })).json();
    expect(within1.lines.map((l) => l.unavailableReason)).toEqual(Array(3).fill('No shop in stock delivers it within 1 day'));
    expect(plan(within1, 'optimal')).toMatchObject({ total: 0, shops: [] });
  });

  it('hints at what to add for free shipping when that costs less than the shipping', async () => {
    const answer: BasketQuote = (await quote({ lines: [{ slug: 'q-filter', quantity: 1 }] })).json();
    expect(plan(answer, 'optimal').hints).toEqual([{ vendorId: ids.alpha, vendorName: 'Alpha Parts', add: 6.2, saves: 3.8, text: 'Add $6.20 at Alpha Parts for free shipping' }]);
  });

  it('adds up a part named twice', async () => {
    const answer: BasketQuote = (await quote({ lines: [{ slug: 'q-pads', quantity: 1 }, { slug: 'q-pads', quantity: 1 }, ...job.slice(1)] })).json();
    expect(answer.lines.map((l) => [l.slug, l.quantity])).toEqual([['q-pads', 2], ['q-rotor', 1], ['q-sensor', 1]]);
    expect(plan(answer, 'optimal').total).toBe(58.5);
  });

  it('records a Buy link’s click as coming from the basket', async () => {
    const answer: BasketQuote = (await quote({ lines: job })).json();
    const line = plan(answer, 'optimal').shops[0]!.lines[0]!;
    const response = await t.app.inject({ method: 'GET', url: line.url, headers });
    expect(response.statusCode).toBe(302);
    const clicks = await t.db.select({ pageType: clickOuts.pageType }).from(clickOuts).where(eq(clickOuts.listingId, line.listingId));
    expect(clicks.map((c) => c.pageType)).toEqual(['basket']);
  });

  it.each([
    [{ lines: [{ slug: 'q-pads', quantity: 0 }] }, 'lines.0.quantity'],
    [{ lines: [{ slug: 'q-pads', quantity: 100 }] }, 'lines.0.quantity'],
    [{ lines: [{ slug: 'q-pads', quantity: 1.5 }] }, 'lines.0.quantity'],
    [{ lines: [{ slug: 'q-pads', quantity: '2' }] }, 'lines.0.quantity'],
    [{ lines: [{ slug: 'q-pads', quantity: 1 }, { slug: 'no-such-part', quantity: 1 }] }, 'lines.1.slug'],
    [{ lines: [{ slug: 'q-pads', quantity: 60 }, { slug: 'q-pads', quantity: 60 }] }, 'lines.1.quantity'],
    [{ lines: Array.from({ length: 51 }, () => ({ slug: 'q-pads', quantity: 1 })) }, 'lines'],
    [{ lines: [] }, 'lines'],
    [{}, 'lines'],
    [{ lines: job, deliverWithinDays: 0 }, 'deliverWithinDays'],
  ])('answers %j with 400 naming %s', async (payload, field) => {
    const response = await quote(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });
});
