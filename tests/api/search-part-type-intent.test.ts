import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedPartWords } from '../../src/server/db/seed/part-words';
import { SEARCH_SORTS } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/** A query naming a part type lists that type's parts first under every sort, the sort applying within it. */
describe('GET /api/parts/search lists the part type the words name first', () => {
  let t: TestApp;
  let headers: { cookie: string };

  const order = async (text: string, sort: string): Promise<string[]> => {
    const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(text)}&sort=${sort}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { parts: { slug: string }[] }).parts.map((p) => p.slug);
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedPartWords(t.db);
    const brakes = await makeCategory(t.db, { name: 'Brakes', slug: 'brakes' });
    const belts = await makeCategory(t.db, { name: 'Belts', slug: 'belts' });
    const vendor = await makeVendor(t.db);
    // The sensors are the cheapest and best reviewed: by price or rating alone they would lead.
    const parts = [
      { slug: 'sensor-a', name: 'Brake Pad Wear Sensor for BMW 3 Series E90', partType: 'brake-sensor', category: brakes, price: 1500, reviews: 900 },
      { slug: 'sensor-b', name: 'Brake Pad Wear Sensor for BMW 5 Series F10', partType: 'brake-sensor', category: brakes, price: 1900, reviews: 800 },
      { slug: 'pads-front', name: 'Front Brake Pad Set for BMW 3 Series E90', partType: 'brake-pads-front', category: brakes, price: 6500, reviews: 20 },
      { slug: 'pads-rear', name: 'Rear Brake Pad Set for BMW 3 Series E90', partType: 'brake-pads-rear', category: brakes, price: 5200, reviews: 10 },
      { slug: 'serpentine', name: 'Accessory Drive Belt (Serpentine) for BMW N52', partType: 'drive-belt', category: belts, price: 2500, reviews: 300 },
      { slug: 'timing', name: 'Timing Belt for Audi 1.8T', partType: 'timing-belt', category: belts, price: 9000, reviews: 5 },
      { slug: 'sway-link', name: 'Front Sway Bar Link for BMW 3 Series E90', partType: 'sway-link', category: brakes, price: 3100, reviews: 4 },
      { slug: 'tie-rod', name: 'Outer Tie Rod End for Nissan 350Z Z33', partType: 'tie-rod', category: brakes, price: 4100, reviews: 4 },
    ];
    for (const p of parts) {
      const part = await makePart(t.db, p.category.id, { slug: p.slug, name: p.name, partType: p.partType, reviewCount: p.reviews, rating: '4.5' });
      await makeListing(t.db, part.id, vendor.id, { priceCents: p.price });
    }
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  it('puts pad sets before wear sensors for "Brake Pads", cheapest pads first, under the default sort', async () => {
    expect(await order('Brake Pads', 'price_asc')).toEqual(['pads-rear', 'pads-front', 'sensor-a', 'sensor-b']);
  });

  it('keeps the named type first under every sort', async () => {
    for (const sort of SEARCH_SORTS) {
      const slugs = await order('brake pads', sort);
      expect(slugs.slice(0, 2).sort(), sort).toEqual(['pads-front', 'pads-rear']);
    }
  });

  it('lists the sensors first when the sensor is named, and a timing belt before a serpentine belt', async () => {
    expect((await order('brake pad sensor', 'price_asc')).slice(0, 2)).toEqual(['sensor-a', 'sensor-b']);
    expect((await order('timing belt', 'price_asc'))[0]).toBe('timing');
  });

  it("finds a type by a regional name of four words or more, and by one whose first word is also a trim's", async () => {
    expect(await order('anti roll bar link', 'price_asc')).toEqual(['sway-link']);
    expect(await order('anti roll bar drop link', 'price_asc')).toEqual(['sway-link']);
    // "Track" is a trim of the 350Z as well.
    expect(await order('track rod end', 'price_asc')).toEqual(['tie-rod']);
  });
});
