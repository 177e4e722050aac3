import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { fitments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

type Result = {
  parts: { slug: string }[];
  total: number;
  correctedQuery: string | null;
  remainingText: string | null;
  vehicle: { makeId: number | null; modelId: number | null; generation: string | null; year: number | null; label: string; source: string } | null;
  vehicleChoices: { modelId: number; label: string; makeSlug: string | null; modelSlug: string | null }[];
};

/** What the search makes of shoppers' words: folding, corrections, synonyms, the vehicle in the text. */
describe('GET /api/parts/search understands the query', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  async function search(query: string): Promise<Result> {
    const response = await t.app.inject({ url: `/api/parts/search?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}&sort=best_match${extra}`);
  const slugs = (r: Result) => r.parts.map((p) => p.slug).sort();

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const lambo = await makeMake(db, { name: 'Lamborghini', slug: 'lamborghini' });
    const m3e46 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-e46', generation: 'E46', yearFrom: 2001, yearTo: 2006, variants: ['M3', 'M3 CSL'], engineCodes: ['S54'] });
    const m3f80 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018, variants: ['M3', 'M3 CS'], engineCodes: ['S55'] });
    const huracan = await makeModel(db, lambo.id, { name: 'Huracán', slug: 'huracan', generation: null, yearFrom: 2014, yearTo: null });
    // No part fits it: never offered as a choice.
    await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-e36', generation: 'E36', yearFrom: 1995, yearTo: 1999, variants: ['M3'], engineCodes: ['S50'] });
    const lexus = await makeMake(db, { name: 'Lexus', slug: 'lexus' });
    await makeModel(db, lexus.id, { name: 'IS', slug: 'is-xe20', generation: 'XE20', yearFrom: 2006, yearTo: 2013, variants: ['IS 250', 'IS 350'] });
    Object.assign(ids, { bmw: bmw.id, lambo: lambo.id, m3e46: m3e46.id, m3f80: m3f80.id, huracan: huracan.id });
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const suspension = await makeCategory(db, { name: 'Suspension', slug: 'suspension' });
    const vendor = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });

    const parts = {
      padsF80: await makePart(db, brakes.id, { slug: 'pads-f80', name: 'Front Brake Pad Set', brand: 'Jurid', partNumber: '34 11 2 284 369' }),
      padsE46: await makePart(db, brakes.id, { slug: 'pads-e46', name: 'Front Brake Pad Set', brand: 'ATE', partNumber: '34 11 2 229 302' }),
      padsHuracan: await makePart(db, brakes.id, { slug: 'pads-huracan', name: 'Rear Brake Pad Set', brand: 'Pagid', partNumber: '4T0 698 451' }),
      arm: await makePart(db, suspension.id, { slug: 'control-arm', name: 'Front Lower Control Arm', brand: 'Lemförder', partNumber: '31 12 6 777 851' }),
      strut: await makePart(db, suspension.id, { slug: 'strut', name: 'Front Strut Assembly', brand: 'Bilstein', partNumber: '22-238436' }),
      oddNumber: await makePart(db, brakes.id, { slug: 'odd-number', name: 'Caliper Bolt', brand: 'Febi', partNumber: 'STRUTT 4711' }),
      oilFilter: await makePart(db, brakes.id, { slug: 'oil-filter-m96', name: 'Oil Filter Kit for M96/M97 Flat-Six', brand: 'Mahle', partNumber: 'OX 409D' }),
    };
    await db.insert(fitments).values([
      { partId: parts.padsF80.id, modelId: m3f80.id, yearFrom: 2015, yearTo: 2018 },
      { partId: parts.padsE46.id, modelId: m3e46.id, yearFrom: 2001, yearTo: 2006 },
      { partId: parts.padsHuracan.id, modelId: huracan.id, yearFrom: 2014, yearTo: 2024 },
      { partId: parts.arm.id, modelId: m3e46.id, yearFrom: 2001, yearTo: 2006 },
    ]);
    for (const part of Object.values(parts)) await makeListing(db, part.id, vendor.id, { priceCents: 5000 + part.id });
    await refreshPartDerived(db);
  });
  afterAll(() => t.close());

  it('folds accents and case the same way in the catalog and in the query', async () => {
    for (const text of ['lemforder', 'LEMFORDER', 'Lemförder', 'lemförder']) {
      expect(slugs(await q(text)), text).toEqual(['control-arm']);
    }
    const r = await q('lamborghini huracan');
    expect(slugs(r)).toEqual(['pads-huracan']);
    expect(r.vehicle).toMatchObject({ makeId: ids.lambo, modelId: ids.huracan, label: 'Lamborghini Huracán', source: 'query' });
  });

  it('finds a code written with a slash in the catalog by either code, and by both as typed', async () => {
    expect(slugs(await q('m97 oil filter'))).toEqual(['oil-filter-m96']);
    expect(slugs(await q('M96/M97 oil filter'))).toEqual(['oil-filter-m96']);
  });

  it('says what it searched for with the vehicle words as typed, and corrects a swapped make', async () => {
    const r = await q('brkae pads for my 2015 BMW M3');
    expect(r.correctedQuery).toBe('brake pads for my 2015 BMW M3');
    expect(r.vehicle).toMatchObject({ modelId: ids.m3f80, year: 2015 });
    const swapped = await q('brake pads for my 2015 bwm m3');
    expect(swapped.correctedQuery).toBe('brake pads for my 2015 bmw m3');
    expect(slugs(swapped)).toEqual(['pads-f80']);
  });

  it('corrects misspelt and run-together words and says what it searched for', async () => {
    const r = await q('brkae pads');
    expect(r.correctedQuery).toBe('brake pads');
    expect(r.remainingText).toBe('brake pads');
    expect(slugs(r)).toEqual(['pads-e46', 'pads-f80', 'pads-huracan']);
    expect((await q('bilstien')).correctedQuery).toBe('bilstein');
    expect(slugs(await q('controlarm'))).toEqual(['control-arm']);
    const asTyped = await q('brake pads');
    expect(asTyped.correctedQuery).toBeNull();
  });

  it('searches the words as typed when asked to ("search instead for")', async () => {
    const r = await q('brkae pads', '&literal=true');
    expect(r.correctedQuery).toBeNull();
    expect(r.total).toBe(0);
  });

  it('offers a correction only when the corrected words find parts', async () => {
    // Each word alone corrects to a catalog word, but no part is both a Bilstein and a caliper bolt.
    expect((await q('bilstien')).correctedQuery).toBe('bilstein');
    const r = await q('bilstien caliperr');
    expect(r.correctedQuery).toBeNull();
    expect(r.total).toBe(0);
    expect(r.remainingText).toBe('bilstien caliperr');
    // The same words with a correction that does find parts keep it.
    const found = await q('bilstien strutt');
    expect(found.correctedQuery).toBe('bilstein strut');
    expect(slugs(found)).toEqual(['strut']);
  });

  it('never lets a correction override an exact part number', async () => {
    // "strutt" alone is corrected to "strut"; as a part's exact number it is searched as typed.
    expect((await q('strutt')).correctedQuery).toBe('strut');
    const r = await q('strutt 4711');
    expect(r.correctedQuery).toBeNull();
    expect(r.parts[0]?.slug).toBe('odd-number');
  });

  it('finds the catalog names of shop words', async () => {
    expect(slugs(await q('shocks'))).toEqual(['strut']);
    expect(slugs(await q('front shocks'))).toEqual(['strut']);
    expect(slugs(await q('wishbone'))).toEqual(['control-arm']);
  });

  it('turns a vehicle in the words into a fitment filter and takes it out of the text', async () => {
    const r = await q('brake pads for my 2015 BMW M3');
    expect(r.vehicle).toEqual({ makeId: ids.bmw, modelId: ids.m3f80, generation: 'F80', year: 2015, label: '2015 BMW M3 (F80)', source: 'query' });
    expect(r.remainingText).toBe('brake pads');
    expect(slugs(r)).toEqual(['pads-f80']);
    const e46 = await q('e46 m3 control arm');
    expect(e46.vehicle).toMatchObject({ modelId: ids.m3e46, generation: 'E46' });
    expect(slugs(e46)).toEqual(['control-arm']);
    const engine = await q('s55 brake pads');
    expect(engine.vehicle).toMatchObject({ modelId: ids.m3f80 });
  });

  it('reads an everyday word as the word, not as the model it also names', async () => {
    const r = await q('what is the best oil filter');
    expect(r.vehicle).toBeNull();
    expect(slugs(r)).toEqual(['oil-filter-m96']);
  });

  it('offers the models when the words fit several', async () => {
    const r = await q('m3 brake pads');
    expect(r.vehicle).toMatchObject({ makeId: ids.bmw, modelId: null });
    expect(r.vehicleChoices.map((c) => c.label)).toEqual(['BMW M3 (E46) 2001–2006', 'BMW M3 (F80) 2014–2018']);
    // Each names its make and model as a search address does, for the page's links.
    expect(r.vehicleChoices.map((c) => [c.makeSlug, c.modelSlug])).toEqual([['bmw', 'm3-e46'], ['bmw', 'm3-f80']]);
    expect(slugs(r)).toEqual(['pads-e46', 'pads-f80']);
  });

  it('tells the vehicle chosen in the selector, which wins over one in the words', async () => {
    const r = await q('brake pads m3', `&makeId=${ids.bmw}&modelId=${ids.m3e46}&year=2004`);
    expect(r.vehicle).toEqual({ makeId: ids.bmw, modelId: ids.m3e46, generation: 'E46', year: 2004, label: '2004 BMW M3 (E46)', source: 'selector' });
    expect(slugs(r)).toEqual(['pads-e46']);
  });

  it('lets a car named in the words replace the garage car, which words that repeat it keep', async () => {
    const garageE46 = `&makeId=${ids.bmw}&modelId=${ids.m3e46}&year=2004&engine=S54&garage=true`;
    const other = await q('brake pads for my 2015 BMW M3', garageE46);
    expect(other.vehicle).toMatchObject({ modelId: ids.m3f80, year: 2015, source: 'query' });
    expect(slugs(other)).toEqual(['pads-f80']);
    // Judged for the named car alone: the garage car's engine says nothing of it.
    expect(other.parts[0]).toMatchObject({ fitsVehicle: true });
    const same = await q('e46 brake pads', garageE46);
    expect(same.vehicle).toMatchObject({ modelId: ids.m3e46, year: 2004, source: 'selector' });
    expect(slugs(same)).toEqual(['pads-e46']);
    const none = await q('brake pads', garageE46);
    expect(none.vehicle).toMatchObject({ modelId: ids.m3e46, source: 'selector' });
  });

  it('answers bad input with a 400 naming the field or an empty answer, never a 5xx', async () => {
    const long = await t.app.inject({ url: `/api/parts/search?q=${'a'.repeat(500)}`, headers });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues?.[0]?.path ?? long.body).toContain('q');
    const nul = await t.app.inject({ url: '/api/parts/search?q=brake%00pads', headers });
    expect(nul.statusCode).toBe(400);
    for (const text of ['\u0007\u001b', '', '   ', '\u200b', '----', 'ö', 'for my', '2015']) {
      const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(text)}`, headers });
      expect(response.statusCode, JSON.stringify(text)).toBe(200);
    }
    const flag = await t.app.inject({ url: '/api/parts/search?q=pads&literal=maybe', headers });
    expect(flag.statusCode).toBe(400);
  });
});
