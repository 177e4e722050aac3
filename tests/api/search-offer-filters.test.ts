import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../src/shared/schemas/search';
import { refreshPartDerived } from '../../src/server/db/derived';
import { createFitmentService, createVinDecoder } from '../../src/server/modules/fitment';
import { createSearchService } from '../../src/server/modules/search/search.service';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/**
 * Offer filters added through their registry (rules/offer-filters.ts): "in stock only" keeps parts
 * with an in-stock offer and shows only those offers, alone and with the shipping filters, in both
 * search engines.
 */
describe('GET /api/parts/search?inStock=true', () => {
  let t: TestApp;
  let headers: { cookie: string };

  type Result = { slug: string; listings: { inStock: boolean; hasFreeShipping: boolean }[] };
  const search = async (params: string): Promise<Result[]> => {
    const response = await t.app.inject({ url: `/api/parts/search?q=filter&${params}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const fromIndex = (response.json() as { parts: Result[] }).parts;
    const sqlOnly = createSearchService(t.db, null, createFitmentService(t.db, createVinDecoder()));
    const fromSql = (await sqlOnly.search(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(`q=filter&${params}`))))).parts;
    expect(fromSql.map((p) => [p.slug, p.listings.length])).toEqual(fromIndex.map((p) => [p.slug, p.listings.length]));
    return fromIndex;
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const filters = await makeCategory(t.db, { name: 'Filters', slug: 'filters' });
    const [a, b] = [await makeVendor(t.db), await makeVendor(t.db)];
    const mixed = await makePart(t.db, filters.id, { slug: 'mixed-oil-filter', name: 'Oil Filter Mixed' });
    const soldOut = await makePart(t.db, filters.id, { slug: 'sold-out-oil-filter', name: 'Oil Filter Sold Out' });
    const stocked = await makePart(t.db, filters.id, { slug: 'stocked-oil-filter', name: 'Oil Filter Stocked' });
    // The free-shipping offer of the mixed part is the one out of stock.
    await makeListing(t.db, mixed.id, a.id, { priceCents: 900, inStock: false, hasFreeShipping: true });
    await makeListing(t.db, mixed.id, b.id, { priceCents: 1200, inStock: true });
    await makeListing(t.db, soldOut.id, a.id, { priceCents: 800, inStock: false });
    await makeListing(t.db, stocked.id, a.id, { priceCents: 1500, inStock: true, hasFreeShipping: true });
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  it('keeps parts with an offer in stock, and shows only those offers', async () => {
    const all = await search('sort=price_asc');
    expect(all.map((p) => p.slug)).toEqual(['mixed-oil-filter', 'stocked-oil-filter', 'sold-out-oil-filter']);
    const inStock = await search('inStock=true&sort=price_asc');
    expect(inStock.map((p) => p.slug)).toEqual(['mixed-oil-filter', 'stocked-oil-filter']);
    expect(inStock.every((p) => p.listings.every((l) => l.inStock))).toBe(true);
    expect(inStock[0]!.listings).toHaveLength(1);
  });

  it('needs one offer that passes every filter chosen', async () => {
    expect((await search('hasFreeShipping=true')).map((p) => p.slug).sort()).toEqual(['mixed-oil-filter', 'stocked-oil-filter']);
    expect((await search('hasFreeShipping=true&inStock=true')).map((p) => p.slug)).toEqual(['stocked-oil-filter']);
  });

  it('refuses a value other than true or false, naming the field', async () => {
    const response = await t.app.inject({ url: '/api/parts/search?inStock=yes', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { field: string }) => i.field)).toContain('inStock');
  });
});
