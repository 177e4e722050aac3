import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedGuides } from '../../src/server/db/seed/guides';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import type { AssistantAnswer } from '../../src/shared/schemas/assistant';
import type { StoredBasket } from '../../src/shared/schemas/basket';
import { createTestApp, type TestApp } from '../support/app';

/**
 * "Build a basket" from an assistant answer, through the real routes on the demo catalog: the job's
 * parts go into the shopper's stored basket with the quantities the job takes (what the header counts
 * and /basket prices), lines move to "Saved for later" and back, and bad input is refused by field.
 */
describe('the stored basket filled from the assistant’s job parts', () => {
  let t: TestApp;
  let session: string;

  /** A shopper: the session plus its own basket cookie once it has one. */
  const shopper = () => {
    let basket = '';
    const cookie = () => [session, basket].filter(Boolean).join('; ');
    return {
      async post(url: string, payload: Record<string, unknown> = {}) {
        const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookie() } });
        const found = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('pitlane_basket='));
        if (found) basket = found.split(';')[0]!;
        return response;
      },
      async read(): Promise<StoredBasket> {
        return (await t.app.inject({ method: 'GET', url: '/api/basket', headers: { cookie: cookie() } })).json();
      },
      async count(): Promise<number> {
        return (await t.app.inject({ method: 'GET', url: '/api/basket/count', headers: { cookie: cookie() } })).json().count;
      },
    };
  };

  async function ask(query: string): Promise<AssistantAnswer> {
    const response = await t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload: { query }, headers: { cookie: session } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.login()).cookie;
    await seedDemoCatalog(t.db);
    await seedGuides(t.db);
    await seedKnowledge(t.db);
    // The whole demo catalog is seeded: slow on a machine shared with other work.
  }, 180_000);
  afterAll(() => t.close());

  it('puts an oil service’s parts in the basket with the job’s quantities, counted and priced', async () => {
    const answer = await ask('what oil for a 2009 335i');
    const lines = answer.parts.map((p) => ({ slug: p.slug, quantity: p.quantity ?? 1 }));
    // Two bottles of oil and one filter kit: the quantities are the job's, not one of each.
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 2]);

    const s = shopper();
    const response = await s.post('/api/basket/lines', { lines });
    expect(response.statusCode, response.body).toBe(200);
    const basket: StoredBasket = response.json();
    expect(basket.lines.map((l) => [l.slug, l.quantity, l.savedForLater])).toEqual(lines.map((l) => [l.slug, l.quantity, false]));
    expect(basket.count).toBe(3);
    expect(await s.count()).toBe(3);
    expect(basket.quote!.lines.map((l) => [l.slug, l.quantity])).toEqual(lines.map((l) => [l.slug, l.quantity]));
    const optimal = basket.quote!.plans.find((p) => p.kind === 'optimal')!;
    expect(optimal.exact).toBe(true);
    expect(optimal.total).toBeGreaterThan(0);
    expect(await s.read()).toEqual(basket);
  });

  it('moves a line to "Saved for later" and back: left out of the count and the quote while saved', async () => {
    const answer = await ask('front brake job 2009 bmw 328i');
    const lines = answer.parts.map((p) => ({ slug: p.slug, quantity: p.quantity ?? 1 }));
    expect(lines.length).toBe(3);
    const s = shopper();
    await s.post('/api/basket/lines', { lines });
    const [pads, rotors] = lines;

    const saved = await s.post(`/api/basket/lines/${pads!.slug}/save`);
    expect(saved.statusCode, saved.body).toBe(200);
    let basket: StoredBasket = saved.json();
    expect(basket.lines.find((l) => l.slug === pads!.slug)).toMatchObject({ savedForLater: true, quantity: pads!.quantity });
    expect(basket.count).toBe(2);
    expect(basket.quote!.lines.map((l) => l.slug)).not.toContain(pads!.slug);

    // Every line saved: nothing is priced, the saved lines are still kept.
    await s.post(`/api/basket/lines/${rotors!.slug}/save`);
    basket = (await s.post(`/api/basket/lines/${lines[2]!.slug}/save`)).json();
    expect(basket.count).toBe(0);
    expect(basket.quote).toBeNull();
    expect(basket.lines.every((l) => l.savedForLater)).toBe(true);

    const restored = await s.post(`/api/basket/lines/${pads!.slug}/restore`);
    expect(restored.statusCode).toBe(200);
    basket = restored.json();
    expect(basket.lines.find((l) => l.slug === pads!.slug)!.savedForLater).toBe(false);
    expect(basket.count).toBe(pads!.quantity);
    expect(basket.quote!.lines.map((l) => l.slug)).toEqual([pads!.slug]);

    // Adding a saved part again brings it back too, its quantities added up.
    basket = (await s.post('/api/basket/lines', { slug: rotors!.slug, quantity: 1 })).json();
    expect(basket.lines.find((l) => l.slug === rotors!.slug)).toMatchObject({ savedForLater: false, quantity: rotors!.quantity + 1 });
  });

  it('refuses bad input with 400 naming the field, and an unknown line with 404', async () => {
    const s = shopper();
    const answer = await ask('what oil for a 2009 335i');
    const slug = answer.parts[0]!.slug;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/basket/lines', { lines: [] }, 'lines'],
      ['/api/basket/lines', { lines: [{ slug, quantity: 0 }] }, 'lines.0.quantity'],
      ['/api/basket/lines', { lines: [{ slug, quantity: 1 }, { slug: 'Not A Slug', quantity: 1 }] }, 'lines.1.slug'],
      ['/api/basket/lines', { lines: [{ slug }] }, 'lines.0.quantity'],
      ['/api/basket/lines/Not%20A%20Slug/save', {}, 'slug'],
      ['/api/basket/lines/Not%20A%20Slug/restore', {}, 'slug'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await s.post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    expect((await s.post(`/api/basket/lines/${slug}/save`)).statusCode).toBe(404);
    expect((await s.read()).lines).toEqual([]);
  });
});
