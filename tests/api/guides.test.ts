import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineApplications, engines, guides, interchangeNumbers } from '../../src/server/db/schema';
import { GUIDES, seedGuides } from '../../src/server/db/seed/guides';
import type { GuideCard, GuideDetail } from '../../src/shared/schemas/guides';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

describe('guides API', () => {
  let t: TestApp;
  let headers: { cookie: string };

  async function getGuide(slug: string): Promise<GuideDetail> {
    const response = await t.app.inject({ url: `/api/guides/${slug}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const factValues = (g: GuideDetail) => g.content.facts.map((f) => f.value).join(' | ');

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedGuides(t.db);

    const filters = await makeCategory(t.db, { name: 'Filters', slug: 'filters' });
    const engine = await makeCategory(t.db, { name: 'Engine', slug: 'engine' });
    const vendor = await makeVendor(t.db);
    // Named by the oil change guide by its own number; offered at $12.99.
    const n52Filter = await makePart(t.db, filters.id, {
      slug: 'n52-oil-filter-kit', name: 'Oil Filter Kit', brand: 'Hengst', partNumber: '11 42 7 566 327',
    });
    await makeListing(t.db, n52Filter.id, vendor.id, { priceCents: 1299 });
    // Named by the oil change guide through an interchange number only.
    const n55Filter = await makePart(t.db, filters.id, {
      slug: 'n55-oil-filter-kit', name: 'Oil Filter Kit', brand: 'Mahle', partNumber: 'OX 387D',
    });
    await makeListing(t.db, n55Filter.id, vendor.id, { priceCents: 1450 });
    await t.db.insert(interchangeNumbers).values({ partId: n55Filter.id, number: '11 42 7 953 129', numberNormalized: '11427953129', kind: 'oem' });
    // In the catalog but nobody offers it yet: linked, without a price.
    await makePart(t.db, engine.id, { slug: 'turbo-997-right', name: 'Turbocharger, Passenger Side (Right)', brand: 'Genuine Porsche', partNumber: '997 123 023 72' });
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/guides' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/guides/bmw-oil-change' })).statusCode).toBe(401);
  });

  it('lists every guide as a card, in the knowledge base order', async () => {
    const response = await t.app.inject({ url: '/api/guides', headers });
    expect(response.statusCode).toBe(200);
    const cards: GuideCard[] = response.json();
    // The spec's guides first, in its order, then every further guide in the order it was written.
    expect(cards.map((c) => c.path)).toEqual(GUIDES.map((g) => g.path));
    expect(cards.map((c) => c.path).slice(0, 7)).toEqual([
      '/guides/porsche-997-turbo-passenger-turbo',
      '/guides/bmw-oil-change',
      '/guides/porsche-brake-pad-replacement',
      '/guides/mercedes-air-filter-replacement',
      '/guides/ferrari-annual-maintenance',
      '/guides/lamborghini-fluid-inspection',
      '/bmw-timing-belts',
    ]);
    expect(Object.keys(cards[0]!).sort()).toEqual(
      ['category', 'description', 'difficulty', 'isDetailed', 'make', 'path', 'slug', 'timeRequired', 'title'].sort(),
    );
  });

  it('carries the spec facts of each guide', async () => {
    const turbo = await getGuide('porsche-997-turbo-passenger-turbo');
    expect([turbo.difficulty, turbo.timeRequired, turbo.content.steps.length]).toEqual(['Advanced', '6-8 hours', 10]);
    expect(turbo.title).toMatch(/997\.1 Turbo/);

    const oil = await getGuide('bmw-oil-change');
    expect([oil.difficulty, oil.timeRequired, oil.content.steps.length]).toEqual(['Beginner', '45-60 minutes', 9]);
    expect(factValues(oil)).toContain('3,000-5,000 miles');
    expect(factValues(oil)).toContain('25 ft-lbs (34 Nm)');
    expect(factValues(oil)).toContain('6.5-7 quarts');

    const brakes = await getGuide('porsche-brake-pad-replacement');
    expect([brakes.difficulty, brakes.timeRequired, brakes.content.steps.length]).toEqual(['Intermediate', '2-3 hours', 12]);
    expect(factValues(brakes)).toContain('20,000-40,000 miles');
    expect(factValues(brakes)).toContain('118 ft-lbs (160 Nm)');

    const air = await getGuide('mercedes-air-filter-replacement');
    expect([air.difficulty, air.timeRequired, air.content.steps.length]).toEqual(['Easy', '10-20 minutes', 7]);
    expect(factValues(air)).toContain('15,000-30,000 miles');

    const ferrari = await getGuide('ferrari-annual-maintenance');
    expect(ferrari.difficulty).toBe('Professional');
    expect(ferrari.content.sections.filter((s) => s.kind === 'system')).toHaveLength(12);
    expect(factValues(ferrari)).toContain('12 months / 7,500 miles');
    expect(factValues(ferrari)).toMatch(/Professional required/);

    const lambo = await getGuide('lamborghini-fluid-inspection');
    const fluids = lambo.content.sections.filter((s) => s.kind === 'fluid');
    expect(fluids).toHaveLength(8);
    expect(new Set(fluids.map((f) => f.id)).size).toBe(8);
    for (const f of fluids) {
      expect(['high', 'medium', 'low']).toContain(f.priority);
      expect(f.title && f.frequency).toBeTruthy();
    }
    // Check and top-up notes are optional: some fluids have them, some do not.
    expect(fluids.some((f) => f.topUp === undefined)).toBe(true);
    expect(fluids.some((f) => f.check === undefined)).toBe(true);

    const belts = await getGuide('bmw-timing-belts');
    expect(belts.path).toBe('/bmw-timing-belts');
    expect(belts.content.steps).toHaveLength(10);
    expect(belts.content.intro).toMatch(/timing chain/);
    expect(belts.content.intro).toMatch(/M20/);
  });

  it('gives every guide tools, parts, tips and safety warnings', async () => {
    const cards: GuideCard[] = (await t.app.inject({ url: '/api/guides', headers })).json();
    for (const card of cards) {
      const guide = await getGuide(card.slug);
      expect(guide.content.tools.length, card.slug).toBeGreaterThan(0);
      expect(guide.content.parts.length, card.slug).toBeGreaterThan(0);
      expect(guide.content.tips.length, card.slug).toBeGreaterThan(0);
      expect(guide.content.warnings.length, card.slug).toBeGreaterThan(0);
      for (const step of guide.content.steps) expect(step.title && step.body, card.slug).toBeTruthy();
    }
  });

  it('links the parts a guide names to the catalog parts carrying that number', async () => {
    const oil = await getGuide('bmw-oil-change');
    const byNumber = new Map(oil.content.parts.map((p) => [p.partNumber, p.link]));
    expect(byNumber.get('11 42 7 566 327')).toEqual({
      slug: 'n52-oil-filter-kit',
      name: 'Oil Filter Kit',
      brand: 'Hengst',
      partNumber: '11 42 7 566 327',
      lowestPrice: 12.99,
      url: '/product/n52-oil-filter-kit',
    });
    // Found through its interchange number; the link shows the part's own number.
    expect(byNumber.get('11 42 7 953 129')).toMatchObject({ slug: 'n55-oil-filter-kit', partNumber: 'OX 387D', lowestPrice: 14.5 });
    // A part without a number, or whose number the catalog does not carry, has no link.
    expect(oil.content.parts.filter((p) => !p.partNumber).every((p) => p.link === null)).toBe(true);

    const turbo = await getGuide('porsche-997-turbo-passenger-turbo');
    const turboPart = turbo.content.parts.find((p) => p.partNumber === '997 123 023 72');
    expect(turboPart?.link).toMatchObject({ slug: 'turbo-997-right', lowestPrice: null });
  });

  it('names the catalog models a guide is written for, by model key and through its engines', async () => {
    const bmw = await makeMake(t.db, { name: 'BMW', slug: 'bmw' });
    await makeModel(t.db, bmw.id, { name: '3 Series', slug: '3-series-f30', generation: 'F30', yearFrom: 2012, yearTo: 2019 });
    await makeModel(t.db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2006, yearTo: 2011 });
    await makeModel(t.db, bmw.id, { name: 'Z4', slug: 'z4-e89', generation: 'E89', yearFrom: 2009, yearTo: 2016 });
    // The brake guide names E90, F30 and E82 by model key, in that order; the catalog carries no E82.
    expect((await getGuide('bmw-3-series-brake-pads-rotors')).vehicles).toEqual([
      { make: 'bmw', model: '3-series-e90', label: 'BMW 3 Series (E90)' },
      { make: 'bmw', model: '3-series-f30', label: 'BMW 3 Series (F30)' },
    ]);
    // The spark plug guide names engines: the models built with them, each once.
    await t.db.insert(engines).values({ key: 'bmw-n54', makeSlug: 'bmw', code: 'N54', name: 'BMW N54' }).onConflictDoNothing();
    await t.db.insert(engineApplications).values([
      { engineKey: 'bmw-n54', makeSlug: 'bmw', modelSlug: 'z4-e89', yearFrom: 2009, yearTo: 2016 },
      { engineKey: 'bmw-n54', makeSlug: 'bmw', modelSlug: '3-series-e90', yearFrom: 2007, yearTo: 2010 },
      { engineKey: 'bmw-n54', makeSlug: 'bmw', modelSlug: '3-series-e90', yearFrom: 2010, yearTo: 2011, variants: ['335is'] },
    ]);
    expect((await getGuide('bmw-n5x-spark-plugs-coils')).vehicles.map((v) => v.model)).toEqual(['3-series-e90', 'z4-e89']);
    // A whole make names no single model.
    expect((await getGuide('ferrari-annual-maintenance')).vehicles).toEqual([]);
  });

  it('serves each guide’s torque figures, and none for a checklist', async () => {
    const brakes = await getGuide('bmw-3-series-brake-pads-rotors');
    expect(brakes.content.torque).toContainEqual({ fastener: 'Wheel bolts', value: '120 Nm (89 ft-lbs)', sources: ['bmw-service-info'] });
    expect((await getGuide('spark-plug-replacement')).content.torque.length).toBeGreaterThan(0);
    expect((await getGuide('ferrari-annual-maintenance')).content.torque).toEqual([]);
  });

  it('answers 404 for an unknown guide and 400 for a malformed slug', async () => {
    const missing = await t.app.inject({ url: '/api/guides/no-such-guide', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: expect.stringContaining('no-such-guide') });

    const malformed = await t.app.inject({ url: '/api/guides/not_a%20slug!', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].field).toBe('slug');
  });

  it('seeds idempotently, restoring the written content', async () => {
    await t.db.update(guides).set({ title: 'Edited' }).where(eq(guides.slug, 'bmw-oil-change'));
    await seedGuides(t.db);
    await seedGuides(t.db);
    expect(await t.db.select({ slug: guides.slug }).from(guides)).toHaveLength(GUIDES.length);
    expect((await getGuide('bmw-oil-change')).title).toBe('BMW Oil Change');
  });
});
