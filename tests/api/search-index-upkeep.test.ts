import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { fitments, interchangeNumbers, listings, parts } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

/**
 * Search reads a narrow copy of each part with offers, and the server an in-process index of that
 * copy; these check both follow listings, fitments and numbers as they change, whoever changes them.
 */
describe('search follows catalog changes', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const search = async (query: string, app = t) => {
    const response = await app.app.inject({ url: `/api/parts/search?${query}`, headers });
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
    // Across the catalog (one flag's prices worked out for every part, kept until the index changes).
    expect(await search('hasFreeShipping=true&sort=price_asc&pageSize=50')).toContainEqual(['upkeep-gasket', 15]);
    expect(await search('q=upkeep&minPrice=16')).toEqual([['upkeep-gasket', 20]]);

    await t.db.delete(listings).where(eq(listings.partId, part.id));
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=upkeep')).toEqual([]);
    expect((await search('hasFreeShipping=true&sort=price_asc&pageSize=50')).map(([slug]) => slug)).not.toContain('upkeep-gasket');
  });

  it('follows an offer whose price moves between the cheapest and the dearest', async () => {
    const category = await makeCategory(t.db, { name: 'Middle', slug: 'middle' });
    const vendor = await makeVendor(t.db, { name: 'Middle Vendor', slug: 'middle-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'middle-hose', name: 'Middle Hose' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 1000 });
    const middle = await makeListing(t.db, part.id, vendor.id, { priceCents: 3000 });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 5000 });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=middle&minPrice=25&maxPrice=35')).toEqual([['middle-hose', 30]]);
    // A price range over the whole catalog is worked out for every part once and kept until the index changes.
    expect(await search('minPrice=25&maxPrice=35&pageSize=50')).toContainEqual(['middle-hose', 30]);
    expect((await search('minPrice=35&maxPrice=45&pageSize=50')).map(([slug]) => slug)).not.toContain('middle-hose');

    // Lowest and highest stay as they were: only the offer itself moved out of the range.
    await t.db.update(listings).set({ priceCents: 4000 }).where(eq(listings.id, middle.id));
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=middle&minPrice=25&maxPrice=35')).toEqual([]);
    expect((await search('minPrice=25&maxPrice=35&pageSize=50')).map(([slug]) => slug)).not.toContain('middle-hose');
    expect(await search('minPrice=35&maxPrice=45&pageSize=50')).toContainEqual(['middle-hose', 40]);
    expect(await search('q=middle&minPrice=35&maxPrice=45')).toEqual([['middle-hose', 40]]);
  });

  it('follows fitments for vehicle filters, years included', async () => {
    const category = await makeCategory(t.db, { name: 'Fit', slug: 'fit' });
    const vendor = await makeVendor(t.db, { name: 'Fit Vendor', slug: 'fit-vendor' });
    const make = await makeMake(t.db, { name: 'Upkeep Motors', slug: 'upkeep-motors' });
    const model = await makeModel(t.db, make.id, { name: 'Roadster', slug: 'upkeep-roadster', yearFrom: 2001, yearTo: 2010 });
    const part = await makePart(t.db, category.id, { slug: 'fit-filter', name: 'Fit Filter' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 900 });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search(`makeId=${make.id}`)).toEqual([]);

    const [fitment] = await t.db.insert(fitments).values({ partId: part.id, modelId: model.id, yearFrom: 2003, yearTo: 2005 }).returning();
    await refreshPartDerived(t.db, [part.id]);
    expect(await search(`makeId=${make.id}&modelId=${model.id}&year=2004`)).toEqual([['fit-filter', 9]]);
    expect(await search('make=upkeep-motors&model=upkeep-roadster&year=2007')).toEqual([]);

    // A wider year range changes no text, only the fitment.
    await t.db.update(fitments).set({ yearTo: 2008 }).where(eq(fitments.id, fitment!.id));
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('make=upkeep-motors&model=upkeep-roadster&year=2007')).toEqual([['fit-filter', 9]]);
  });

  it('finds a part by an interchange number added later, and forgets a deleted part', async () => {
    const category = await makeCategory(t.db, { name: 'Numbers', slug: 'numbers' });
    const vendor = await makeVendor(t.db, { name: 'Number Vendor', slug: 'number-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'number-pump', name: 'Number Pump', partNumber: '55 11 2 345 678' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 12000 });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=5511-2345-678&sort=best_match')).toEqual([['number-pump', 120]]);
    expect(await search('q=QX77100&sort=best_match')).toEqual([]);

    await t.db.insert(interchangeNumbers).values({ partId: part.id, number: 'QX-77100', numberNormalized: 'QX77100', kind: 'aftermarket' });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=QX77100&sort=best_match')).toEqual([['number-pump', 120]]);
    // A near miss by trigram similarity.
    expect(await search('q=QX77101&sort=best_match')).toEqual([['number-pump', 120]]);

    await t.db.delete(parts).where(eq(parts.id, part.id));
    expect(await search('q=QX77100&sort=best_match')).toEqual([]);
  });

  it('shows changes to every server instance sharing the database', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const category = await makeCategory(t.db, { name: 'Shared', slug: 'shared' });
      const vendor = await makeVendor(t.db, { name: 'Shared Vendor', slug: 'shared-vendor' });
      const part = await makePart(t.db, category.id, { slug: 'shared-mount', name: 'Shared Mount' });
      const listing = await makeListing(t.db, part.id, vendor.id, { priceCents: 700 });
      await refreshPartDerived(t.db, [part.id]);
      const otherHeaders = await other.login();
      const searchOther = async (query: string) => {
        const response = await other.app.inject({ url: `/api/parts/search?${query}`, headers: otherHeaders });
        return (response.json() as { parts: { slug: string; lowestPrice: number }[] }).parts.map((p) => [p.slug, p.lowestPrice]);
      };
      expect(await search('q=shared')).toEqual([['shared-mount', 7]]);
      expect(await searchOther('q=shared')).toEqual([['shared-mount', 7]]);

      await t.db.update(listings).set({ priceCents: 650 }).where(eq(listings.id, listing.id));
      await refreshPartDerived(t.db, [part.id]);
      expect(await searchOther('q=shared')).toEqual([['shared-mount', 6.5]]);
      expect(await search('q=shared')).toEqual([['shared-mount', 6.5]]);
    } finally {
      await other.app.close();
    }
  });

  it('still answers correctly after the change log lost entries it had not read', async () => {
    const category = await makeCategory(t.db, { name: 'Gap', slug: 'gap' });
    const vendor = await makeVendor(t.db, { name: 'Gap Vendor', slug: 'gap-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'gap-seal', name: 'Gap Seal' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 300 });
    await refreshPartDerived(t.db, [part.id]);
    // Pruned before this server read it: the index cannot catch up entry by entry and reloads.
    await t.db.execute(sql`delete from part_search_changes`);
    expect(await search('q=gap')).toEqual([['gap-seal', 3]]);
    await t.db.update(listings).set({ priceCents: 250 }).where(eq(listings.partId, part.id));
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=gap')).toEqual([['gap-seal', 2.5]]);
  });

  it('leaves search to SQL when a row cannot be indexed exactly, and keeps answering', async () => {
    const category = await makeCategory(t.db, { name: 'Odd', slug: 'odd' });
    const vendor = await makeVendor(t.db, { name: 'Odd Vendor', slug: 'odd-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'odd-clip', name: 'Odd Clip' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 100 });
    await refreshPartDerived(t.db, [part.id]);
    expect(await search('q=odd')).toEqual([['odd-clip', 1]]);
    // A vector without positions (no to_tsvector makes one): ranking and phrases would differ.
    await t.db.execute(sql`update part_search set search_vector = 'odd clip'::tsvector where part_id = ${part.id}`);
    expect(await search('q=odd')).toEqual([['odd-clip', 1]]);
    expect(await search('q=clip&sort=best_match')).toEqual([['odd-clip', 1]]);
  });
});
