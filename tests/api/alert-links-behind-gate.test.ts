/**
 * The links of alert mails work while the site gate is on: the shopper reading the mail has a token,
 * not the site's login. The token pages render (not the login screen) and their API routes answer
 * without a session; every other page still shows the login screen.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertJobs, type AlertJobs } from '../../src/server/modules/alerts';
import { smtpSender } from '../../src/server/modules/mail';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import * as webRenderer from '../../src/web/entry-server';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { makeCategory, makePart, makeVendor } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createWebRoot } from '../support/web-root';

const LOGIN_HEADING = 'Log in to Pitlane';

describe('alert mail links while the site gate is on', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let jobs: AlertJobs;
  let webRoot: ReturnType<typeof createWebRoot>;
  const email = 'gated@example.com';
  const link = (path: string) => {
    const mail = smtp.mails.findLast((m) => m.to === email)!;
    const match = new RegExp(`${TEST_PUBLIC_URL}${path.replace(/[?]/g, '\\?')}[^\\s]*`).exec(mail.text);
    if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };
  const asVisitor = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ gate: true, webRoot: webRoot.dir, webRenderer });
    smtp = await startSmtpCapture();
    jobs = startAlertJobs({ db: t.db, sender: smtpSender(smtp.url), from: 'Pitlane <alerts@pitlane.example>', publicUrl: TEST_PUBLIC_URL, timer: false, backoffBaseMs: 1 });
    const part = await makePart(t.db, (await makeCategory(t.db)).id, { name: 'Brake Pad Set' });
    const vendor = await makeVendor(t.db);
    await upsertOffers(t.db, vendor.id, [
      { vendorSku: 'bp-1', partNumber: part.partNumber, partName: 'x', priceCents: 9000, hasFreeShipping: true, productUrl: 'https://shop.example/bp-1' },
    ]);
    // Setting the alert is a shopper action on the site: it needs the session.
    const { cookie } = await t.login();
    const created = await t.app.inject({ method: 'POST', url: '/api/alerts', headers: { cookie }, payload: { partId: part.id, email, targetPrice: 80 } });
    expect(created.statusCode).toBe(201);
    await jobs.tick();
  });
  afterAll(async () => {
    await jobs.stop();
    await smtp.close();
    await t.close();
    webRoot.remove();
  });

  it('the gate is on: an ordinary page shows the login screen to a visitor', async () => {
    const response = await asVisitor('/search?q=brake');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(LOGIN_HEADING);
  });

  it('the confirmation link opens its page, and its button confirms, without a login', async () => {
    const confirmPath = link('/alerts/confirm?');
    const page = await asVisitor(confirmPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(LOGIN_HEADING);
    expect(page.body).toContain('Confirm my email address');

    const token = new URL(confirmPath, TEST_PUBLIC_URL).searchParams.get('token')!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(confirmed.statusCode).toBe(303);
    const managePath = confirmed.headers.location as string;
    expect(managePath).toMatch(/^\/alerts\/manage\?token=/);

    // Where the form lands: the manage page, rendered with the address's alerts, still without a login.
    const manage = await asVisitor(managePath);
    expect(manage.statusCode).toBe(200);
    expect(manage.body).not.toContain(LOGIN_HEADING);
    expect(manage.body).toContain('Manage my alerts');
    expect(manage.body).toContain('Brake Pad Set');
    const manageToken = new URL(managePath, TEST_PUBLIC_URL).searchParams.get('token')!;
    const listed = await t.app.inject({ url: `/api/alerts/manage?token=${manageToken}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().alerts).toHaveLength(1);
  });

  it('the unsubscribe page opens and the one-click unsubscribe POST works without a login', async () => {
    const token = await manageToken();
    const alertId = (await t.app.inject({ url: `/api/alerts/manage?token=${token}` })).json().alerts[0].id as number;

    const page = await asVisitor(`/alerts/unsubscribe?token=${token}&alert=${alertId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(LOGIN_HEADING);
    expect(page.body).toContain('Unsubscribe');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}&alert=${alertId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/alerts/manage?token=${token}` });
    expect(after.json().alerts.find((a: { id: number }) => a.id === alertId)).toBeUndefined();
  });

  async function manageToken(): Promise<string> {
    const rows = await rowsOf<{ manage_token: string }>(t.db, sql`select manage_token from alert_subscribers where email = ${email}`);
    return rows[0]!.manage_token;
  }
});
