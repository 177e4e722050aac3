import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedGuides } from '../../src/server/db/seed/guides';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import type { AssistantAnswer } from '../../src/shared/schemas/assistant';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';

/**
 * The repair assistant diagnosing, through the real route on a seeded database: the issue's own
 * questions, answered with causes in order, checks, parts that fit the car named, its guide, and a
 * difficulty and time; or a question back when the car is not known.
 */
describe('POST /api/knowledge-base/search diagnoses', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let causeNames: Map<string, string>;
  let guideMakes: Map<string, { make: string; scope: string }>;

  async function ask(payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload, headers });
  }
  async function answer(query: string, vehicle?: object): Promise<AssistantAnswer> {
    const response = await ask(vehicle ? { query, vehicle } : { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** Makes a recommended part fits, from its fitments (empty for a part for any car). */
  async function partMakes(slug: string): Promise<string[]> {
    const result = await rowsOf<{ slug: string }>(
      t.db,
      sql`select distinct mk.slug from parts p join fitments f on f.part_id = p.id join models mo on mo.id = f.model_id
          join makes mk on mk.id = mo.make_id where p.slug = ${slug}`,
    );
    return result.map((r) => r.slug);
  }
  const causes = (ids: string[]) => ids.map((id) => causeNames.get(id));

  /** Every part fits the make (by fitment, or is a product for any car) and every guide is generic or that make's. */
  async function expectOnlyMake(a: AssistantAnswer, make: string, makeName: string) {
    for (const p of a.parts) {
      const makes = await partMakes(p.slug);
      if (makes.length) expect(makes, p.name).toContain(make);
    }
    for (const g of a.relatedGuides) {
      const guide = guideMakes.get(g.url!)!;
      expect(guide.scope === 'generic' || guide.make === makeName || (makeName === 'Audi' && guide.make === 'Volkswagen'), g.title).toBe(true);
    }
  }
  function expectDifficultyAndTime(a: AssistantAnswer) {
    expect(a.difficulty).not.toBe('Unknown');
    expect(a.estimatedTime).toMatch(/\d/);
  }

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedDemoCatalog(t.db);
    await seedGuides(t.db);
    await seedKnowledge(t.db);
    const rows = await rowsOf<{ id: string; name: string }>(t.db, sql`select id, name from causes`);
    causeNames = new Map(rows.map((r) => [r.id, r.name]));
    const guides = await rowsOf<{ path: string; make: string; scope: string }>(t.db, sql`select path, make, scope from guides`);
    guideMakes = new Map(guides.map((g) => [g.path, g]));
  });
  afterAll(() => t.close());

  it('misfire on my 2011 Audi A4 2.0T: EA888 causes in order, coils and plugs for that engine, its guide', async () => {
    const a = await answer('misfire on my 2011 Audi A4 2.0T');
    expect(a.vehicle).toMatchObject({ make: 'audi', model: 'a4-b8', year: 2011, engine: 'EA888 Gen 1/2', source: 'question' });
    expect(a.causes.map((c) => c.name)).toEqual(causes(['ignition-coil-failure', 'worn-spark-plugs', 'intake-valve-carbon', 'pcv-valve-failure']));
    expect(a.causes[0]).toMatchObject({ likelihood: 'high', check: expect.stringMatching(/swap the coil/i), partsQuery: expect.stringMatching(/coil.*Audi A4 B8/i) });
    expect(a.parts.map((p) => p.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Ignition Coil.*EA888/), expect.stringMatching(/Spark Plug/)]));
    // The 1.8T coil the old answer offered does not fit the 2.0 TFSI.
    expect(a.parts.some((p) => /1\.8T/.test(p.name))).toBe(false);
    expect(a.relatedGuides[0]?.url).toBe('/guides/vag-ea888-spark-plugs-coils');
    expect(a.followUp).toBeNull();
    expect(a.answer).toMatch(/1\. Failed ignition coil|1\. .*coil/i);
    expectDifficultyAndTime(a);
    await expectOnlyMake(a, 'audi', 'Audi');
  });

  it('each recommended part says whether it fits the car the question names', async () => {
    const a = await answer('misfire on my 2011 Audi A4 2.0T');
    expect(a.fitVehicle).toMatch(/^2011 Audi A4/);
    expect(a.parts.length).toBeGreaterThan(0);
    const coil = a.parts.find((p) => /Ignition Coil.*EA888/.test(p.name));
    expect(coil).toMatchObject({ fitsVehicle: true });
    for (const part of a.parts) expect(part.fitsVehicle === null || typeof part.fitsVehicle === 'boolean').toBe(true);
    // Without a car there is nothing to judge by.
    const unknown = await answer('clunk from the front over bumps');
    expect(unknown.fitVehicle ?? null).toBeNull();
  });

  it('coolant leak bmw n54: the electric water pump first, no Lamborghini guide, no X5 E53 tank', async () => {
    const a = await answer('coolant leak bmw n54');
    expect(a.vehicle).toMatchObject({ make: 'bmw', engine: 'N54' });
    expect(a.causes.slice(0, 3).map((c) => c.name)).toEqual(causes(['electric-water-pump-failure', 'expansion-tank-crack', 'thermostat-failure']));
    expect(a.parts.some((p) => /E53/.test(p.name))).toBe(false);
    expect(a.relatedGuides.some((g) => /Lamborghini/.test(g.title))).toBe(false);
    expect(a.parts.some((p) => /Water Pump/i.test(p.name))).toBe(true);
    expectDifficultyAndTime(a);
    await expectOnlyMake(a, 'bmw', 'BMW');
  });

  it('what oil does a porsche 911 take: asks which 911, never the BMW guide', async () => {
    const a = await answer('what oil does a porsche 911 take');
    expect(a.followUp).toMatch(/911/);
    expect(a.relatedGuides.some((g) => /BMW/.test(g.title))).toBe(false);
    expect(a.answer).not.toMatch(/BMW/);
    expectDifficultyAndTime(a);

    const year = await answer('what oil does a 2010 911 take');
    expect(year.followUp).toBeNull();
    expect(year.answer).toMatch(/Porsche A40/);
    expect(year.parts.length).toBeGreaterThan(0);
    expect(year.parts.every((p) => /Porsche A40/.test(p.name))).toBe(true);
    await expectOnlyMake(year, 'porsche', 'Porsche');
  });

  it('a fluid question gets that fluid\'s guide: coolant is not answered with the brake fluid flush', async () => {
    const coolant = await answer('what coolant does my 2012 audi a4 need');
    expect(coolant.answer).toMatch(/G13/);
    expect(coolant.relatedGuides.map((g) => g.url)).toEqual(['/guides/coolant-flush-and-bleed']);
    const brakes = await answer('brake fluid for a 2010 porsche 911');
    expect(brakes.relatedGuides.map((g) => g.url)).toEqual(['/guides/brake-fluid-flush']);
    const oil = await answer('what oil does a 2010 911 take');
    expect(oil.relatedGuides.map((g) => g.url)).toEqual(['/guides/porsche-oil-change']);
  });

  it('a symptom written with an ending or a slip is still diagnosed, not taken for a fluid question or left unknown', async () => {
    const leaks = await answer('oil leaks on my 2008 335i');
    expect(leaks.causes.length).toBeGreaterThan(0);
    expect(leaks.answer).not.toMatch(/takes engine oil/);
    expectDifficultyAndTime(leaks);
    const idle = await answer('rough idel on my 2009 c63 amg');
    expect(idle.causes.length).toBeGreaterThan(0);
    expectDifficultyAndTime(idle);
  });

  it('squealing brakes on my C63: brake causes, no S-Class pads, no Porsche guide, asks which C63', async () => {
    const a = await answer('squealing brakes on my C63');
    expect(a.causes.map((c) => c.name)).toContain(causeNames.get('worn-brake-pads'));
    expect(a.parts.some((p) => /S-Class/.test(p.name))).toBe(false);
    expect(a.relatedGuides.some((g) => /Porsche/.test(g.title))).toBe(false);
    expect(a.followUp).toMatch(/W204.*W205/);
    expectDifficultyAndTime(a);
    await expectOnlyMake(a, 'mercedes-benz', 'Mercedes-Benz');
  });

  it('P0301 on my 335i: explains the code, ranks misfire causes, asks which engine for the parts', async () => {
    const a = await answer('P0301 on my 335i');
    expect(a.answer).toMatch(/^P0301 means cylinder 1 misfire/i);
    expect(a.causes.slice(0, 2).map((c) => c.name).sort()).toEqual(causes(['ignition-coil-failure', 'worn-spark-plugs']).sort());
    expect(a.vehicle).toMatchObject({ make: 'bmw' });
    expect(a.followUp).toMatch(/E90.*F30.*year/);
    expectDifficultyAndTime(a);
    await expectOnlyMake(a, 'bmw', 'BMW');

    const withYear = await answer('P 0301 on my 2009 335i');
    expect(withYear.vehicle).toMatchObject({ engine: 'N54', year: 2009 });
    expect(withYear.causes.map((c) => c.name).slice(0, 3)).toEqual(causes(['ignition-coil-failure', 'worn-spark-plugs', 'fuel-injector-fault']));
    expect(withYear.parts.some((p) => /Ignition Coil for BMW N54/.test(p.name))).toBe(true);
  });

  it('clunk from the front over bumps: asks for the vehicle instead of guessing', async () => {
    const a = await answer('clunk from the front over bumps');
    expect(a.vehicle).toBeNull();
    expect(a.followUp).toMatch(/Which car is it/);
    // The two ways to name the car on the site: My Garage, and the VIN that finds the exact car there.
    expect(a.followUp).toMatch(/My Garage/);
    expect(a.followUp).toMatch(/\bVIN\b/);
    expect(a.answer.startsWith(a.followUp!)).toBe(true);
    expect(a.parts).toEqual([]);
    expect(a.causes[0]?.name).toBe(causeNames.get('sway-bar-link-worn'));
    for (const g of a.relatedGuides) expect(guideMakes.get(g.url!)?.scope).toBe('generic');
    expectDifficultyAndTime(a);
  });

  it('takes the vehicle chosen on the site when the question names none', async () => {
    const a = await answer('clunk from the front over bumps', { make: 'bmw', model: '3-series-e90', year: 2009 });
    expect(a.vehicle).toMatchObject({ make: 'bmw', model: '3-series-e90', year: 2009, source: 'request' });
    expect(a.followUp).toBeNull();
    expect(a.parts.length).toBeGreaterThan(0);
    expect(a.parts.every((p) => /E90/.test(p.name))).toBe(true);
    // The question's own car wins over the chosen one.
    const own = await answer('misfire on my 2011 Audi A4 2.0T', { make: 'bmw', model: '3-series-e90', year: 2009 });
    expect(own.vehicle).toMatchObject({ make: 'audi', source: 'question' });
  });

  it('recognises typos in symptoms', async () => {
    const a = await answer('2011 audi a4 2.0t mispire at idle');
    expect(a.causes[0]?.name).toBe(causeNames.get('ignition-coil-failure'));
  });

  it.each([
    [{ make: 'BMW!' }, 'vehicle.make'],
    [{ make: 'bmw', year: 'last year' }, 'vehicle.year'],
    [{ make: 'bmw', year: 1800 }, 'vehicle.year'],
    ['bmw', 'vehicle'],
  ])('rejects a vehicle %j, naming the field', async (vehicle, field) => {
    const response = await ask({ query: 'misfire', vehicle });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('answers an unknown chosen make without a vehicle rather than failing', async () => {
    const a = await answer('misfire', { make: 'no-such-make' });
    expect(a.vehicle).toBeNull();
    expect(a.followUp).toMatch(/Which car is it/);
  });
});
