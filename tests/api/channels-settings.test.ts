/**
 * A vendor's channel settings in the console (format, cron schedule, credentials by reference),
 * and the scheduler fetching on a cron schedule through the run history.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRuns } from '../../src/server/db/schema';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher } from '../../src/server/http/safe-fetch';
import { isFeedDue, scheduleProblem } from '../../src/server/modules/feeds/schedule';
import { createFeedScheduler } from '../../src/server/modules/feeds/scheduler';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const AVANTLINK = 'SKU|Manufacturer Id|Brand Name|Product Name|Retail Price|Buy Link\nAL-1|HU 816 X|Mann|Filter|12.00|https://www.avantlink.com/click.php?url=https%3A%2F%2Fs.example%2F1\n';

describe('channel settings and cron schedules', () => {
  let t: TestApp;
  let editor: string;
  let analyst: string;
  let feedOrigin: string;
  let hits = 0;
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((_, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'text/plain' }).end(AVANTLINK);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ allowedHosts: [allowListEntry(feedOrigin)] });
    editor = (await t.loginOperator('editor')).cookie;
    analyst = (await t.loginOperator('analyst')).cookie;
    await makePart(t.db, (await makeCategory(t.db)).id, { brand: 'Mann', partNumber: 'HU 816 X' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const patch = (id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/vendors/${id}`, headers: { cookie: editor }, payload });

  it('stores format, cron schedule and credential references; a changed url forgets the validators', async () => {
    const vendor = await makeVendor(t.db, { feedEtag: '"old"', feedLastModified: 'x' });
    const response = await patch(vendor.id, {
      feedUrl: `${feedOrigin}/datafeed/{env:FEED_SECRET_AVANTLINK_KEY}.txt`,
      feedFormat: 'avantlink',
      feedSchedule: '30 2 * * *',
      feedCredentials: { type: 'basic', usernameEnv: 'FEED_SECRET_AL_USER', passwordEnv: 'FEED_SECRET_AL_PASSWORD' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      feedFormat: 'avantlink',
      feedSchedule: '30 2 * * *',
      feedCredentials: { type: 'basic', usernameEnv: 'FEED_SECRET_AL_USER', passwordEnv: 'FEED_SECRET_AL_PASSWORD' },
    });
    const stored = await t.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, vendor.id) });
    expect(stored).toMatchObject({ feedEtag: null, feedLastModified: null });

    const schedule = (await t.app.inject({ url: '/api/admin/feeds/schedule', headers: { cookie: analyst } })).json();
    const row = schedule.vendors.find((v: { vendorId: number }) => v.vendorId === vendor.id);
    expect(row).toMatchObject({ feedSchedule: '30 2 * * *', feedFormat: 'avantlink' });
    expect(row.nextDueAt).not.toBeNull();
  });

  it.each([
    [{ feedSchedule: 'every day' }, 'feedSchedule', /cron expression of five fields/],
    [{ feedSchedule: '* * * * *' }, 'feedSchedule', /more often than every 15 minutes/],
    [{ feedFormat: 'rss' }, 'feedFormat', /must be one of/],
    [{ feedCredentials: { type: 'bearer', tokenEnv: 'SESSION_SECRET' } }, 'feedCredentials.tokenEnv', /FEED_SECRET_/],
    [{ feedCredentials: { type: 'password', value: 'hunter2' } }, 'feedCredentials.type', /./],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const vendor = await makeVendor(t.db, { feedUrl: `${feedOrigin}/feed.txt` });
    const response = await patch(vendor.id, payload);
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((i: { field: string }) => i.field === field);
    expect(issue?.message).toMatch(message);
  });

  it('a schedule needs a feed url', async () => {
    const vendor = await makeVendor(t.db);
    const response = await patch(vendor.id, { feedSchedule: '0 3 * * *' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ field: 'feedSchedule', message: 'needs a feed url to fetch on a schedule' }]);
  });

  it('decides "due" from the cron expression and the last run', () => {
    const now = new Date('2026-11-26T03:10:00Z');
    const daily = (last: string | null) => isFeedDue({ feed_schedule: '0 3 * * *', feed_interval_minutes: null, last_started_at: last }, now);
    expect(daily(null)).toBe(true);
    expect(daily('2026-11-25T03:00:05Z')).toBe(true); // 03:00 today passed since
    expect(daily('2026-11-26T03:00:02Z')).toBe(false); // already ran for 03:00 today
    expect(isFeedDue({ feed_schedule: null, feed_interval_minutes: 60, last_started_at: '2026-11-26T02:30:00Z' }, now)).toBe(false);
    expect(isFeedDue({ feed_schedule: null, feed_interval_minutes: 30, last_started_at: '2026-11-26T02:30:00Z' }, now)).toBe(true);
    expect(scheduleProblem('0 */6 * * *')).toBeNull();
  });

  it('the scheduler fetches a cron-scheduled vendor once per scheduled time, with its format', async () => {
    const vendor = await makeVendor(t.db, { feedUrl: `${feedOrigin}/datafeed.txt`, feedSchedule: '0 3 * * *', feedFormat: 'avantlink' });
    const fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(feedOrigin)] });
    let clock = new Date('2026-11-26T03:10:00Z');
    const scheduler = createFeedScheduler({ db: t.db, fetcher, timer: false, now: () => clock });
    try {
      const before = hits;
      await scheduler.tick();
      const runs = () => t.db.select().from(feedRuns).where(eq(feedRuns.vendorId, vendor.id));
      expect(await runs()).toHaveLength(1);
      expect((await runs())[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded', format: 'avantlink', fetchResult: '200' });
      expect(hits - before).toBe(1);
      // The run started "now" (the real clock), after the scheduled 03:00 of the scheduler's clock: not due again today.
      await t.db.update(feedRuns).set({ startedAt: new Date('2026-11-26T03:10:01Z') }).where(eq(feedRuns.vendorId, vendor.id));
      await scheduler.tick();
      expect(await runs()).toHaveLength(1);
      clock = new Date('2026-11-27T03:00:30Z');
      await scheduler.tick();
      expect(await runs()).toHaveLength(2);
    } finally {
      await scheduler.stop();
      await fetcher.close();
    }
  });
});
