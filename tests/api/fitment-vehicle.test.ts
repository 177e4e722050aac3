import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { fitments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

/**
 * The garage vehicle beyond one part's verdict: engine-coded fitments that name no model, body
 * styles, "You may also like", and the home page's categories.
 */
describe('fitment for the shopper’s vehicle', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011, variants: ['328i', '335i'], engineCodes: ['N52', 'N54', 'N55'], baseModel: '3 Series' });
    const e82 = await makeModel(db, bmw.id, { name: '1 Series', slug: '1-series-e82', generation: 'E82', yearFrom: 2008, yearTo: 2013, variants: ['128i', '135i'], engineCodes: ['N52', 'N54'], baseModel: '1 Series' });
    const z4 = await makeModel(db, bmw.id, { name: 'Z4', slug: 'z4-e89', generation: 'E89', yearFrom: 2009, yearTo: 2016, variants: ['sDrive35i'], engineCodes: ['N54'], baseModel: 'Z4' });
    const m3 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018, engineCodes: ['S55'], baseModel: 'M3' });
    const cooling = await makeCategory(db, { name: 'Cooling', slug: 'cooling' });
    const body = await makeCategory(db, { name: 'Body', slug: 'body' });
    const vendor = await makeVendor(db);
    const pump = await makePart(db, cooling.id, { slug: 'n54-pump', name: 'Electric Water Pump N54', partNumber: '11 51 7 632 426', rating: '4.1' });
    const thermostat = await makePart(db, cooling.id, { slug: 'e82-thermostat', name: 'Thermostat 1 Series', partNumber: '11 53 7 549 476', rating: '4.9' });
    const m3Radiator = await makePart(db, cooling.id, { slug: 'm3-radiator', name: 'Radiator M3', partNumber: '17 11 7 846 264', rating: '5.0' });
    const sedanMirror = await makePart(db, body.id, { slug: 'e90-sedan-mirror', name: 'Left Mirror Glass E90 Sedan', partNumber: '51 16 7 186 587' });
    for (const part of [pump, thermostat, m3Radiator, sedanMirror]) await makeListing(db, part.id, vendor.id, { priceCents: 9999 });
    await db.insert(fitments).values([
      // The N54 pump names no model: the engine code alone.
      { partId: pump.id, modelId: null, engineCode: 'N54', yearFrom: 2007, yearTo: 2016 },
      { partId: thermostat.id, modelId: e82.id, yearFrom: 2008, yearTo: 2013 },
      { partId: m3Radiator.id, modelId: m3.id, yearFrom: 2014, yearTo: 2018 },
      { partId: sedanMirror.id, modelId: e90.id, yearFrom: 2005, yearTo: 2011, body: 'Sedan', position: 'left' },
    ]);
    await refreshPartDerived(db);
    Object.assign(ids, { e90: e90.id, e82: e82.id, z4: z4.id, m3: m3.id, pump: pump.id, thermostat: thermostat.id, m3Radiator: m3Radiator.id, cooling: cooling.id, body: body.id });
  });
  afterAll(() => t.close());

  const detail = async (slug: string, query: string) => {
    const response = await t.app.inject({ url: `/api/parts/slug/${slug}?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe('an engine-coded part with no model row', () => {
    it('fits a 2008 335i (N54) by its engine code', async () => {
      const body = await detail('n54-pump', `modelId=${ids.e90}&year=2008&variant=335i&engine=N54`);
      expect(body.fitsVehicle).toBe(true);
      expect(body.fitmentNote).toBe('N54 engine · 2007–2016');
    });

    it('does not fit another engine; a model offered only with the N54 fits without naming it', async () => {
      expect((await detail('n54-pump', `modelId=${ids.e90}&year=2008&engine=N52`)).fitsVehicle).toBe(false);
      expect((await detail('n54-pump', `modelId=${ids.z4}&year=2012`)).fitsVehicle).toBe(true);
      expect((await detail('n54-pump', `modelId=${ids.m3}&year=2016`)).fitsVehicle).toBe(false);
      // The E90 came with the N52, N54 and N55: without the engine the data cannot say.
      expect((await detail('n54-pump', `modelId=${ids.e90}&year=2008`)).fitsVehicle).toBeNull();
    });

    it('lists every model with the engine as a vehicle it fits, within the model’s years', async () => {
      const body = await detail('n54-pump', '');
      const vehicles = body.fitments.map((f: { modelName: string; generation: string; yearFrom: number; yearTo: number; engineCode: string }) => [f.generation, f.yearFrom, f.yearTo, f.engineCode]);
      expect(vehicles).toEqual([
        ['E82', 2008, 2013, 'N54'],
        ['E90', 2007, 2011, 'N54'],
        ['E89', 2009, 2016, 'N54'],
      ]);
    });

    it('is found by a search for any car with the engine, and not for one without', async () => {
      const search = async (query: string) => (await t.app.inject({ url: `/api/parts/search?${query}`, headers })).json();
      const z4 = await search(`modelId=${ids.z4}&year=2012`);
      expect(z4.parts.map((p: { slug: string; fitsVehicle: boolean }) => [p.slug, p.fitsVehicle])).toEqual([['n54-pump', true]]);
      const m3 = await search(`modelId=${ids.m3}&year=2016&categoryId=${ids.cooling}`);
      expect(m3.parts.map((p: { slug: string }) => p.slug)).toEqual(['m3-radiator']);
      const e90Out = await search(`modelId=${ids.e90}&year=2006&categoryId=${ids.cooling}`);
      expect(e90Out.parts).toEqual([]);
    });
  });

  describe('body style', () => {
    it('a sedan-only part fits the VIN’s “Sedan/Saloon” and not a coupe; without a body it is “Check fit”', async () => {
      expect((await detail('e90-sedan-mirror', `modelId=${ids.e90}&year=2008&body=${encodeURIComponent('Sedan/Saloon')}`)).fitsVehicle).toBe(true);
      expect((await detail('e90-sedan-mirror', `modelId=${ids.e90}&year=2008&body=Coupe`)).fitsVehicle).toBe(false);
      const open = await detail('e90-sedan-mirror', `modelId=${ids.e90}&year=2008`);
      expect(open.fitsVehicle).toBeNull();
      expect(open.fitmentNote).toBe('Left · Sedan · 2005–2011');
    });

    it('search results weigh the body too; a bad body is a 400 naming the field', async () => {
      const body = (await t.app.inject({ url: `/api/parts/search?modelId=${ids.e90}&year=2008&categoryId=${ids.body}&body=Coupe`, headers })).json();
      expect(body.parts.map((p: { fitsVehicle: boolean }) => p.fitsVehicle)).toEqual([false]);
      const bad = await t.app.inject({ url: `/api/parts/slug/e90-sedan-mirror?modelId=${ids.e90}&year=2008&body=%3Cb%3E`, headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].field).toBe('body');
    });
  });

  describe('“You may also like”', () => {
    it('puts parts that fit the shopper’s vehicle first, each with its verdict', async () => {
      // The M3 radiator is the best rated, but the shopper drives a 1 Series.
      const body = await detail('n54-pump', `modelId=${ids.e82}&year=2010&engine=N54`);
      expect(body.related.map((p: { slug: string; fitsVehicle: boolean | null }) => [p.slug, p.fitsVehicle])).toEqual([
        ['e82-thermostat', true],
      ]);
      const m3Driver = await detail('e82-thermostat', `modelId=${ids.m3}&year=2016`);
      expect(m3Driver.related.map((p: { slug: string; fitsVehicle: boolean | null }) => [p.slug, p.fitsVehicle])).toEqual([
        ['m3-radiator', true],
        ['n54-pump', false],
      ]);
    });

    it('without a vehicle, related parts carry no verdict', async () => {
      const body = await detail('e82-thermostat', '');
      expect(body.related.map((p: { slug: string }) => p.slug)).toEqual(['n54-pump']);
      for (const part of body.related) expect(part).not.toHaveProperty('fitsVehicle');
    });
  });

  describe('GET /api/categories for a vehicle', () => {
    it('counts each category’s parts listed for the vehicle', async () => {
      const response = await t.app.inject({ url: `/api/categories?modelId=${ids.e90}&year=2008`, headers });
      expect(response.statusCode).toBe(200);
      const counts = Object.fromEntries(response.json().map((c: { slug: string; vehiclePartCount: number }) => [c.slug, c.vehiclePartCount]));
      expect(counts).toEqual({ cooling: 1, body: 1 });
      const z4 = (await t.app.inject({ url: `/api/categories?modelId=${ids.z4}&year=2012`, headers })).json();
      expect(z4.find((c: { slug: string }) => c.slug === 'cooling').vehiclePartCount).toBe(1);
    });

    it('without a vehicle, no counts; a year without a model is a 400 naming the field', async () => {
      const plain = (await t.app.inject({ url: '/api/categories', headers })).json();
      for (const category of plain) expect(category).not.toHaveProperty('vehiclePartCount');
      const bad = await t.app.inject({ url: '/api/categories?year=2008', headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].field).toBe('year');
    });
  });
});
