import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredBasket } from '../../src/shared/schemas/basket';
import { guides } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

describe('the stored basket', () => {
  let t: TestApp;
  let session: string;

  /** A shopper: the session plus its own basket cookie once it has one. */
  const shopper = () => {
    let basket = '';
    const cookie = () => [session, basket].filter(Boolean).join('; ');
    const keep = (setCookie: string | string[] | undefined) => {
      const found = [setCookie ?? []].flat().find((c) => c.startsWith('pitlane_basket='));
      if (found) basket = found.split(';')[0]!;
    };
    return {
      async post(url: string, payload: Record<string, unknown> = {}) {
        const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookie() } });
        keep(response.headers['set-cookie']);
        return response;
      },
      async form(url: string, fields: Record<string, string>) {
        const response = await t.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' } });
        keep(response.headers['set-cookie']);
        return response;
      },
      async read(): Promise<StoredBasket> {
        return (await t.app.inject({ method: 'GET', url: '/api/basket', headers: { cookie: cookie() } })).json();
      },
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.login()).cookie;
    const category = await makeCategory(t.db);
    const vendor = await makeVendor(t.db, { name: 'Alpha Parts', shippingPolicy: { freeShippingThresholdCents: 4000, standardShippingCents: 1000, standardDays: [2, 4], expressDays: null } });
    const pads = await makePart(t.db, category.id, { slug: 's-pads', name: 'Brake pads', partNumber: '34 11 6 000 001' });
    const rotor = await makePart(t.db, category.id, { slug: 's-rotor', name: 'Brake rotor', partNumber: '34 11 6 000 002' });
    await makeListing(t.db, pads.id, vendor.id, { priceCents: 1500 });
    await makeListing(t.db, rotor.id, vendor.id, { priceCents: 3000 });
    await t.db.insert(guides).values({
      slug: 's-brake-job',
      path: '/guides/s-brake-job',
      title: 'Front brakes',
      description: 'Pads and rotors',
      category: 'Brakes',
      make: 'BMW',
      difficulty: 'Intermediate',
      timeRequired: '2 hours',
      isDetailed: true,
      content: { steps: [], facts: [], sections: [], torque: [], tips: [], warnings: [], tools: [], parts: [{ name: 'Pads', partNumber: '34 11 6 000 001', quantity: 2 }, { name: 'Rotor', partNumber: '34 11 6 000 002' }, { name: 'Brake cleaner' }] },
    } as unknown as typeof guides.$inferInsert);
  });
  afterAll(() => t.close());

  it('starts empty, and a first addition gives the shopper a basket cookie', async () => {
    const s = shopper();
    expect(await s.read()).toEqual({ lines: [], count: 0, quote: null });
    const response = await s.post('/api/basket/lines', { slug: 's-pads', quantity: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/pitlane_basket=[\w-]{32}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    const basket = await s.read();
    expect(basket.lines).toEqual([{ slug: 's-pads', name: 'Brake pads', brand: 'Bosch', partNumber: '34 11 6 000 001', quantity: 2, savedForLater: false }]);
    expect(basket.count).toBe(2);
    expect(basket.quote!.plans[0]).toMatchObject({ kind: 'optimal', itemsTotal: 30, shippingTotal: 10, total: 40 });
  });

  it('changes, saves for later, brings back and removes a line', async () => {
    const s = shopper();
    await s.post('/api/basket/lines', { lines: [{ slug: 's-pads', quantity: 1 }, { slug: 's-rotor', quantity: 1 }] });
    expect((await s.post('/api/basket/lines/s-pads', { quantity: 3 })).statusCode).toBe(200);
    expect((await s.read()).count).toBe(4);
    await s.post('/api/basket/lines/s-rotor/save');
    let basket = await s.read();
    expect(basket.lines.find((l) => l.slug === 's-rotor')!.savedForLater).toBe(true);
    expect(basket.count).toBe(3);
    expect(basket.quote!.lines.map((l) => l.slug)).toEqual(['s-pads']);
    await s.post('/api/basket/lines/s-rotor/restore');
    await s.post('/api/basket/lines/s-pads/remove');
    basket = await s.read();
    expect(basket.lines.map((l) => [l.slug, l.savedForLater])).toEqual([['s-rotor', false]]);
  });

  it('refuses bad input with 400 naming the field and stores nothing of it', async () => {
    const s = shopper();
    await s.post('/api/basket/lines', { slug: 's-pads', quantity: 98 });
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/basket/lines', { slug: 's-rotor', quantity: 0 }, 'quantity'],
      ['/api/basket/lines', { slug: 's-rotor', quantity: 1.5 }, 'quantity'],
      ['/api/basket/lines', { lines: [{ slug: 's-rotor', quantity: 1 }, { slug: 'nope', quantity: 1 }] }, 'lines.1.slug'],
      ['/api/basket/lines', { lines: [{ slug: 's-rotor', quantity: 1 }, { slug: 's-pads', quantity: 2 }] }, 'lines.1.quantity'],
      ['/api/basket/lines/s-pads', { quantity: 100 }, 'quantity'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await s.post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field).join(' ')).toContain(field);
    }
    expect((await s.read()).lines.map((l) => [l.slug, l.quantity])).toEqual([['s-pads', 98]]);
  });

  it('takes plain form posts and redirects back, with a refusal in the address', async () => {
    const s = shopper();
    const added = await s.form('/api/basket/lines', { slug: 's-rotor', quantity: '2', next: '/product/s-rotor' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/product/s-rotor');
    const refused = await s.form('/api/basket/lines/s-rotor', { quantity: '0' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toMatch(/^\/basket\?basketError=.*quantity/);
    expect((await s.form('/api/basket/lines', { slug: 's-pads', next: 'https://evil.example/' })).headers.location).toBe('/');
    expect((await s.read()).lines.map((l) => [l.slug, l.quantity])).toEqual([['s-rotor', 2], ['s-pads', 1]]);
  });

  it('prices a guide’s job: its catalog parts with their quantities', async () => {
    const s = shopper();
    const response = await s.form('/api/basket/guides/s-brake-job', {});
    expect(response.headers.location).toBe('/basket');
    expect((await s.read()).lines.map((l) => [l.slug, l.quantity])).toEqual([['s-pads', 2], ['s-rotor', 1]]);
    const rows = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from baskets`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
