/**
 * Stored urls that are not http(s) — left by an old import or typed into the database — never become
 * a redirect (/go answers its "no longer available" page and records no click) or a link (/api/vendors).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickOuts } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const HOSTILE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/p/1', 'vbscript:msgbox(1)', 'not a url'];

describe('urls from feeds and vendors', () => {
  let t: TestApp;
  let cookie: string;
  let partId: number;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    categoryId = (await makeCategory(t.db)).id;
    partId = (await makePart(t.db, categoryId)).id;
    ({ cookie } = await t.login());
  });
  afterAll(() => t.close());

  const clicks = async () => (await t.db.select({ n: count() }).from(clickOuts))[0]!.n;

  it.each(HOSTILE)('/go never redirects to the listing url %j', async (url) => {
    const vendor = await makeVendor(t.db);
    const listing = await makeListing(t.db, partId, vendor.id, { url });
    const before = await clicks();
    const response = await t.app.inject({ url: `/go/${listing.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('This offer is no longer available.');
    expect(await clicks()).toBe(before);
  });

  it.each(['javascript:{url}', '//net.example/click?dest={url_encoded}'])('/go never applies affiliate template %j', async (template) => {
    const vendor = await makeVendor(t.db, { affiliateTemplate: template });
    const listing = await makeListing(t.db, partId, vendor.id);
    const response = await t.app.inject({ url: `/go/${listing.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('/go redirects to a real shop url', async () => {
    const vendor = await makeVendor(t.db);
    const listing = await makeListing(t.db, partId, vendor.id, { url: 'https://shop.example/p/9' });
    const response = await t.app.inject({ url: `/go/${listing.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.example/p/9?utm_source=pitlane&utm_medium=referral&utm_campaign=price-comparison');
  });

  it('/api/vendors sends a website only when it is http(s)', async () => {
    const bad = await makeVendor(t.db, { website: 'javascript:alert(1)' });
    const good = await makeVendor(t.db, { website: 'https://good.example' });
    const vendors = (await t.app.inject({ url: '/api/vendors', headers: { cookie } })).json() as { id: number; website: string }[];
    expect(vendors.find((v) => v.id === bad.id)?.website).toBe('');
    expect(vendors.find((v) => v.id === good.id)?.website).toBe('https://good.example');
  });
});
