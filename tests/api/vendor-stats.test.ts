import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorStatsListSchema } from '../../src/shared/schemas/vendor-stats';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

describe('GET /api/vendors/stats', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let busy: { id: number };
  let idle: { id: number };
  let hidden: { id: number };
  const older = new Date('2025-06-01T08:00:00.000Z');
  const newer = new Date('2025-06-03T17:30:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const category = await makeCategory(t.db);
    const [oil, pads] = [await makePart(t.db, category.id), await makePart(t.db, category.id)];
    busy = await makeVendor(t.db, { name: 'Busy Parts' });
    idle = await makeVendor(t.db, { name: 'Idle Parts' });
    hidden = await makeVendor(t.db, { name: 'Hidden Parts', isActive: false });
    // Two listings (two skus) of one part count as one part listed.
    await makeListing(t.db, oil.id, busy.id, { lastSeenAt: older });
    await makeListing(t.db, oil.id, busy.id, { lastSeenAt: older });
    await makeListing(t.db, pads.id, busy.id, { lastSeenAt: newer, updatedAt: older });
    await makeListing(t.db, pads.id, hidden.id, { lastSeenAt: newer });
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/vendors/stats' })).statusCode).toBe(401);
  });

  it('gives distinct parts listed and the latest refresh per active vendor', async () => {
    const response = await t.app.inject({ url: '/api/vendors/stats', headers });
    expect(response.statusCode).toBe(200);
    const stats = vendorStatsListSchema.parse(response.json());
    const byVendor = new Map(stats.map((s) => [s.vendorId, s]));

    expect(byVendor.get(busy.id)).toEqual({ vendorId: busy.id, partsListed: 2, pricesUpdatedAt: newer.toISOString() });
    expect(byVendor.get(idle.id)).toEqual({ vendorId: idle.id, partsListed: 0, pricesUpdatedAt: null });
    expect(byVendor.has(hidden.id)).toBe(false);
  });

  it('lets browsers reuse the answer briefly, privately', async () => {
    const response = await t.app.inject({ url: '/api/vendors/stats', headers });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });
});
