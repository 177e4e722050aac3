/** The click-out report: counts by day, vendor and page type, the commission estimate, the CSV export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickOuts } from '../../src/server/db/schema';
import { periodDates } from '../../src/server/modules/clickout/clickout-report.service';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('click-out report API', () => {
  let t: TestApp;
  let analyst: string;
  let shopper: string;
  const ids = { alpha: 0, beta: 0, alphaListing: 0, betaListing: 0, part: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    analyst = (await t.loginOperator('analyst')).cookie;
    shopper = (await t.login()).cookie;
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id, { name: 'Oil Filter' });
    const alpha = await makeVendor(t.db, { name: 'Alpha Parts', commissionRate: '0.1000', averageOrderValueCents: 20000 });
    const beta = await makeVendor(t.db, { name: 'Beta Motors', commissionRate: '0.0500', averageOrderValueCents: 10000 });
    Object.assign(ids, {
      alpha: alpha.id,
      beta: beta.id,
      part: part.id,
      alphaListing: (await makeListing(t.db, part.id, alpha.id)).id,
      betaListing: (await makeListing(t.db, part.id, beta.id)).id,
    });
  });
  afterAll(() => t.close());

  const click = (listingId: number, options: { from?: string; referer?: string } = {}) =>
    t.app.inject({
      url: `/go/${listingId}${options.from ? `?from=${options.from}` : ''}`,
      headers: { cookie: shopper, host: 'localhost:5000', ...(options.referer ? { referer: options.referer } : {}) },
    });

  it('records the page type of each click: from the link, else from the page that sent it', async () => {
    expect((await click(ids.alphaListing, { referer: 'http://localhost:5000/search?q=oil' })).statusCode).toBe(302);
    await click(ids.alphaListing, { referer: 'http://localhost:5000/part/11427953129' });
    await click(ids.alphaListing, { referer: 'http://localhost:5000/product/oil-filter' });
    await click(ids.betaListing, { from: 'live', referer: 'http://localhost:5000/search?q=oil' });
    await click(ids.betaListing, { from: 'nonsense', referer: 'https://elsewhere.example/' });
    const rows = await t.db.select({ pageType: clickOuts.pageType, listingId: clickOuts.listingId }).from(clickOuts).orderBy(clickOuts.id);
    expect(rows.map((r) => r.pageType)).toEqual(['search', 'part', 'product', 'live', 'other']);
  });

  it('counts clicks per vendor per day, with vendor names, page types, top parts and the estimate', async () => {
    // Two older clicks for Alpha, three days ago; one outside a 2-day window.
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    await t.db.insert(clickOuts).values([
      { listingId: ids.alphaListing, vendorId: ids.alpha, partId: ids.part, pageType: 'search', clickedAt: threeDaysAgo },
      { listingId: ids.alphaListing, vendorId: ids.alpha, partId: ids.part, pageType: 'search', clickedAt: threeDaysAgo },
    ]);
    const response = await t.app.inject({ url: '/api/admin/clickouts?days=7', headers: { cookie: analyst } });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const dates = periodDates(7);
    expect(report).toMatchObject({ days: 7, from: dates[0], to: dates[6], totalClicks: 7 });
    const alpha = report.vendors.find((v: { vendorId: number }) => v.vendorId === ids.alpha);
    const beta = report.vendors.find((v: { vendorId: number }) => v.vendorId === ids.beta);
    expect(alpha).toMatchObject({ vendorName: 'Alpha Parts', clicks: 5, commissionRate: 0.1, averageOrderValue: 200 });
    expect(alpha.byDay).toHaveLength(7);
    expect(alpha.byDay.at(-1)).toEqual({ date: dates[6], clicks: 3 });
    expect(alpha.byDay.find((d: { date: string }) => d.date === threeDaysAgo.toISOString().slice(0, 10)).clicks).toBe(2);
    // 5 clicks × $200 × 10% = $100; 2 × $100 × 5% = $10.
    expect(alpha.estimatedCommission).toBe(100);
    expect(beta).toMatchObject({ vendorName: 'Beta Motors', clicks: 2, estimatedCommission: 10 });
    expect(report.estimatedCommission).toBe(110);
    expect(report.byPageType).toEqual([
      { pageType: 'search', clicks: 3 },
      { pageType: 'part', clicks: 1 },
      { pageType: 'product', clicks: 1 },
      { pageType: 'live', clicks: 1 },
      { pageType: 'basket', clicks: 0 },
      { pageType: 'other', clicks: 1 },
    ]);
    expect(report.topParts).toEqual([expect.objectContaining({ partId: ids.part, name: 'Oil Filter', clicks: 7 })]);
    expect(report.byDay.reduce((sum: number, d: { clicks: number }) => sum + d.clicks, 0)).toBe(7);
    expect(report.assumptions.length).toBeGreaterThan(0);

    const recent = (await t.app.inject({ url: '/api/admin/clickouts?days=2', headers: { cookie: analyst } })).json();
    expect(recent.totalClicks).toBe(5);
  });

  it('answers 400 naming days for bad input', async () => {
    for (const days of ['0', '-3', 'abc', '1.5', '5000']) {
      const response = await t.app.inject({ url: `/api/admin/clickouts?days=${days}`, headers: { cookie: analyst } });
      expect(response.statusCode, days).toBe(400);
      expect(response.json().issues[0].field).toBe('days');
    }
  });

  it('exports the counts as CSV (day, vendor, page type)', async () => {
    const response = await t.app.inject({ url: '/api/admin/clickouts/export?days=7', headers: { cookie: analyst } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="click-outs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,vendor,page type,clicks');
    expect(lines).toContain(`${periodDates(1)[0]},Beta Motors,live,1`);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)).toBe(7);
  });
});
