import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

type Suggestions = { suggestions: { group: string; label: string; q: string; vehicle: { makeId: number; modelId: number } | null }[] };

describe('GET /api/suggest', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let e90 = 0;

  const suggest = async (q: string): Promise<Suggestions> => {
    const response = await t.app.inject({ url: `/api/suggest?q=${encodeURIComponent(q)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const labels = (r: Suggestions) => r.suggestions.map((s) => `${s.group}:${s.label}`);

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    e90 = (await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011 })).id;
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const vendor = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });
    const made = [
      await makePart(db, brakes.id, { slug: 'p1', name: 'Front Brake Pad Set for BMW 3 Series E90', brand: 'Brembo', partNumber: '34 11 6 855 152' }),
      await makePart(db, brakes.id, { slug: 'p2', name: 'Front Brake Pad Set for BMW M3 E46', brand: 'Lemförder' }),
      await makePart(db, brakes.id, { slug: 'p3', name: 'Brake Fluid, 1 Liter', brand: 'ATE' }),
    ];
    for (const part of made) await makeListing(db, part.id, vendor.id);
    await refreshPartDerived(db);
  });
  afterAll(() => t.close());

  it('offers part types, brands and vehicles as the words are typed', async () => {
    expect(labels(await suggest('brake p'))).toEqual(['part:Front Brake Pad Set']);
    // Part words first, then brands, then vehicles: "bre" begins no part word, but is one letter off "brake".
    expect(labels(await suggest('bre'))).toEqual(['part:Brake Fluid, 1 Liter', 'part:Front Brake Pad Set', 'brand:Brembo']);
    expect(labels(await suggest('bra'))).toEqual(['part:Brake Fluid, 1 Liter', 'part:Front Brake Pad Set', 'brand:Brembo']);
    // A group the typing begins keeps to what it begins.
    expect(labels(await suggest('brem'))).toEqual(['brand:Brembo']);
    expect(labels(await suggest('bmw 3'))[0]).toBe('vehicle:BMW 3 Series (E90) 2005–2011');
    const vehicle = (await suggest('bmw e9')).suggestions;
    expect(vehicle).toEqual([{ group: 'vehicle', label: 'BMW 3 Series (E90) 2005–2011', q: 'BMW 3 Series E90', vehicle: { makeId: expect.any(Number), modelId: e90 } }]);
  });

  it('offers part numbers that begin with what is typed, separators ignored', async () => {
    const expected = { group: 'number', label: '34 11 6 855 152 — Front Brake Pad Set for BMW 3 Series E90', q: '34 11 6 855 152', vehicle: null };
    expect((await suggest('34116')).suggestions).toEqual([expected]);
    expect((await suggest('34-11-6-8')).suggestions).toEqual([expected]);
    expect((await suggest('34117')).suggestions).toEqual([]);
  });

  it('is typo-tolerant and accent-folded', async () => {
    expect(labels(await suggest('brkae'))).toContain('part:Front Brake Pad Set');
    expect(labels(await suggest('lemfo'))).toEqual(['brand:Lemförder']);
  });

  it('answers empty input with nothing and bad input with a 400, never a 5xx', async () => {
    expect((await suggest('')).suggestions).toEqual([]);
    expect((await suggest('   ')).suggestions).toEqual([]);
    expect((await suggest('zzzzqqq')).suggestions).toEqual([]);
    for (const url of [`/api/suggest?q=${'a'.repeat(500)}`, '/api/suggest?q=brake%07pads', '/api/suggest?q=%00', '/api/suggest']) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
