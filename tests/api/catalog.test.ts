import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeMake, makeModel, makeTestimonial, makeVendor } from '../support/factories';

describe('catalog API', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let porsche: { id: number };
  let bmw: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    porsche = await makeMake(t.db, { name: 'Porsche', slug: 'porsche', firstModelYear: 1950 });
    bmw = await makeMake(t.db, { name: 'BMW', slug: 'bmw', firstModelYear: 1960 });
    await makeModel(t.db, porsche.id, { name: 'Cayenne', generation: '958', yearFrom: 2011, yearTo: 2018, variants: ['S', 'GTS'] });
    await makeModel(t.db, porsche.id, { name: '911 Carrera', generation: '997', yearFrom: 2005, yearTo: 2012, variants: ['Carrera S'] });
    await makeModel(t.db, porsche.id, { name: 'Boxster', generation: '987', yearFrom: 2005, yearTo: 2012 });
    await makeModel(t.db, porsche.id, { name: '911 Carrera', generation: '992', yearFrom: 2019, yearTo: null });
    await makeModel(t.db, bmw.id, { name: '3 Series', generation: 'E90', yearFrom: 2005, yearTo: 2011 });
    await makeCategory(t.db, { name: 'Brakes', slug: 'brakes', icon: 'disc', sortOrder: 2 });
    await makeCategory(t.db, { name: 'Engine', slug: 'engine', icon: 'engine', sortOrder: 1 });
    await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp-euro', hasStorePickup: false, sortOrder: 1 });
    await makeVendor(t.db, { name: 'Hidden', slug: 'hidden', isActive: false });
    await makeTestimonial(t.db, { rating: '4.8' });
  });
  afterAll(() => t.close());

  it('lists makes', async () => {
    const response = await t.app.inject({ url: '/api/makes', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([{ id: porsche.id, name: 'Porsche', slug: 'porsche', firstModelYear: 1950 }]),
    );
  });

  it('lists models of a make', async () => {
    const response = await t.app.inject({ url: `/api/models/${bmw.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ makeId: bmw.id, name: '3 Series', generation: 'E90', yearFrom: 2005, yearTo: 2011 }),
    ]);
  });

  it('gives enhanced models for a year with years, variants and 911 first', async () => {
    const response = await t.app.inject({ url: `/api/models/${porsche.id}/enhanced?year=2010`, headers });
    expect(response.statusCode).toBe(200);
    const models = response.json() as { name: string; baseModel: string; years: number[]; variants: string[]; displayName: string }[];
    expect(models.map((m) => m.displayName)).toEqual(['911 Carrera (997)', 'Boxster (987)']);
    expect(models[0]!.baseModel).toBe('911');
    expect(models[0]!.years[0]).toBe(2012);
    expect(models[0]!.years.at(-1)).toBe(2005);
    expect(models[0]!.variants).toEqual(['Carrera S']);
  });

  it('gives all models of a make without a year, 911 group first, open-ended years up to now', async () => {
    const response = await t.app.inject({ url: `/api/models/${porsche.id}/enhanced`, headers });
    const models = response.json() as { baseModel: string; years: number[] }[];
    expect(models.map((m) => m.baseModel)).toEqual(['911', '911', 'Boxster', 'Cayenne']);
    expect(models[1]!.years[0]).toBe(new Date().getFullYear());
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    const badMake = await t.app.inject({ url: '/api/models/abc', headers });
    expect(badMake.statusCode).toBe(400);
    expect(badMake.json().issues).toEqual([expect.objectContaining({ field: 'makeId' })]);

    const badYear = await t.app.inject({ url: `/api/models/${porsche.id}/enhanced?year=20x5`, headers });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().error).toContain('year');
    expect(badYear.json().issues).toEqual([expect.objectContaining({ field: 'year' })]);

    for (const url of ['/api/models/0', '/api/models/-4', '/api/models/99999999999', '/api/models/1.5']) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(400);
    }
  });

  it('answers 404 for an unknown make', async () => {
    const response = await t.app.inject({ url: '/api/models/424242', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/make/i);
  });

  it('lists categories in their order with icon keys', async () => {
    const response = await t.app.inject({ url: '/api/categories', headers });
    expect(response.json().map((c: { name: string; icon: string }) => [c.name, c.icon])).toEqual([
      ['Engine', 'engine'],
      ['Brakes', 'disc'],
    ]);
  });

  it('lists active vendors only', async () => {
    const vendors = (await t.app.inject({ url: '/api/vendors', headers })).json();
    expect(vendors.map((v: { slug: string }) => v.slug)).toEqual(['fcp-euro']);
    expect(vendors[0]).toEqual(
      expect.objectContaining({ name: 'FCP Euro', hasStorePickup: false, website: expect.stringMatching(/^https:\/\//) }),
    );
  });

  it('lists testimonials with numeric ratings', async () => {
    const testimonials = (await t.app.inject({ url: '/api/testimonials', headers })).json();
    expect(testimonials).toEqual([expect.objectContaining({ rating: 4.8, avatarInitials: 'AD' })]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error).toContain('/api/no-such-thing');
  });
});
