import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makePart, makeVendor } from '../support/factories';

describe('generated images', () => {
  let t: TestApp;
  let headers: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await makeVendor(t.db, { name: 'Pelican <Parts>', slug: 'pelican-parts' });
    const category = await makeCategory(t.db, { icon: 'battery' });
    await makePart(t.db, category.id, { slug: 'agm-battery', name: 'AGM Battery 90Ah', partNumber: '61 21 7 555 719' });
  });
  afterAll(() => t.close());

  it('draws a vendor wordmark, escaping the name, cacheable', async () => {
    const response = await t.app.inject({ url: '/img/vendors/pelican-parts.svg', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.body).toContain('Pelican &lt;Parts&gt;');
    expect(response.body).not.toContain('<Parts>');
  });

  it('draws a part picture with its part number', async () => {
    const response = await t.app.inject({ url: '/img/parts/agm-battery.svg', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('61 21 7 555 719');
  });

  it('answers 404 for unknown and 400 for malformed names', async () => {
    expect((await t.app.inject({ url: '/img/parts/nope.svg', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/parts/..%2Fetc.svg', headers })).statusCode).toBe(400);
  });

  it('stays behind the gate', async () => {
    expect((await t.app.inject({ url: '/img/parts/agm-battery.svg' })).statusCode).toBe(401);
  });
});
