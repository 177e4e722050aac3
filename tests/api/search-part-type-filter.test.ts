import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedPartWords } from '../../src/server/db/seed/part-words';
import { createFitmentService, createVinDecoder } from '../../src/server/modules/fitment';
import { createSearchService, type SearchService } from '../../src/server/modules/search/search.service';
import { searchQuerySchema, type SearchResponse } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/**
 * The part-type filter (`partType`, catalog part type ids) and its facet: the filter keeps only parts
 * of the ticked types, and the facet counts the search without its own filter, narrowed by every
 * other one, alike in the in-process index (what the app answers from) and the SQL search.
 */
describe('GET /api/parts/search?partType=…', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let sqlOnly: SearchService;
  const ids: Record<string, number> = {};

  /** The app's answer (the index), checked against the SQL search's for the same address. */
  const search = async (params: string): Promise<SearchResponse> => {
    const response = await t.app.inject({ url: `/api/parts/search?${params}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const fromIndex = response.json() as SearchResponse;
    const fromSql = await sqlOnly.search(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(params))));
    expect(JSON.parse(JSON.stringify(fromSql)), params).toEqual(fromIndex);
    return fromIndex;
  };
  const slugs = (r: SearchResponse) => r.parts.map((p) => p.slug).sort();
  const counts = <T extends { count: number }>(facet: T[], key: (entry: T) => string | number) =>
    Object.fromEntries(facet.map((entry) => [key(entry), entry.count]));

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedPartWords(t.db);
    sqlOnly = createSearchService(t.db, null, createFitmentService(t.db, createVinDecoder()));
    const brakes = await makeCategory(t.db, { name: 'Brakes', slug: 'brakes' });
    const cooling = await makeCategory(t.db, { name: 'Cooling', slug: 'cooling' });
    const [fcp, ecs] = [await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp' }), await makeVendor(t.db, { name: 'ECS Tuning', slug: 'ecs' })];
    ids.fcp = fcp.id;
    ids.ecs = ecs.id;
    const parts = [
      { slug: 'pads-front-textar', name: 'Front Brake Pad Set', brand: 'Textar', partType: 'brake-pads-front', category: brakes, vendors: [fcp, ecs] },
      { slug: 'pads-front-pagid', name: 'Front Brake Pads Ceramic', brand: 'Pagid', partType: 'brake-pads-front', category: brakes, vendors: [ecs] },
      { slug: 'pads-rear-textar', name: 'Rear Brake Pad Set', brand: 'Textar', partType: 'brake-pads-rear', category: brakes, vendors: [fcp] },
      { slug: 'pad-sensor', name: 'Brake Pad Wear Sensor', brand: 'Bosch', partType: 'brake-sensor', category: brakes, vendors: [ecs] },
      { slug: 'water-pump', name: 'Water Pump with Gasket', brand: 'Bosch', partType: 'water-pump', category: cooling, vendors: [fcp] },
      // A part of no known type: counted by no part-type entry, and kept by no part-type filter.
      { slug: 'brake-cleaner', name: 'Brake Cleaner Spray', brand: 'Bosch', partType: null, category: brakes, vendors: [fcp] },
    ];
    for (const [i, p] of parts.entries()) {
      const part = await makePart(t.db, p.category.id, { slug: p.slug, name: p.name, brand: p.brand, partType: p.partType });
      for (const vendor of p.vendors) await makeListing(t.db, part.id, vendor.id, { priceCents: 2000 + i * 500 });
    }
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  it('counts the results by part type, with the catalog names, most first, parts of no known type left out', async () => {
    const all = await search('pageSize=50');
    expect(all.total).toBe(6);
    expect(all.facets.partTypes).toEqual([
      { id: 'brake-pads-front', name: 'Front brake pads', count: 2 },
      { id: 'brake-sensor', name: 'Brake pad wear sensors', count: 1 },
      { id: 'brake-pads-rear', name: 'Rear brake pads', count: 1 },
      { id: 'water-pump', name: 'Water pumps', count: 1 },
    ]);
  });

  it('keeps only parts of the ticked types, and the other facets count only those', async () => {
    const front = await search('partType=brake-pads-front');
    expect(slugs(front)).toEqual(['pads-front-pagid', 'pads-front-textar']);
    expect(front.total).toBe(2);
    expect(counts(front.facets.brands, (b) => b.name)).toEqual({ Textar: 1, Pagid: 1 });
    expect(counts(front.facets.categories, (c) => c.name)).toEqual({ Brakes: 2 });
    expect(counts(front.facets.vendors, (v) => v.id)).toEqual({ [ids.fcp!]: 1, [ids.ecs!]: 2 });

    const pads = await search('partType=brake-pads-front,brake-pads-rear&sort=price_desc');
    expect(pads.parts.map((p) => p.slug)).toEqual(['pads-rear-textar', 'pads-front-pagid', 'pads-front-textar']);
  });

  it('counts the part types without their own filter, narrowed by every other filter', async () => {
    const front = await search('partType=brake-pads-front');
    // The other types keep their counts, so they can be ticked too.
    expect(counts(front.facets.partTypes, (p) => p.id)).toEqual({
      'brake-pads-front': 2, 'brake-pads-rear': 1, 'brake-sensor': 1, 'water-pump': 1,
    });
    const textar = await search('partType=brake-pads-front&brands=Textar');
    expect(slugs(textar)).toEqual(['pads-front-textar']);
    expect(counts(textar.facets.partTypes, (p) => p.id)).toEqual({ 'brake-pads-front': 1, 'brake-pads-rear': 1 });
    // The brand facet leaves out the brand filter, not the part-type one.
    expect(counts(textar.facets.brands, (b) => b.name)).toEqual({ Textar: 1, Pagid: 1 });
    const byVendor = await search(`q=brake&vendorIds=${ids.ecs}&partType=brake-sensor`);
    expect(slugs(byVendor)).toEqual(['pad-sensor']);
    expect(counts(byVendor.facets.partTypes, (p) => p.id)).toEqual({ 'brake-pads-front': 2, 'brake-sensor': 1 });
  });

  it('gives each entry a count that ticking it alone finds', async () => {
    for (const base of ['', 'q=brake', `vendorIds=${ids.fcp}`, 'brands=Bosch', 'q=pad&sort=best_match']) {
      const { facets } = await search(base);
      expect(facets.partTypes.length, base).toBeGreaterThan(0);
      for (const entry of facets.partTypes) {
        const ticked = await search(`${base}&partType=${entry.id}&pageSize=50`);
        expect(ticked.total, `${base} ${entry.id}`).toBe(entry.count);
      }
    }
  });

  it('finds nothing for a type no part has, and lists the part types of the words first within the filter', async () => {
    const none = await search('partType=radiator');
    expect(none.total).toBe(0);
    expect(none.facets.partTypes.map((p) => p.id)).toContain('brake-pads-front');
    // "brake pads" names the pad sets: among the ticked types they come first, dearer sensor or not.
    const mixed = await search('q=brake%20pads&partType=brake-sensor,brake-pads-rear&sort=price_desc');
    expect(mixed.parts.map((p) => p.slug)).toEqual(['pads-rear-textar', 'pad-sensor']);
  });

  it('refuses a value that is not a list of catalog part types with 400 naming partType', async () => {
    for (const value of ['brake-pad', 'Brake Pads', 'brake-pads-front,nope', '<script>', 'x'.repeat(2001)]) {
      const response = await t.app.inject({ url: `/api/parts/search?partType=${encodeURIComponent(value)}`, headers });
      expect(response.statusCode, value).toBe(400);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.json().issues.map((i: { field: string }) => i.field), value).toContain('partType');
    }
  });
});
