import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { listings } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/** Search reads a narrow copy of each part with offers; these check the copy follows the listings. */
describe('search follows listing changes', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { parts: { slug: string; lowestPrice: number }[] }).parts.map((p) => [p.slug, p.lowestPrice]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
  });
  afterAll(() => t.close());

  it('adds, updates and drops a part as its offers come and go', async () => {
    const category = await makeCategory(t.db, { name: 'Upkeep', slug: 'upkeep' });
    const first = await makeVendor(t.db, { name: 'First Vendor', slug: 'first-vendor' });
    const second = await makeVendor(t.db, { name: 'Second Vendor', slug: 'second-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'upkeep-gasket', name: 'Upkeep Gasket', brand: 'Elring' });
    expect(await search('q=upkeep')).toEqual([]);

    await makeListing(t.db, part.id, first.id, { priceCents: 2000 });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=upkeep')).toEqual([['upkeep-gasket', 20]]);
    expect(await search(`q=upkeep&vendorIds=${second.id}`)).toEqual([]);
    expect(await search('q=upkeep&hasFreeShipping=true')).toEqual([]);

    await makeListing(t.db, part.id, second.id, { priceCents: 1500, hasFreeShipping: true });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search(`q=upkeep&vendorIds=${second.id}`)).toEqual([['upkeep-gasket', 15]]);
    expect(await search('q=upkeep&hasFreeShipping=true')).toEqual([['upkeep-gasket', 15]]);
    expect(await search('q=upkeep&minPrice=16')).toEqual([['upkeep-gasket', 20]]);

    await t.db.delete(listings).where(eq(listings.partId, part.id));
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=upkeep')).toEqual([]);
  });
});
