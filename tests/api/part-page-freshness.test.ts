import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshOfferDerived, refreshPartDerived } from '../../src/server/db/derived';
import { categories, fitments, interchangeNumbers, listings, makes, models, parts, reviews, vendors } from '../../src/server/db/schema';
import { createPartPageCache, createPartsService } from '../../src/server/modules/parts';
import { readPartContentRevision } from '../../src/server/modules/parts/parts.queries';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import { partDetailSchema } from '../../src/shared/schemas/parts';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

/**
 * A part page's content (everything but offers) is kept in memory while the part content revision
 * holds: every catalog edit that changes a page shows on the next request, an offer's price at once,
 * and price updates alone leave the kept pages be.
 */
describe('part pages kept in memory', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const PADS = 'front-brake-pads';

  const page = async (slug: string, query = '', app = t) => {
    const response = await app.app.inject({ url: `/api/parts/slug/${slug}${query ? `?${query}` : ''}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown> & {
      name: string;
      categoryName: string;
      fitsVehicle?: boolean | null;
      lowestPrice: number | null;
      listings: { price: number; vendor: { name: string } }[];
      fitments: { makeName: string; modelName: string }[];
      interchange: { number: string }[];
      reviews: { items: { title: string }[] };
      related: { slug: string; name: string }[];
    };
  };
  const revision = () => readPartContentRevision(t.db);

  beforeAll(async () => {
    t = await createTestApp({ gate: false });
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011 });
    const e46 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e46', generation: 'E46', yearFrom: 1999, yearTo: 2006 });
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const vendor = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });
    const pads = await makePart(db, brakes.id, { slug: PADS, name: 'Front Brake Pads', partNumber: '34 11 6 794 917', rating: '4.5' });
    const rear = await makePart(db, brakes.id, { slug: 'rear-brake-pads', name: 'Rear Brake Pads', rating: '4.8' });
    const rotor = await makePart(db, brakes.id, { slug: 'front-rotor', name: 'Front Rotor', rating: '4.9' });
    const e46Pads = await makePart(db, brakes.id, { slug: 'e46-brake-pads', name: 'E46 Brake Pads', rating: '4.0' });
    await db.insert(fitments).values([
      { partId: pads.id, modelId: e90.id, yearFrom: 2005, yearTo: 2011 },
      { partId: rear.id, modelId: e90.id, yearFrom: 2005, yearTo: 2011 },
      { partId: rotor.id, modelId: e90.id, yearFrom: 2005, yearTo: 2011 },
      { partId: e46Pads.id, modelId: e46.id, yearFrom: 1999, yearTo: 2006 },
    ]);
    await db.insert(reviews).values({ partId: pads.id, authorName: 'Sam', rating: 5, title: 'Quiet and clean', body: 'No dust.' });
    await db.insert(interchangeNumbers).values({ partId: pads.id, number: '34 11 6 771 970', numberNormalized: '34116771970', kind: 'superseded' });
    // The rotor has no offer yet: not "You may also like" until it has one.
    for (const part of [rear, e46Pads]) await makeListing(db, part.id, vendor.id, { priceCents: 5000 });
    await upsertOffers(db, vendor.id, [
      { vendorSku: 'pads-1', partNumber: pads.partNumber, partName: 'Pads', priceCents: 9000, productUrl: 'https://fcp.example/pads-1' },
    ], { guardPrices: false });
    await refreshPartDerived(db);
    Object.assign(ids, { pads: pads.id, rear: rear.id, rotor: rotor.id, e90: e90.id, e46: e46.id, bmw: bmw.id, brakes: brakes.id, vendor: vendor.id });
  });
  afterAll(() => t.close());

  it('answers the same from memory as from the database, with and without a vehicle', async () => {
    const vehicles = ['', `modelId=${ids.e90}&year=2008`, `modelId=${ids.e46}&year=2003`];
    const fresh = await createTestApp({ gate: false, database: t.database });
    try {
      for (const query of vehicles) {
        const first = await page(PADS, query);
        const kept = await page(PADS, query);
        expect(kept).toEqual(first);
        // Another server on the same database, its memory empty: the page read from the database.
        expect(await page(PADS, query, fresh)).toEqual(kept);
      }
    } finally {
      await fresh.close();
    }
    // And a service that keeps nothing at all.
    const uncached = await createPartsService(t.db).bySlug(PADS);
    expect(await page(PADS)).toEqual(JSON.parse(JSON.stringify(partDetailSchema.parse(uncached))));
  });

  it('keeps the page under the revision it was read at', async () => {
    const pageCache = createPartPageCache();
    await createPartsService(t.db, null, { pageCache }).bySlug(PADS);
    expect(pageCache.get(PADS, await revision())?.part.name).toBe('Front Brake Pads');
  });

  it('tells each shopper car its own fit, whatever page is kept', async () => {
    await page(PADS);
    const e90 = await page(PADS, `modelId=${ids.e90}&year=2008`);
    const e46 = await page(PADS, `modelId=${ids.e46}&year=2003`);
    expect(e90.fitsVehicle).toBe(true);
    expect(e46.fitsVehicle).toBe(false);
    // The related parts for the E46 put the E46's own first; without a car, only parts for the same cars.
    expect(e46.related.map((r) => r.slug)[0]).toBe('e46-brake-pads');
    expect((await page(PADS)).related.map((r) => r.slug)).toEqual(['rear-brake-pads']);
  });

  it('shows every edit of what the page shows on the next request', async () => {
    const edits: { what: string; edit: () => Promise<unknown>; shows: (p: Awaited<ReturnType<typeof page>>) => boolean }[] = [
      { what: 'part name', edit: () => t.db.update(parts).set({ name: 'Front Brake Pad Set' }).where(eq(parts.id, ids.pads!)), shows: (p) => p.name === 'Front Brake Pad Set' },
      { what: 'category name', edit: () => t.db.update(categories).set({ name: 'Brake System' }).where(eq(categories.id, ids.brakes!)), shows: (p) => p.categoryName === 'Brake System' },
      { what: 'make name', edit: () => t.db.update(makes).set({ name: 'B.M.W.' }).where(eq(makes.id, ids.bmw!)), shows: (p) => p.fitments[0]?.makeName === 'B.M.W.' },
      { what: 'model name', edit: () => t.db.update(models).set({ name: 'Dreier' }).where(eq(models.id, ids.e90!)), shows: (p) => p.fitments[0]?.modelName === 'Dreier' },
      {
        what: 'fitment added',
        edit: () => t.db.insert(fitments).values({ partId: ids.pads!, modelId: ids.e46!, yearFrom: 1999, yearTo: 2006 }),
        shows: (p) => p.fitments.length === 2,
      },
      {
        what: 'review added',
        edit: () => t.db.insert(reviews).values({ partId: ids.pads!, authorName: 'Kim', rating: 4, title: 'Good bite', body: 'Fits.' }),
        shows: (p) => p.reviews.items.some((r) => r.title === 'Good bite'),
      },
      {
        what: 'interchange number',
        edit: () => t.db.insert(interchangeNumbers).values({ partId: ids.pads!, number: 'P 06 036', numberNormalized: 'P06036', kind: 'aftermarket', brand: 'Brembo' }),
        shows: (p) => p.interchange.some((i) => i.number === 'P 06 036'),
      },
      { what: 'related part renamed', edit: () => t.db.update(parts).set({ name: 'Rear Pads' }).where(eq(parts.id, ids.rear!)), shows: (p) => p.related.some((r) => r.name === 'Rear Pads') },
      {
        what: 'related part gets its first offer',
        edit: () => makeListing(t.db, ids.rotor!, ids.vendor!, { priceCents: 12000 }),
        shows: (p) => p.related.some((r) => r.slug === 'front-rotor'),
      },
      {
        what: 'related part loses its last offer',
        edit: async () => {
          await t.db.delete(listings).where(eq(listings.partId, ids.rotor!));
          await refreshOfferDerived(t.db, [ids.rotor!]);
        },
        shows: (p) => !p.related.some((r) => r.slug === 'front-rotor'),
      },
    ];
    for (const { what, edit, shows } of edits) {
      expect(shows(await page(PADS)), `${what}: shown before the edit`).toBe(false);
      await page(PADS);
      await edit();
      expect(shows(await page(PADS)), `${what}: not shown after the edit`).toBe(true);
    }
  });

  it('shows a new price at once, and a price update leaves the kept pages be', async () => {
    await page(PADS);
    const before = await revision();
    await upsertOffers(t.db, ids.vendor!, [
      { vendorSku: 'pads-1', partNumber: '34 11 6 794 917', partName: 'Pads', priceCents: 8500, productUrl: 'https://fcp.example/pads-1' },
    ], { guardPrices: false });
    const after = await page(PADS);
    expect(after.listings.map((l) => l.price)).toEqual([85]);
    expect(await revision()).toBe(before);
  });

  it('is not emptied by edits the page does not show', async () => {
    await page(PADS);
    const before = await revision();
    // What a feed run's end and a full re-derivation write: offer figures and the search text.
    await refreshPartDerived(t.db);
    await t.db.execute(sql`update parts set lowest_price_cents = lowest_price_cents, best_total_cents = best_total_cents where id = ${ids.pads!}`);
    // A shop's name is part of its offers, read on every request anyway.
    await t.db.update(vendors).set({ name: 'FCP Euro Ltd' }).where(eq(vendors.id, ids.vendor!));
    expect(await revision()).toBe(before);
    expect((await page(PADS)).listings[0]?.vendor.name).toBe('FCP Euro Ltd');
  });
});
