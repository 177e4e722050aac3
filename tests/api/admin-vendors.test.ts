/** The console's vendors: list with commission rates, validated changes (400 naming the field), audit entries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

describe('admin vendors API', () => {
  let t: TestApp;
  let editor: string;
  let analyst: string;
  let vendorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    analyst = (await t.loginOperator('analyst')).cookie;
    vendorId = (await makeVendor(t.db, { name: 'Autohaus Parts', slug: 'autohaus-parts', commissionRate: '0.0800' })).id;
    await makeVendor(t.db, { name: 'Bavarian Spares', slug: 'bavarian-spares', isActive: false });
    const part = await makePart(t.db, (await makeCategory(t.db)).id);
    await makeListing(t.db, part.id, vendorId);
  });
  afterAll(() => t.close());

  const patch = (payload: unknown, cookie = editor, id = vendorId) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/vendors/${id}`, headers: { cookie }, payload: payload as object });

  it('lists vendors with their commission rate, filtered, sorted and paged on the server', async () => {
    const all = (await t.app.inject({ url: '/api/admin/vendors?sort=name&dir=asc', headers: { cookie: analyst } })).json();
    const autohaus = all.items.find((v: { slug: string }) => v.slug === 'autohaus-parts');
    expect(autohaus).toMatchObject({ name: 'Autohaus Parts', commissionRate: 0.08, isActive: true, averageOrderValue: 150 });

    const paused = (await t.app.inject({ url: '/api/admin/vendors?status=paused', headers: { cookie: analyst } })).json();
    expect(paused.items.map((v: { slug: string }) => v.slug)).toEqual(['bavarian-spares']);
    expect(autohaus.listingCount).toBe(1);
    expect(paused.items[0].listingCount).toBe(0);

    const filtered = (await t.app.inject({ url: '/api/admin/vendors?q=bavar', headers: { cookie: analyst } })).json();
    expect(filtered).toMatchObject({ total: 1, page: 1 });

    const paged = (await t.app.inject({ url: '/api/admin/vendors?pageSize=1&page=2&sort=slug&dir=desc', headers: { cookie: analyst } })).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0].slug).toBe('autohaus-parts');
    expect(paged.total).toBe(2);
  });

  it('answers 400 naming the field for a bad sort, page size or filter', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['pageSize=1000', 'pageSize'],
      ['status=gone', 'status'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/admin/vendors?${query}`, headers: { cookie: analyst } });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });

  it('changes the commission rate and records who changed what, before and after', async () => {
    const response = await patch({ commissionRate: 0.125 });
    expect(response.statusCode).toBe(200);
    expect(response.json().commissionRate).toBe(0.125);

    const entries = await auditEntries(t.db, 'vendor', vendorId);
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ action: 'vendor.updated', actor: 'editor@operators.example.com', before: { commissionRate: 0.08 }, after: { commissionRate: 0.125 } });
  });

  it('refuses bad values with 400 naming the field, and changes nothing', async () => {
    const before = (await auditEntries(t.db, 'vendor', vendorId)).length;
    const cases: [unknown, string][] = [
      [{ commissionRate: 1.5 }, 'commissionRate'],
      [{ commissionRate: -0.1 }, 'commissionRate'],
      [{ website: 'not a url' }, 'website'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ feedUrl: 'ftp://feeds.example/f.xml' }, 'feedUrl'],
      [{ affiliateTemplate: 'https://network.example/click' }, 'affiliateTemplate'],
      [{ feedIntervalMinutes: 5 }, 'feedIntervalMinutes'],
      [{ name: '' }, 'name'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ averageOrderValue: 12.345 }, 'averageOrderValue'],
      [{ shippingPolicy: { freeShippingThreshold: null, standardShipping: 5, standardDays: [5, 2], expressDays: null } }, 'shippingPolicy.standardDays'],
      [{ connector: 'fast' }, 'connector'],
      // Objects the live connectors could not use: saved, they would turn every live price of the vendor into an error.
      [{ connector: { kind: 'bogus' } }, 'connector'],
      [{ connector: { kind: 'json-search', endpoint: 'https://api.autohaus.example/search', timeoutMs: 2000 } }, 'connector'],
      [{ connector: { kind: 'http-json', searchUrl: 'not a url', fields: { sku: 'sku', partName: 'title', partNumber: 'mpn', price: 'price', productUrl: 'url' } } }, 'connector'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    // A schedule needs a feed to fetch: checked against the stored vendor.
    const noFeed = await patch({ feedIntervalMinutes: 60 });
    expect(noFeed.statusCode).toBe(400);
    expect(noFeed.json().issues).toEqual([{ field: 'feedIntervalMinutes', message: 'needs a feed url to fetch on a schedule' }]);
    // A slug another vendor has.
    const taken = await patch({ slug: 'bavarian-spares' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues[0].field).toBe('slug');
    // Every rule the schema cannot check is reported at once, not the first one found.
    const several = await patch({ slug: 'bavarian-spares', feedSchedule: 'every day', connector: { kind: 'bogus' } });
    expect(several.statusCode).toBe(400);
    expect(several.json().issues.map((i: { field: string }) => i.field)).toEqual(['slug', 'connector', 'feedSchedule', 'feedSchedule']);
    expect(several.json().error).toBe('Invalid body: slug, connector, feedSchedule');

    expect(await auditEntries(t.db, 'vendor', vendorId)).toHaveLength(before);
    expect((await t.app.inject({ url: `/api/admin/vendors/${vendorId}`, headers: { cookie: analyst } })).json().commissionRate).toBe(0.125);
  });

  it('edits the shipping policy, feed schedule, connector and status, stored in cents and as a fraction', async () => {
    const response = await patch({
      shippingPolicy: { freeShippingThreshold: 99, standardShipping: 7.95, standardDays: [3, 5], expressDays: [1, 2], expressShipping: 24.5 },
      feedUrl: 'https://feeds.autohaus.example/merchant.xml',
      feedIntervalMinutes: 360,
      connector: {
        kind: 'http-json',
        searchUrl: 'https://api.autohaus.example/search?pn={partNumber}',
        itemsPath: 'items',
        timeoutMs: 2000,
        fields: { sku: 'sku', partName: 'title', partNumber: 'mpn', price: 'price', productUrl: 'url' },
      },
      affiliateNetwork: 'AWIN',
      affiliateTemplate: '{url}?aff=pitlane',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shippingPolicy: { freeShippingThreshold: 99, standardShipping: 7.95, standardDays: [3, 5], expressDays: [1, 2], expressShipping: 24.5 },
      feedIntervalMinutes: 360,
      isActive: false,
      affiliateNetwork: 'AWIN',
    });
    const stored = await t.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, vendorId) });
    expect(stored?.shippingPolicy).toMatchObject({ freeShippingThresholdCents: 9900, standardShippingCents: 795, expressShippingCents: 2450 });
    expect(stored?.connector).toMatchObject({ kind: 'http-json', searchUrl: 'https://api.autohaus.example/search?pn={partNumber}', timeoutMs: 2000 });
  });

  it('adds a vendor (201, audited)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vendors',
      headers: { cookie: editor },
      payload: { name: 'Stuttgart Motorsport', slug: 'stuttgart-motorsport', website: 'https://stuttgart.example', commissionRate: 0.05 },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ slug: 'stuttgart-motorsport', commissionRate: 0.05, isActive: true });
    const [entry] = await auditEntries(t.db, 'vendor', created.id);
    expect(entry).toMatchObject({ action: 'vendor.created', before: null });

    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/vendors', headers: { cookie: editor }, payload: { name: 'No site' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(expect.arrayContaining(['slug', 'website']));
  });

  it('lets analysts read but not change, and answers 404 for an unknown vendor', async () => {
    expect((await patch({ commissionRate: 0.2 }, analyst)).statusCode).toBe(403);
    expect((await patch({ commissionRate: 0.2 }, editor, 999999)).statusCode).toBe(404);
  });
});
