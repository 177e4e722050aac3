import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchResponseSchema } from '../../src/shared/schemas/search';
import { refreshPartDerived } from '../../src/server/db/derived';
import { rowsOf } from '../support/database';
import { fitments, interchangeNumbers, promotions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

type Result = {
  featured: { slug: string; featured: boolean; featuredLabel: string | null; lowestPrice: number }[];
  parts: { slug: string; lowestPrice: number; originalPrice: number | null; vendorCount: number; featured: boolean; featuredLabel: string | null; listings: { price: number; vendorId: number; url: string }[]; brands: string[] }[];
  total: number;
  totalPages: number;
  facets: { categories: { name: string; count: number }[]; vendors: { id: number; count: number }[]; brands: { name: string; count: number }[] };
};

describe('GET /api/parts/search', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  async function search(query: string): Promise<Result> {
    const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const slugs = (r: Result) => r.parts.map((p) => p.slug);

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const porsche = await makeMake(db, { name: 'Porsche', slug: 'porsche' });
    const e46 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e46', generation: 'E46', yearFrom: 1999, yearTo: 2006 });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011 });
    const p997 = await makeModel(db, porsche.id, { name: '911 Carrera', slug: '911-997', generation: '997', yearFrom: 2005, yearTo: 2012 });
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const engine = await makeCategory(db, { name: 'Engine', slug: 'engine' });
    const fcp = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });
    const ecs = await makeVendor(db, { name: 'ECS Tuning', slug: 'ecs' });
    const pelican = await makeVendor(db, { name: 'Pelican Parts', slug: 'pelican' });
    ids.fcp = fcp.id;
    ids.ecs = ecs.id;
    ids.pelican = pelican.id;
    ids.brakes = brakes.id;
    ids.bmw = bmw.id;
    ids.e90 = e90.id;

    const pads = await makePart(db, brakes.id, {
      slug: 'front-brake-pads-e90', name: 'Front Brake Pad Set', brand: 'Textar', partNumber: '34 11 6 794 917',
      description: 'Low-dust ceramic front pads.', rating: '4.6', reviewCount: 40,
    });
    const porschePads = await makePart(db, brakes.id, {
      slug: 'porsche-brake-pads', name: 'Brake Pads Front', brand: 'Pagid', partNumber: '997 351 949 01',
      rating: '4.9', reviewCount: 10,
    });
    const gasket = await makePart(db, engine.id, {
      slug: 'exhaust-manifold-gasket', name: 'Exhaust Manifold Gasket', brand: 'Elring', partNumber: '11 62 1 259 307',
      rating: '4.1', reviewCount: 5,
    });
    const belt = await makePart(db, engine.id, { slug: 'timing-belt-kit', name: 'Timing Belt Kit', brand: 'Gates', partNumber: 'TCKWP328', rating: '3.2' });
    const noOffers = await makePart(db, engine.id, { slug: 'orphan', name: 'Brake Pad Orphan', brand: 'Nobody' });
    Object.assign(ids, { pads: pads.id, porschePads: porschePads.id, gasket: gasket.id, belt: belt.id, noOffers: noOffers.id });

    await db.insert(fitments).values([
      { partId: pads.id, modelId: e90.id, yearFrom: 2006, yearTo: 2011 },
      { partId: porschePads.id, modelId: p997.id, yearFrom: 2005, yearTo: 2012 },
      { partId: gasket.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
      { partId: gasket.id, modelId: e90.id, yearFrom: 2005, yearTo: 2008 },
    ]);
    await db.insert(interchangeNumbers).values([
      { partId: gasket.id, number: '11 62 1 437 576', numberNormalized: '11621437576', kind: 'superseded' },
      { partId: pads.id, number: 'GDB1626', numberNormalized: 'GDB1626', kind: 'aftermarket', brand: 'TRW' },
    ]);

    await makeListing(db, pads.id, fcp.id, { priceCents: 5999, originalPriceCents: 7999, hasFreeShipping: true });
    await makeListing(db, pads.id, ecs.id, { priceCents: 6450, hasNextDayDelivery: true });
    await makeListing(db, pads.id, pelican.id, { priceCents: 7100, deliveryDaysMin: 2 });
    await makeListing(db, porschePads.id, pelican.id, { priceCents: 18900, hasSameDayShipping: true });
    await makeListing(db, porschePads.id, ecs.id, { priceCents: 17550, originalPriceCents: 19000 });
    await makeListing(db, gasket.id, fcp.id, { priceCents: 1299 });
    await makeListing(db, gasket.id, ecs.id, { priceCents: 1450, hasFreeShipping: true });
    await makeListing(db, belt.id, fcp.id, { priceCents: 24900 });
    await makeListing(db, belt.id, fcp.id, { priceCents: 25900 });
    await db.insert(promotions).values({ partId: belt.id, label: 'Featured', priority: 10 });
    await refreshPartDerived(db);
  });
  afterAll(() => t.close());

  it('finds parts by words with English stemming ("brake pad" finds "Brake Pads")', async () => {
    const r = await search('q=brake+pad&sort=best_match');
    expect(slugs(r).sort()).toEqual(['front-brake-pads-e90', 'porsche-brake-pads']);
  });

  it('drops parts without any offer', async () => {
    expect(slugs(await search('q=orphan'))).toEqual([]);
  });

  it('matches a part number however it is typed', async () => {
    for (const q of ['11 62 1 259 307', '11-62-1-259-307', '11621259307', '11.62.1.259.307']) {
      expect(slugs(await search(`q=${encodeURIComponent(q)}&sort=best_match`))[0], q).toBe('exhaust-manifold-gasket');
    }
  });

  it('finds a part by a superseded or aftermarket number', async () => {
    expect(slugs(await search('q=11621437576'))).toContain('exhaust-manifold-gasket');
    expect(slugs(await search('q=gdb-1626'))).toContain('front-brake-pads-e90');
  });

  it('finds near-miss part numbers by similarity', async () => {
    expect(slugs(await search('q=11621259308&sort=best_match'))).toContain('exhaust-manifold-gasket');
  });

  it('finds parts by fitting vehicle and category words', async () => {
    expect(slugs(await search('q=E46'))).toEqual(['exhaust-manifold-gasket']);
    expect(slugs(await search('q=brakes+porsche'))).toEqual(['porsche-brake-pads']);
  });

  it('keeps only parts that fit the chosen make, model and year', async () => {
    expect(slugs(await search(`makeId=${ids.bmw}&pageSize=50`)).sort()).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90']);
    expect(slugs(await search(`makeId=${ids.bmw}&modelId=${ids.e90}&year=2010`))).toEqual(['front-brake-pads-e90']);
    expect(slugs(await search(`makeId=${ids.bmw}&modelId=${ids.e90}&year=2005`))).toEqual(['exhaust-manifold-gasket']);
    expect(slugs(await search('make=bmw&model=3-series-e90&year=2007')).sort()).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90']);
    expect(slugs(await search('make=bmw&model=no-such-model'))).toEqual([]);
  });

  it('filters by category and brand', async () => {
    expect(slugs(await search(`categoryId=${ids.brakes}`)).sort()).toEqual(['front-brake-pads-e90', 'porsche-brake-pads']);
    expect(slugs(await search('brands=textar,Elring')).sort()).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90']);
    expect(slugs(await search('brandIds=Pagid'))).toEqual(['porsche-brake-pads']);
  });

  it('applies price, vendor and shipping filters to offers', async () => {
    const priced = await search('q=brake+pads&minPrice=60&maxPrice=100');
    expect(slugs(priced)).toEqual(['front-brake-pads-e90']);
    expect(priced.parts[0]!.listings.map((l) => l.price)).toEqual([64.5, 71]);
    expect(priced.parts[0]!.lowestPrice).toBe(64.5);
    expect(priced.parts[0]!.originalPrice).toBeNull();

    const byVendor = await search(`vendorIds=${ids.fcp}&pageSize=50`);
    expect(slugs(byVendor)).not.toContain('porsche-brake-pads');
    expect(byVendor.parts.every((p) => p.listings.every((l) => l.vendorId === ids.fcp))).toBe(true);

    expect(slugs(await search('hasFreeShipping=true')).sort()).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90']);
    expect(slugs(await search('hasSameDayShipping=true'))).toEqual(['porsche-brake-pads']);
    expect(slugs(await search('hasNextDayDelivery=true'))).toEqual(['front-brake-pads-e90']);
  });

  it('carries listings cheapest first with the derived figures and tracked links', async () => {
    const [pads] = (await search('q=textar')).parts;
    expect(pads!.listings.map((l) => l.price)).toEqual([59.99, 64.5, 71]);
    expect(pads!.lowestPrice).toBe(59.99);
    // The shop's "was" $79.99 has no history behind it here, so no strike-through price is shown.
    expect(pads!.originalPrice).toBeNull();
    expect(pads!.listings[0]!).toMatchObject({ originalPrice: 79.99, wasPriceSupported: false });
    expect(pads!.vendorCount).toBe(3);
    expect(pads!.brands).toEqual(['Textar']);
    expect(pads!.listings[0]!.url).toMatch(/^\/go\/\d+$/);
    const [belt] = (await search('q=timing+belt')).parts;
    expect(belt!.vendorCount).toBe(1);
    expect(belt!.listings).toHaveLength(2);
  });

  it('writes exactly what the response schema allows, in its order, as a validating serializer would', async () => {
    for (const query of ['q=brake', 'q=textar&sort=price_asc', 'q=11621259307', `makeId=${ids.bmw}&modelId=${ids.e90}&year=2008`, 'q=zzzz']) {
      const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(z.encode(searchResponseSchema, response.json())));
    }
  });

  it('shows featured placements in a strip of their own, labelled, prices untouched, never moving the results', async () => {
    const first = await search('pageSize=1');
    expect(slugs(first)).toEqual(['exhaust-manifold-gasket']);
    expect(first.parts[0]!.featured).toBe(false);
    expect(first.total).toBe(4);
    expect(first.featured).toHaveLength(1);
    expect(first.featured[0]).toMatchObject({ slug: 'timing-belt-kit', featured: true, featuredLabel: 'Featured', lowestPrice: 249 });
    // On the page where the sort puts it, it is labelled in its place and not repeated in the strip.
    const all = await search('pageSize=50');
    expect(slugs(all)).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90', 'porsche-brake-pads', 'timing-belt-kit']);
    expect(all.featured).toEqual([]);
    expect(all.parts.map((p) => p.featured)).toEqual([false, false, false, true]);
    expect(all.parts[3]!.featuredLabel).toBe('Featured');
    // A search the featured part does not match has no strip.
    expect((await search('q=brake+pads')).featured).toEqual([]);
  });

  it('sorts as asked', async () => {
    const all = async (sort: string) => slugs(await search(`sort=${sort}&pageSize=50`));
    expect(await all('price_asc')).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90', 'porsche-brake-pads', 'timing-belt-kit']);
    expect(await all('price_desc')).toEqual(['timing-belt-kit', 'porsche-brake-pads', 'front-brake-pads-e90', 'exhaust-manifold-gasket']);
    expect(await all('highest_rated')).toEqual(['porsche-brake-pads', 'front-brake-pads-e90', 'exhaust-manifold-gasket', 'timing-belt-kit']);
    expect((await all('fastest_shipping'))[0]).toBe('porsche-brake-pads');
    expect(slugs(await search('q=11621259307&sort=best_match'))[0]).toBe('exhaust-manifold-gasket');
  });

  it('paginates on the server with the total', async () => {
    const first = await search('pageSize=2&page=1');
    const second = await search('pageSize=2&page=2');
    const past = await search('pageSize=2&page=9');
    expect(first.total).toBe(4);
    expect(first.totalPages).toBe(2);
    expect(first.parts).toHaveLength(2);
    expect(second.parts).toHaveLength(2);
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(4);
    expect(past.parts).toEqual([]);
    expect(past.total).toBe(4);
    expect((await search('')).parts).toHaveLength(4); // default page size 5
  });

  it('counts facets over the whole matching set', async () => {
    const r = await search('pageSize=1');
    expect(r.facets.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Engine', count: 2 }), expect.objectContaining({ name: 'Brakes', count: 2 })]),
    );
    expect(r.facets.vendors.find((v) => v.id === ids.fcp)!.count).toBe(3);
    expect(r.facets.brands.map((b) => b.name).sort()).toEqual(['Elring', 'Gates', 'Pagid', 'Textar']);
  });

  it('counts each facet without its own filter, narrowed by every other filter', async () => {
    const byVendor = await search(`vendorIds=${ids.fcp}`);
    expect(slugs(byVendor).sort()).toEqual(['exhaust-manifold-gasket', 'front-brake-pads-e90', 'timing-belt-kit']);
    const vendorCounts = Object.fromEntries(byVendor.facets.vendors.map((v) => [v.id, v.count]));
    expect(vendorCounts).toEqual({ [ids.fcp!]: 3, [ids.ecs!]: 3, [ids.pelican!]: 2 });
    expect(byVendor.facets.brands.map((b) => b.name).sort()).toEqual(['Elring', 'Gates', 'Textar']);
    expect(byVendor.facets.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Engine', count: 2 }), expect.objectContaining({ name: 'Brakes', count: 1 })]),
    );

    const byBrand = await search('brands=Textar');
    expect(slugs(byBrand)).toEqual(['front-brake-pads-e90']);
    expect(byBrand.facets.brands.map((b) => b.name).sort()).toEqual(['Elring', 'Gates', 'Pagid', 'Textar']);
    expect(byBrand.facets.vendors.map((v) => v.count)).toEqual([1, 1, 1]);

    const byCategory = await search(`categoryId=${ids.brakes}&q=brake`);
    expect(byCategory.facets.categories.map((c) => c.name).sort()).toEqual(['Brakes']);
    expect(byCategory.facets.brands.map((b) => b.name).sort()).toEqual(['Pagid', 'Textar']);
    const engineToo = await search(`categoryId=${ids.brakes}`);
    expect(engineToo.facets.categories.map((c) => [c.name, c.count]).sort()).toEqual([['Brakes', 2], ['Engine', 2]]);
  });
  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=-3', 'maxPrice'],
      ['page=0', 'page'],
      ['pageSize=51', 'pageSize'],
      ['sort=unknown', 'sort'],
      ['vendorIds=x', 'vendorIds'],
      ['vendorIds=1,,-2', 'vendorIds'],
      ['hasFreeShipping=yes', 'hasFreeShipping'],
      ['year=20x5', 'year'],
      ['categoryId=abc', 'categoryId'],
      ['minPrice=50&maxPrice=10', 'maxPrice'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['make=%3Cscript%3E', 'make'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field), query).toContain(field);
    }
  });

  it('treats hostile text as text', async () => {
    for (const q of ["'; drop table parts; --", '<script>alert(1)</script>', '&|!():*', 'ü€😀']) {
      const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(q)}`, headers });
      expect(response.statusCode, q).toBe(200);
    }
    const nul = await t.app.inject({ url: '/api/parts/search?q=a%00b', headers });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().issues[0].field).toBe('q');
    const [count] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from parts`);
    expect(count!.n).toBe(5);
  });
});
