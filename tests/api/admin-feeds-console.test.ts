/** The console's feed screens: each vendor's feed and schedule, the runs table, a run's detail; runs are audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRuns } from '../../src/server/db/schema';
import { nextDueAt } from '../../src/server/modules/feeds/feed-console.service';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makePart, makeVendor } from '../support/factories';

describe('admin feed console API', () => {
  let t: TestApp;
  let editor: string;
  let vendor: { id: number; slug: string };

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    const category = await makeCategory(t.db);
    await makePart(t.db, category.id, { partNumber: 'HU 816 X' });
    vendor = await makeVendor(t.db, { name: 'Feed Vendor', feedUrl: 'https://feeds.example/f.csv', feedIntervalMinutes: 60 });
    await makeVendor(t.db, { name: 'No Feed' });
  });
  afterAll(() => t.close());

  it('lists runs with duration, filtered and sorted, and shows a run with its rejections', async () => {
    const body = ['id,title,link,price,availability,mpn', 'A1,Oil filter,https://v.example/a1,9.00 USD,in_stock,HU816X', 'A2,Bad,https://v.example/a2,9.00 EUR,in_stock,X'].join('\n');
    const run = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/feeds/upload?vendor=${vendor.slug}&source=upload.csv`,
        headers: { cookie: editor, 'content-type': 'application/octet-stream' },
        payload: body,
      })
    ).json();
    expect(run).toMatchObject({ status: 'succeeded', matched: 1, rejected: 1 });
    // The run an operator started is in the audit log, with its outcome.
    expect(await auditEntries(t.db, 'feed_run', run.id)).toEqual([
      expect.objectContaining({ action: 'feed.uploaded', actor: 'editor@operators.example.com', after: expect.objectContaining({ status: 'succeeded', rejected: 1 }) }),
    ]);

    const history = (await t.app.inject({ url: `/api/admin/feeds/history?vendorId=${vendor.id}&status=succeeded&sort=duration&dir=desc`, headers: { cookie: editor } })).json();
    expect(history).toMatchObject({ total: 1, page: 1 });
    expect(history.items[0]).toMatchObject({ id: run.id, vendorName: 'Feed Vendor', itemsRead: 2 });
    expect(history.items[0].durationMs).toBeGreaterThanOrEqual(0);

    const detail = (await t.app.inject({ url: `/api/admin/feeds/runs/${run.id}`, headers: { cookie: editor } })).json();
    expect(detail.rejections).toEqual([{ line: 3, itemId: 'A2', reason: 'price currency EUR is not USD' }]);

    const bad = await t.app.inject({ url: '/api/admin/feeds/history?status=exploded', headers: { cookie: editor } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('status');
  });

  it('shows every vendor with its schedule, last run and next run', async () => {
    const schedule = (await t.app.inject({ url: '/api/admin/feeds/schedule', headers: { cookie: editor } })).json();
    const feedVendor = schedule.vendors.find((v: { vendorId: number }) => v.vendorId === vendor.id);
    expect(feedVendor).toMatchObject({ feedUrl: 'https://feeds.example/f.csv', feedIntervalMinutes: 60, lastRun: { status: 'succeeded' } });
    const started = Date.parse(feedVendor.lastRun.startedAt);
    expect(Date.parse(feedVendor.nextDueAt)).toBe(started + 60 * 60_000);
    const noFeed = schedule.vendors.find((v: { vendorName: string }) => v.vendorName === 'No Feed');
    expect(noFeed).toMatchObject({ lastRun: null, nextDueAt: null });
    expect(await t.db.select().from(feedRuns)).toHaveLength(1);
  });

  it('computes the next run like the scheduler', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const feed = { isActive: true, feedUrl: 'https://f.example', feedIntervalMinutes: 30 };
    expect(nextDueAt(feed, null, now)).toEqual(now);
    expect(nextDueAt(feed, new Date('2026-03-01T11:50:00Z'), now)).toEqual(new Date('2026-03-01T12:20:00Z'));
    expect(nextDueAt(feed, new Date('2026-03-01T10:00:00Z'), now)).toEqual(now);
    expect(nextDueAt({ ...feed, isActive: false }, null, now)).toBeNull();
    expect(nextDueAt({ ...feed, feedIntervalMinutes: null }, null, now)).toBeNull();
  });
});
