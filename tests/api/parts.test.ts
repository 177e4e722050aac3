import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { rowsOf } from '../support/database';
import { fitments, interchangeNumbers, listingPriceHistory, reviews } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('part pages API', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const e46 = await makeModel(db, bmw.id, { name: '3 Series', generation: 'E46', yearFrom: 1999, yearTo: 2006 });
    const m3 = await makeModel(db, bmw.id, { name: 'M3', generation: 'E46', yearFrom: 2001, yearTo: 2006 });
    const engine = await makeCategory(db, { name: 'Engine', slug: 'engine' });
    const fcp = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp', affiliateTemplate: '{url}?utm_source=pitlane&aff=fcp' });
    const ecs = await makeVendor(db, { name: 'ECS Tuning', slug: 'ecs' });
    const gasket = await makePart(db, engine.id, {
      slug: 'exhaust-manifold-gasket', name: 'Exhaust Manifold Gasket', partNumber: '11 62 1 259 307', brand: 'Elring',
      rating: '4.5', reviewCount: 12, specifications: [{ name: 'Material', value: 'Multi-layer steel' }],
      description: 'A'.repeat(10),
    });
    const sibling = await makePart(db, engine.id, { slug: 'manifold-stud-kit', name: 'Manifold Stud Kit', rating: '4.9' });
    const unrelated = await makePart(db, (await makeCategory(db)).id, { slug: 'floor-mats', name: 'Floor Mats' });
    // Same category, other cars: never "You may also like" on this page, however well rated.
    const lamborghini = await makeMake(db, { name: 'Lamborghini', slug: 'lamborghini' });
    const huracan = await makeModel(db, lamborghini.id, { name: 'Huracan', yearFrom: 2014, yearTo: 2024 });
    const x5 = await makeModel(db, bmw.id, { name: 'X5', generation: 'E70', yearFrom: 2007, yearTo: 2013 });
    const otherMake = await makePart(db, engine.id, { slug: 'huracan-gasket', name: 'Huracan Gasket', rating: '5.0' });
    const otherModel = await makePart(db, engine.id, { slug: 'x5-gasket', name: 'X5 Gasket', rating: '5.0' });
    const otherYears = await makePart(db, engine.id, { slug: 'early-e46-gasket', name: 'Early Gasket', rating: '5.0' });
    Object.assign(ids, { gasket: gasket.id, sibling: sibling.id, fcp: fcp.id });
    await db.insert(fitments).values([
      { partId: gasket.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
      { partId: gasket.id, modelId: m3.id, yearFrom: 2001, yearTo: 2006 },
      { partId: sibling.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
      { partId: otherMake.id, modelId: huracan.id, yearFrom: 2014, yearTo: 2024 },
      { partId: otherModel.id, modelId: x5.id, yearFrom: 2007, yearTo: 2013 },
      // The M3 only: years the gasket's M3 fitment does not cover.
      { partId: otherYears.id, modelId: m3.id, yearFrom: 1995, yearTo: 1999 },
    ]);
    for (const part of [otherMake, otherModel, otherYears]) await makeListing(db, part.id, ecs.id, { priceCents: 999 });
    await db.insert(interchangeNumbers).values([
      { partId: gasket.id, number: '11 62 1 437 576', numberNormalized: '11621437576', kind: 'superseded' },
      { partId: gasket.id, number: '71-31583-00', numberNormalized: '713158300', kind: 'aftermarket', brand: 'Victor Reinz' },
    ]);
    await db.insert(reviews).values([
      { partId: gasket.id, authorName: 'Sam', rating: 5, title: 'Sealed perfectly', body: 'No more ticking.' },
      { partId: gasket.id, authorName: 'Kim', rating: 4, title: 'Good', body: 'Fits my 330i.', vehicle: '2004 BMW 330i' },
    ]);
    const cheap = await makeListing(db, gasket.id, ecs.id, { priceCents: 1299, url: 'https://ecs.example/p/1', shippingCostCents: 795 });
    const dear = await makeListing(db, gasket.id, fcp.id, { priceCents: 1599, originalPriceCents: 1999, url: 'https://fcp.example/p/9?ref=a', hasFreeShipping: true });
    const bad = await makeListing(db, gasket.id, ecs.id, { priceCents: 1799, url: 'javascript:alert(1)' });
    await makeListing(db, sibling.id, fcp.id, { priceCents: 2500 });
    await makeListing(db, unrelated.id, fcp.id, { priceCents: 4000 });
    Object.assign(ids, { cheap: cheap.id, dear: dear.id, bad: bad.id });

    const now = Date.now();
    await db.insert(listingPriceHistory).values([
      { listingId: cheap.id, priceCents: 1500, recordedAt: new Date(now - 60 * DAY) },
      { listingId: cheap.id, priceCents: 1299, recordedAt: new Date(now - 10 * DAY) },
      { listingId: dear.id, priceCents: 1199, recordedAt: new Date(now - 30 * DAY) },
      { listingId: dear.id, priceCents: 1599, recordedAt: new Date(now - 20 * DAY) },
    ]);
    await refreshPartDerived(db);
  });
  afterAll(() => t.close());

  describe('GET /api/parts/slug/:slug', () => {
    it('gives the part with listings, fitments, specifications, reviews and related parts', async () => {
      const response = await t.app.inject({ url: '/api/parts/slug/exhaust-manifold-gasket', headers });
      expect(response.statusCode).toBe(200);
      const part = response.json();
      expect(part.name).toBe('Exhaust Manifold Gasket');
      // The offer rule: by total price, so the lowest item price ($12.99 + $7.95 shipping) comes last.
      expect(part.listings.map((l: { price: number }) => l.price)).toEqual([15.99, 17.99, 12.99]);
      expect(part.listings.map((l: { totalPrice: number }) => l.totalPrice)).toEqual([15.99, 17.99, 20.94]);
      expect(part.lowestPrice).toBe(15.99);
      expect(part.bestListingId).toBe(ids.dear);
      // Its "was" $19.99: the vendor asked $11.99 and $15.99 in its history, never $19.99, so it is not shown.
      expect(part.listings[0]).toMatchObject({ originalPrice: 19.99, wasPriceSupported: false, lowest30DayPrice: null });
      expect(part.originalPrice).toBeNull();
      expect(part.vendorCount).toBe(2);
      expect(part.specifications).toEqual([{ name: 'Material', value: 'Multi-layer steel' }]);
      expect(part.fitments).toHaveLength(2);
      expect(part.compatibleVehicles).toEqual({ makes: [{ name: 'BMW', models: ['3 Series (E46)', 'M3 (E46)'] }] });
      expect(part.interchange).toEqual(expect.arrayContaining([{ number: '11 62 1 437 576', kind: 'superseded', brand: null }]));
      expect(part.reviews.count).toBe(12);
      expect(part.reviews.items).toHaveLength(2);
      // Same category and the same vehicle only.
      expect(part.related.map((p: { slug: string }) => p.slug)).toEqual(['manifold-stud-kit']);
      expect(part.related.map((p: { slug: string }) => p.slug)).not.toContain('exhaust-manifold-gasket');
      expect(part.pricesCheckedAt).toEqual(expect.any(String));
    });

    it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
      expect((await t.app.inject({ url: '/api/parts/slug/no-such-part', headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/parts/slug/%3Cscript%3E', headers })).statusCode).toBe(400);
    });
  });

  describe('GET /api/parts/find-by-number/:partNumber', () => {
    it('normalizes the number however it is typed', async () => {
      for (const number of ['11621259307', '11 62 1 259 307', '11-62-1-259-307', '11.62.1.259.307']) {
        const response = await t.app.inject({ url: `/api/parts/find-by-number/${encodeURIComponent(number)}`, headers });
        expect(response.statusCode, number).toBe(200);
        expect(response.json().part.slug).toBe('exhaust-manifold-gasket');
        expect(response.json().match.kind).toBe('current');
        expect(response.json().vendors).toHaveLength(3);
      }
    });

    it('finds the current part for a superseded or aftermarket number and says so', async () => {
      const superseded = (await t.app.inject({ url: '/api/parts/find-by-number/11621437576', headers })).json();
      expect(superseded.part.partNumber).toBe('11 62 1 259 307');
      expect(superseded.match).toEqual({ query: '11621437576', kind: 'superseded', matchedNumber: '11 62 1 437 576' });
      const aftermarket = (await t.app.inject({ url: '/api/parts/find-by-number/71-31583-00', headers })).json();
      expect(aftermarket.match.kind).toBe('aftermarket');
    });

    it('answers 404 with a JSON message for an unknown number and 400 for a malformed one', async () => {
      const unknown = await t.app.inject({ url: '/api/parts/find-by-number/00000000000', headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toContain('00000000000');
      for (const bad of ['A'.repeat(41), '%3Cscript%3E', '11%2762', '%20%20']) {
        const response = await t.app.inject({ url: `/api/parts/find-by-number/${bad}`, headers });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().issues[0].field).toBe('partNumber');
      }
    });
  });

  describe('GET /go/:listingId', () => {
    const clicks = async () =>
      rowsOf<{ listing_id: number; vendor_id: number; part_id: number; referrer: string | null; session_id: string }>(
        t.db,
        sql`select listing_id, vendor_id, part_id, referrer, session_id from click_outs order by id`,
      );

    it('records the click and redirects with the affiliate parameters', async () => {
      const response = await t.app.inject({
        url: `/go/${ids.dear}`,
        headers: { ...headers, referer: 'http://localhost:80/product/exhaust-manifold-gasket?x=1', host: 'localhost:80' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://fcp.example/p/9?ref=a&utm_source=pitlane&aff=fcp');
      const recorded = (await clicks()).at(-1)!;
      expect(recorded).toEqual(
        expect.objectContaining({ listing_id: ids.dear, vendor_id: ids.fcp, part_id: ids.gasket, referrer: '/product/exhaust-manifold-gasket' }),
      );
      expect(recorded.session_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(response.cookies.find((c) => c.name === 'pitlane_visitor')?.httpOnly).toBe(true);
    });

    it('keeps the anonymous visitor id across clicks', async () => {
      const first = await t.app.inject({ url: `/go/${ids.cheap}`, headers });
      const visitor = first.cookies.find((c) => c.name === 'pitlane_visitor')!.value;
      await t.app.inject({ url: `/go/${ids.cheap}`, headers: { cookie: `${headers.cookie}; pitlane_visitor=${visitor}` } });
      const last = (await clicks()).slice(-2);
      expect(last[0]!.session_id).toBe(visitor);
      expect(last[1]!.session_id).toBe(visitor);
      expect(first.headers.location).toBe('https://ecs.example/p/1?utm_source=pitlane&utm_medium=referral&utm_campaign=price-comparison');
    });

    it('shows a 404 page for an unknown listing and never redirects to an unsafe url', async () => {
      const before = (await clicks()).length;
      const unknown = await t.app.inject({ url: '/go/999999', headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('text/html');
      expect(unknown.body).toContain('404 Page Not Found');
      const unsafe = await t.app.inject({ url: `/go/${ids.bad}`, headers });
      expect(unsafe.statusCode).toBe(404);
      expect(unsafe.headers.location).toBeUndefined();
      expect((await t.app.inject({ url: '/go/https%3A%2F%2Fevil.example', headers })).statusCode).toBe(400);
      expect((await clicks()).length).toBe(before);
    });

    it('sends a visitor without a session to the login screen', async () => {
      const response = await t.app.inject({ url: `/go/${ids.cheap}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    });
  });

  describe('GET /api/parts/:id/price-history', () => {
    it('gives the daily best total overall and each vendor\'s item price over 90 days', async () => {
      const response = await t.app.inject({ url: `/api/parts/${ids.gasket}/price-history`, headers });
      expect(response.statusCode).toBe(200);
      const history = response.json();
      expect(history.days).toHaveLength(90);
      expect(history.days[0].lowest).toBeNull(); // before any recorded price
      // Totals, not item prices: $12.99 + $7.95 shipping loses to $15.99 shipped free.
      expect(history.days.at(-1).lowest).toBe(15.99);
      expect(history.lowestEver).toBe(11.99);
      expect(history.current).toBe(15.99);
      const fcp = history.vendors.find((v: { vendorId: number }) => v.vendorId === ids.fcp);
      expect(fcp.points).toHaveLength(90);
      expect(fcp.points.at(-1).price).toBe(15.99);
    });

    it('holds a price that never changed from the day its listing was first seen', async () => {
      const db = t.db;
      const category = await makeCategory(db);
      const part = await makePart(db, category.id);
      const vendor = await makeVendor(db);
      await makeListing(db, part.id, vendor.id, { priceCents: 4250, firstSeenAt: new Date(Date.now() - 5 * DAY) });
      await refreshPartDerived(db, [part.id]);
      const history = (await t.app.inject({ url: `/api/parts/${part.id}/price-history`, headers })).json();
      const points = history.vendors[0].points.map((p: { price: number | null }) => p.price);
      expect(points.slice(0, 84)).toEqual(Array(84).fill(null));
      expect(points.slice(-5)).toEqual(Array(5).fill(42.5));
      expect(history.current).toBe(42.5);
    });

    it('answers 404 for an unknown part and 400 for a bad id', async () => {
      expect((await t.app.inject({ url: '/api/parts/999999/price-history', headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/parts/abc/price-history', headers })).statusCode).toBe(400);
    });
  });
});
