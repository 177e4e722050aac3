/**
 * Featured placements from the console: scheduled, validated, audited, shown in the search's featured
 * strip, and never changing a price or the organic order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const HOUR_MS = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('admin promotions API', () => {
  let t: TestApp;
  let editor: string;
  let shopper: string;
  const parts: { id: number; slug: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    shopper = (await t.login()).cookie;
    const category = await makeCategory(t.db);
    const vendor = await makeVendor(t.db);
    for (const [i, price] of [12000, 8000, 15000].entries()) {
      const part = await makePart(t.db, category.id, { name: `Sport Exhaust ${i + 1}` });
      await makeListing(t.db, part.id, vendor.id, { priceCents: price });
      parts.push(part);
    }
    const { refreshPartDerived } = await import('../../src/server/db/derived');
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: { cookie: editor }, payload });
  const search = async () =>
    (await t.app.inject({ url: '/api/parts/search?q=sport%20exhaust&sort=price_asc&pageSize=2', headers: { cookie: shopper } })).json();

  it('schedules a placement (audited) that fills the featured strip without moving results or prices', async () => {
    const before = await search();
    const response = await create({ partId: parts[2]!.id, label: 'Editor’s pick', startsAt: iso(-HOUR_MS), endsAt: iso(24 * HOUR_MS) });
    expect(response.statusCode).toBe(201);
    const promotion = response.json();
    expect(promotion).toMatchObject({ placement: 'search', label: 'Editor’s pick', state: 'active', partId: parts[2]!.id });
    expect((await auditEntries(t.db, 'promotion', promotion.id))[0]).toMatchObject({ action: 'promotion.created', before: null });

    const after = await search();
    expect(after.parts.map((p: { id: number }) => p.id)).toEqual(before.parts.map((p: { id: number }) => p.id));
    expect(after.parts.map((p: { lowestPrice: number }) => p.lowestPrice)).toEqual(before.parts.map((p: { lowestPrice: number }) => p.lowestPrice));
    expect(after.featured.map((p: { id: number; featuredLabel: string }) => [p.id, p.featuredLabel])).toEqual([[parts[2]!.id, 'Editor’s pick']]);
    expect(after.featured[0].lowestPrice).toBe(150);
  });

  it('lists placements by state; a scheduled one is not shown yet; ended ones stop showing', async () => {
    const scheduled = (await create({ partId: parts[1]!.id, label: 'Next week', startsAt: iso(7 * 24 * HOUR_MS) })).json();
    expect(scheduled.state).toBe('scheduled');
    const list = (await t.app.inject({ url: '/api/admin/promotions?state=scheduled', headers: { cookie: editor } })).json();
    expect(list.items.map((p: { id: number }) => p.id)).toEqual([scheduled.id]);
    expect((await search()).featured.map((p: { id: number }) => p.id)).not.toContain(parts[1]!.id);

    const active = (await t.app.inject({ url: '/api/admin/promotions?state=active', headers: { cookie: editor } })).json();
    const end = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${active.items[0].id}`,
      headers: { cookie: editor },
      payload: { startsAt: iso(-2 * HOUR_MS), endsAt: iso(-HOUR_MS) },
    });
    expect(end.statusCode).toBe(200);
    expect(end.json().state).toBe('ended');
    expect((await auditEntries(t.db, 'promotion', active.items[0].id)).at(-1)).toMatchObject({ action: 'promotion.updated' });
    expect((await search()).featured).toEqual([]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/promotions/${scheduled.id}`, headers: { cookie: editor } });
    expect(removed.statusCode).toBe(204);
    expect((await auditEntries(t.db, 'promotion', scheduled.id)).at(-1)).toMatchObject({ action: 'promotion.deleted', after: null });
  });

  it('answers 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ partId: parts[0]!.id, label: 'x', startsAt: iso(0), endsAt: iso(-HOUR_MS) }, 'endsAt'],
      [{ partId: 999999, label: 'x', startsAt: iso(0) }, 'partId'],
      [{ partId: parts[0]!.id, label: '', startsAt: iso(0) }, 'label'],
      [{ partId: parts[0]!.id, label: 'x', startsAt: 'tomorrow' }, 'startsAt'],
      [{ partId: parts[0]!.id, label: 'x', startsAt: iso(0), placement: 'homepage-hero' }, 'placement'],
      [{ partId: parts[0]!.id, label: 'x'.repeat(41), startsAt: iso(0) }, 'label'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });
});
