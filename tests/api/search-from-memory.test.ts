import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { listings, vendors } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const LAG_MS = 2500;

/**
 * With SEARCH_INDEX_MAX_LAG_MS, a search answered from the index reads nothing from the database
 * while the catalog's state it last read is younger than the lag: it can be that far behind, no more.
 */
describe('search answered from memory', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { parts: { slug: string; lowestPrice: number; listings: { vendor: { name: string }; price: number }[] }[] };
  };
  const prices = async (query: string) => (await search(query)).parts.map((p) => [p.slug, p.lowestPrice]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, LAG_MS + 300));

  beforeAll(async () => {
    t = await createTestApp({ searchIndexMaxLagMs: LAG_MS });
    headers = await t.login();
  });
  afterAll(() => t.close());

  it('answers from what it last read within the lag, and from the database once the lag has passed', async () => {
    const category = await makeCategory(t.db, { name: 'Memory', slug: 'memory' });
    const vendor = await makeVendor(t.db, { name: 'Memory Vendor', slug: 'memory-vendor' });
    const part = await makePart(t.db, category.id, { slug: 'memory-gasket', name: 'Memory Gasket' });
    const listing = await makeListing(t.db, part.id, vendor.id, { priceCents: 2000 });
    await refreshPartDerived(t.db, [part.id]);
    await settle();
    expect(await prices('q=memory')).toEqual([['memory-gasket', 20]]);

    await t.db.update(listings).set({ priceCents: 1500 }).where(eq(listings.id, listing.id));
    await refreshPartDerived(t.db, [part.id]);
    // Within the lag: the index and its cards are as they were when the state was last read.
    expect(await prices('q=memory')).toEqual([['memory-gasket', 20]]);
    await settle();
    // The part's change is taken in: its card is read again with it, offers and all.
    const [card] = (await search('q=memory')).parts;
    expect([card?.lowestPrice, card?.listings.map((l) => l.price)]).toEqual([15, [15]]);
  });

  it('reads every card again when a vendor is renamed', async () => {
    const category = await makeCategory(t.db, { name: 'Renamed', slug: 'renamed' });
    const vendor = await makeVendor(t.db, { name: 'Old Name Parts', slug: 'old-name-parts' });
    const part = await makePart(t.db, category.id, { slug: 'renamed-hose', name: 'Renamed Hose' });
    await makeListing(t.db, part.id, vendor.id, { priceCents: 900 });
    await refreshPartDerived(t.db, [part.id]);
    await settle();
    expect((await search('q=renamed')).parts[0]?.listings.map((l) => l.vendor.name)).toEqual(['Old Name Parts']);

    // No search row changes with a vendor's name; the vendors the state lists do.
    await t.db.update(vendors).set({ name: 'New Name Parts' }).where(eq(vendors.id, vendor.id));
    await settle();
    expect((await search('q=renamed')).parts[0]?.listings.map((l) => l.vendor.name)).toEqual(['New Name Parts']);
  });
});
