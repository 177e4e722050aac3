/** The console's inbox: contact messages, newsletter and waitlist sign-ups, paged and exported as CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSignups, waitlistSignups } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';

describe('admin inbox API', () => {
  let t: TestApp;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    analyst = (await t.loginOperator('analyst')).cookie;
    await t.db.insert(contactMessages).values([
      { name: 'Ana Driver', email: 'ana@example.com', inquiryType: 'parts', message: 'Do you list E46 M3 parts?', createdAt: new Date('2026-01-02T10:00:00Z') },
      { name: '=HYPERLINK("x")', email: 'eve@example.com', inquiryType: 'general', message: '+cmd, "quoted"', createdAt: new Date('2026-01-03T10:00:00Z') },
    ]);
    await t.db.insert(newsletterSignups).values([{ email: 'news1@example.com' }, { email: 'news2@example.com' }]);
    await t.db.insert(waitlistSignups).values([{ email: 'wait@example.com' }]);
  });
  afterAll(() => t.close());

  it('pages, filters and sorts messages and sign-ups', async () => {
    const messages = (await t.app.inject({ url: '/api/admin/inbox/messages?sort=createdAt&dir=asc', headers: { cookie: analyst } })).json();
    expect(messages.items.map((m: { name: string }) => m.name)).toEqual(['Ana Driver', '=HYPERLINK("x")']);
    const filtered = (await t.app.inject({ url: '/api/admin/inbox/messages?q=E46', headers: { cookie: analyst } })).json();
    expect(filtered.total).toBe(1);
    const news = (await t.app.inject({ url: '/api/admin/inbox/newsletter?pageSize=1&sort=email&dir=desc', headers: { cookie: analyst } })).json();
    expect(news).toMatchObject({ total: 2, items: [{ email: 'news2@example.com' }] });
    const wait = (await t.app.inject({ url: '/api/admin/inbox/waitlist', headers: { cookie: analyst } })).json();
    expect(wait.items.map((s: { email: string }) => s.email)).toEqual(['wait@example.com']);
    const bad = await t.app.inject({ url: '/api/admin/inbox/messages?page=0', headers: { cookie: analyst } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('page');
  });

  it('exports CSV with quoting, and text that could run as a spreadsheet formula defused', async () => {
    const response = await t.app.inject({ url: '/api/admin/inbox/messages/export?sort=createdAt&dir=asc', headers: { cookie: analyst } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('received,name,email,phone,inquiry type,message');
    expect(lines[1]).toBe('2026-01-02T10:00:00.000Z,Ana Driver,ana@example.com,,parts,Do you list E46 M3 parts?');
    expect(lines[2]).toBe(`2026-01-03T10:00:00.000Z,"'=HYPERLINK(""x"")",eve@example.com,,general,"'+cmd, ""quoted"""`);

    const news = await t.app.inject({ url: '/api/admin/inbox/newsletter/export', headers: { cookie: analyst } });
    expect(news.body.trim().split('\r\n')).toHaveLength(3);
    expect((await t.app.inject({ url: '/api/admin/inbox/everyone/export', headers: { cookie: analyst } })).json().issues[0].field).toBe('kind');
  });
});
