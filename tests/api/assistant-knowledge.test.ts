import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedGuides } from '../../src/server/db/seed/guides';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import type { AssistantAnswer } from '../../src/shared/schemas/assistant';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';

/**
 * The assistant's knowledge from data, through the real route on a seeded database: a symptom for the
 * garage car, a generic trouble code mapped to its component, a code whose component we do not list,
 * whole jobs with quantities, and a question with no car at all.
 */
describe('POST /api/knowledge-base/search answers from the knowledge data', () => {
  let t: TestApp;
  let headers: { cookie: string };

  async function answer(query: string, vehicle?: object): Promise<AssistantAnswer> {
    const response = await t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload: vehicle ? { query, vehicle } : { query }, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** The models a part fits, as "make/model-slug"; empty for a part for any car. */
  async function fits(slug: string): Promise<string[]> {
    const rows = await rowsOf<{ key: string }>(
      t.db,
      sql`select distinct mk.slug || '/' || mo.slug as key from parts p join fitments f on f.part_id = p.id join models mo on mo.id = f.model_id
          join makes mk on mk.id = mo.make_id where p.slug = ${slug}`,
    );
    return rows.map((r) => r.key);
  }

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedDemoCatalog(t.db);
    await seedGuides(t.db);
    await seedKnowledge(t.db);
  });
  afterAll(() => t.close());

  it('a symptom with only the garage car: its causes and the mirror glass that fits that car', async () => {
    const a = await answer('heated mirror not clearing', { make: 'bmw', model: '3-series-e90', year: 2010 });
    expect(a.vehicle).toMatchObject({ make: 'bmw', model: '3-series-e90', source: 'request' });
    expect(a.causes[0]?.name).toBe('Failed heated mirror glass');
    expect(a.causes[0]?.check).toMatch(/12 V/);
    expect(a.parts.map((p) => p.name)).toEqual([expect.stringMatching(/Mirror Glass/)]);
    for (const p of a.parts) expect(await fits(p.slug)).toContain('bmw/3-series-e90');
    expect(a.followUp).toBeNull();
  });

  it('a generic code: P0103 on a 2003 330i is the M54 mass air flow sensor', async () => {
    const a = await answer('p0103 on my 2003 bmw 330i');
    expect(a.answer).toMatch(/P0103 means mass or volume air flow circuit high input/i);
    expect(a.causes[0]?.name).toMatch(/mass air flow/i);
    expect(a.parts[0]?.name).toMatch(/Mass Air Flow Sensor.*M54/);
  });

  it('a code whose component we do not list: its meaning, "we list no part for this", and no other part', async () => {
    const a = await answer('P0340 on a 2009 328i');
    expect(a.answer).toMatch(/P0340 means camshaft position sensor/i);
    expect(a.answer).toMatch(/We list no part for this: camshaft position sensor/);
    expect(a.parts).toEqual([]);
    const heater = await answer('P0038 on my 2009 bmw 328i');
    expect(heater.causes[0]?.name).toBe('Failed downstream oxygen sensor');
    expect(heater.parts).toEqual([]);
    expect(heater.answer).toMatch(/We list no part for this: downstream oxygen sensor/);
  });

  it('an oil service: the approved oil in the engine’s capacity and the engine’s filter kit, with quantities', async () => {
    const a = await answer('what oil for a 2009 335i');
    const oil = a.parts.find((p) => /Engine Oil, 5 Liter/.test(p.name));
    const filter = a.parts.find((p) => /Oil Filter Kit/.test(p.name));
    expect(oil?.quantity).toBe(2);
    expect(filter?.quantity).toBe(1);
    expect(a.answer).toMatch(/N54 takes about 6\.5 L of oil with a new filter: 2 × 5 L/);
    expect(a.recommendedParts[0]).toMatch(/^2 × /);
  });

  it('an oil service where no capacity is on record says to see the owner’s manual', async () => {
    const a = await answer('oil change 2008 lexus is 350');
    expect(a.answer).toMatch(/owner's manual/);
    for (const p of a.parts) expect(p.quantity).toBeGreaterThan(0);
  });

  it('a front brake job: pads, both rotors and the wear sensor where the car has one', async () => {
    const e90 = await answer('front brake job 2009 bmw 328i');
    expect(e90.parts.map((p) => [p.name.replace(/ for .*/, ''), p.quantity])).toEqual([
      ['Front Brake Pad Set', 1],
      ['Front Brake Rotor Pair', 1],
      ['Brake Pad Wear Sensor', 1],
    ]);
    const a4 = await answer('front brake job 2011 audi a4');
    expect(a4.parts.map((p) => p.name.replace(/ for .*/, ''))).toEqual(['Front Brake Pad Set', 'Front Brake Rotor Pair']);
  });

  it('no car in the question or the garage: asks for it and names no make-specific part', async () => {
    for (const question of ['my car makes a grinding noise', 'front brake job parts', 'headlight fogs up inside', 'what does p0103 mean']) {
      const a = await answer(question);
      expect(a.followUp, question).toMatch(/Which car is it\?/);
      for (const p of a.parts) expect(await fits(p.slug), `${question}: ${p.name}`).toEqual([]);
    }
  });

  it('a torque question about one make’s pads brings that make’s brake pad guide first', async () => {
    const a = await answer('what torque for porsche lug nuts when doing pads');
    expect(a.relatedGuides[0]?.url).toBe('/guides/porsche-brake-pad-replacement');
  });
});
