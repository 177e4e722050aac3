import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFeed } from '../../src/server/modules/feeds/run/ingest';
import type { ListingOffer } from '../../src/server/modules/listings/listing-offer';
import { upsertOffers } from '../../src/server/modules/listings/listings.service';
import { startAlertJobs, type AlertJobs } from '../../src/server/modules/alerts';
import { smtpSender } from '../../src/server/modules/mail';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { makeCategory, makePart, makeVendor } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

const HOUR = 60 * 60 * 1000;

describe('price alerts by email', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let jobs: AlertJobs;
  let cookie: string;
  let clock = new Date('2026-03-01T10:00:00Z');
  const ids = { category: 0, vendor: 0 };
  let vendorSlug = '';
  let vendorName = '';

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.login()).cookie;
    smtp = await startSmtpCapture();
    jobs = startAlertJobs({
      db: t.db,
      sender: smtpSender(smtp.url, { connectionMs: 2000, socketMs: 5000 }),
      from: 'Pitlane <alerts@pitlane.example>',
      publicUrl: 'http://localhost:5000',
      timer: false,
      backoffBaseMs: 1,
      now: () => clock,
    });
    ids.category = (await makeCategory(t.db)).id;
    const vendor = await makeVendor(t.db, { name: 'Autohaus Parts' });
    ids.vendor = vendor.id;
    vendorSlug = vendor.slug;
    vendorName = vendor.name;
  });
  afterAll(async () => {
    await jobs.stop();
    await smtp.close();
    await t.close();
  });

  const offer = (sku: string, partNumber: string, priceCents: number, inStock = true): ListingOffer => ({
    vendorSku: sku,
    partNumber,
    partName: 'x',
    priceCents,
    hasFreeShipping: true,
    inStock,
    productUrl: `https://shop.example/p/${sku}`,
  });
  /** A part with one in-stock offer at `cents` (free shipping: the total is the price). */
  async function partAt(cents: number, name = 'Oil Filter') {
    const part = await makePart(t.db, ids.category, { name });
    await upsertOffers(t.db, ids.vendor, [offer(`sku-${part.id}`, part.partNumber, cents)]);
    return part;
  }
  const setPrice = (part: { id: number; partNumber: string }, cents: number, inStock = true) =>
    upsertOffers(t.db, ids.vendor, [offer(`sku-${part.id}`, part.partNumber, cents, inStock)]);

  // Each request from an address of its own, unless a test is about the per-address limit.
  let client = 0;
  const post = (body: unknown, remoteAddress = `10.1.${Math.floor(++client / 250)}.${client % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/alerts', headers: { cookie }, remoteAddress, payload: body as object });
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to === email);
  const linkIn = (text: string, path: string) => {
    const match = new RegExp(`http://localhost:5000${path.replace(/[?]/g, '\\?')}[^\\s]*`).exec(text);
    if (!match) throw new Error(`no ${path} link in:\n${text}`);
    return new URL(match[0]);
  };

  /** Sets an alert and confirms the address from the mail it received; returns the manage token. */
  async function alertConfirmed(body: Record<string, unknown>): Promise<string> {
    const email = body.email as string;
    expect((await post(body)).statusCode).toBe(201);
    await jobs.tick();
    const confirmed = await rowsOf(t.db, sql`select 1 from alert_subscribers where email = ${email} and confirmed_at is not null`);
    if (confirmed.length > 0) return manageToken(email);
    const confirm = mailsTo(email).findLast((m) => m.subject.startsWith('Confirm'))!;
    const token = linkIn(confirm.text, '/alerts/confirm?').searchParams.get('token')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(res.statusCode).toBe(200);
    return res.json().manageToken as string;
  }
  async function manageToken(email: string): Promise<string> {
    const rows = await rowsOf<{ manage_token: string }>(t.db, sql`select manage_token from alert_subscribers where email = ${email}`);
    return rows[0]!.manage_token;
  }
  /** A header of the raw message as sent, unfolded. */
  const rawHeader = (raw: string, name: string) => {
    const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line?.slice(name.length + 1).trim();
  };
  const alertMails = (email: string) => mailsTo(email).filter((m) => !m.subject.startsWith('Confirm'));

  describe('bad input', () => {
    it('names the field: bad email, missing or unknown part, a target of 0 or over 10x today, an unknown kind; stores nothing', async () => {
      const part = await partAt(5000);
      const cases: [unknown, number, string][] = [
        [{ partId: part.id, email: 'not-an-email' }, 400, 'email'],
        [{ email: 'a@example.com' }, 400, 'partId'],
        [{ partId: 999999, email: 'a@example.com' }, 404, 'partId'],
        [{ partId: part.id, email: 'a@example.com', targetPrice: 0 }, 400, 'targetPrice'],
        [{ partId: part.id, email: 'a@example.com', targetPrice: -5 }, 400, 'targetPrice'],
        [{ partId: part.id, email: 'a@example.com', targetPrice: 500.01 }, 400, 'targetPrice'],
        [{ partId: part.id, email: 'a@example.com', targetPrice: 'cheap' }, 400, 'targetPrice'],
        [{ partId: part.id, email: 'a@example.com', kind: 'weather' }, 400, 'kind'],
        [{ partId: part.id, email: 'a@example.com', kind: 'stock', targetPrice: 10 }, 400, 'targetPrice'],
      ];
      for (const [body, status, field] of cases) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().issues.map((i: { field: string }) => i.field), JSON.stringify(body)).toContain(field);
      }
      const count = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from alert_subscribers where email = 'a@example.com'`);
      expect(count[0]!.n).toBe(0);
      // Exactly 10x today's price is allowed.
      expect((await post({ partId: part.id, email: 'a@example.com', targetPrice: 500 })).statusCode).toBe(201);
    });

    it('needs the site session to set an alert', async () => {
      const part = await partAt(5000);
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts', payload: { partId: part.id, email: 'b@example.com' } });
      expect(res.statusCode).toBe(401);
    });

    it('limits new alerts per email address', async () => {
      const part = await partAt(5000);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await post({ partId: part.id, email: 'busy@example.com', targetPrice: 40 + i })).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await post({ partId: part.id, email: 'busy@example.com', targetPrice: 30 });
      expect(res.json().issues[0].field).toBe('email');
      // Another address from the same client is not held back by it.
      expect((await post({ partId: part.id, email: 'calm@example.com', targetPrice: 30 })).statusCode).toBe(201);
    });

    it('limits new alerts per client address', async () => {
      const part = await partAt(5000);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await post({ partId: part.id, email: `ip${i}@example.com` }, '10.9.9.9')).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('double opt-in', () => {
    it('sends only a confirmation until the address is confirmed; the link works once', async () => {
      const part = await partAt(10000, 'Brake Pad Set');
      const email = 'optin@example.com';
      const res = await post({ partId: part.id, email: ' OptIn@Example.com ', targetPrice: 90 });
      expect(res.statusCode).toBe(201);
      await jobs.tick();
      expect(mailsTo(email).map((m) => m.subject)).toEqual(['Confirm your Pitlane price alerts']);
      const confirmMail = mailsTo(email)[0]!;
      expect(confirmMail.text).toContain('Brake Pad Set');
      expect(confirmMail.html).toContain('Confirm my email address');

      // A drop below the target before confirmation sends nothing.
      await setPrice(part, 8500);
      await jobs.tick();
      expect(mailsTo(email)).toHaveLength(1);

      const token = linkIn(confirmMail.text, '/alerts/confirm?').searchParams.get('token')!;
      const ok = await t.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().manageToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const again = await t.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
      expect(again.statusCode).toBe(404);
      expect(again.json().issues[0].field).toBe('token');

      // Confirmed addresses are remembered: a second alert sends no second confirmation.
      const other = await partAt(3000, 'Spark Plug');
      expect((await post({ partId: other.id, email, kind: 'stock' })).statusCode).toBe(201);
      await jobs.tick();
      expect(mailsTo(email).filter((m) => m.subject.startsWith('Confirm'))).toHaveLength(1);
    });

    it('a form post of the confirmation page lands on the address alerts', async () => {
      const part = await partAt(10000);
      await post({ partId: part.id, email: 'form@example.com' });
      await jobs.tick();
      const token = linkIn(mailsTo('form@example.com')[0]!.text, '/alerts/confirm?').searchParams.get('token')!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/alerts/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/alerts\/manage\?token=[A-Za-z0-9_-]+&confirmed=1$/);
    });
  });

  describe('firing', () => {
    it('a feed run that lowers the best in-stock total under the target sends one mail with the part, shop, totals and unsubscribe', async () => {
      const part = await makePart(t.db, ids.category, { name: 'Air Filter', partNumber: 'C 30 005' });
      const feed = (price: string) =>
        `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n` +
        `<item><g:id>AF-1</g:id><g:title>Air Filter</g:title><g:link>https://shop.example/p/af-1</g:link><g:price>${price} USD</g:price>` +
        `<g:shipping><g:price>0 USD</g:price></g:shipping><g:availability>in_stock</g:availability><g:mpn>C30005</g:mpn></item>\n</channel></rss>\n`;
      const ingest = (price: string) =>
        ingestFeed(t.db, { vendor: vendorSlug, source: { kind: 'stream', stream: Readable.from([Buffer.from(feed(price))]), label: 'test' }, trigger: 'cli' });
      expect((await ingest('60.00')).status).toBe('succeeded');
      const email = 'feed@example.com';
      await alertConfirmed({ partId: part.id, email, targetPrice: 50 });
      expect(alertMails(email)).toHaveLength(0);

      expect((await ingest('48.50')).status).toBe('succeeded');
      expect(await jobs.tick()).toMatchObject({ fired: 1 });
      const [mail] = alertMails(email);
      expect(mail).toBeDefined();
      expect(mail!.subject).toBe(`Price drop: Air Filter now $48.50 at ${vendorName}`);
      expect(mail!.text).toContain(`Air Filter (C 30 005) now costs $48.50 at ${vendorName}, was $60.00.`);
      expect(mail!.text).toMatch(/http:\/\/localhost:5000\/go\/\d+/);
      expect(mail!.text).toContain('http://localhost:5000/part/C30005');
      expect(mail!.html).toContain('Unsubscribe from this alert');
      const unsubscribeUrl = linkIn(mail!.text, '/alerts/unsubscribe?');
      expect(unsubscribeUrl.searchParams.get('alert')).toMatch(/^\d+$/);
      expect(rawHeader(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(rawHeader(mail!.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:5000\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]+&alert=\d+>$/);

      // The same price again, or a tick with nothing new: no second mail.
      await ingest('48.50');
      await jobs.tick();
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);
    });

    it('at most one mail per alert per 24 h, and re-armed only when the price rose above the target again', async () => {
      const part = await partAt(10000, 'Water Pump');
      const email = 'noise@example.com';
      await alertConfirmed({ partId: part.id, email, targetPrice: 80 });

      await setPrice(part, 7900);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);

      // Further down while still below the target: not re-armed, nothing.
      clock = new Date(clock.getTime() + 30 * HOUR);
      await setPrice(part, 7000);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);

      // Above the target (re-armed) and below again within 24 h of the first mail: still nothing...
      clock = new Date(clock.getTime() - 20 * HOUR); // 10 h after the first mail
      await setPrice(part, 8500);
      await setPrice(part, 7500);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);

      // ...and after 24 h the next drop under the target mails again.
      clock = new Date(clock.getTime() + 20 * HOUR);
      await setPrice(part, 7400);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(2);
      expect(alertMails(email)[1]!.text).toContain('was $75.00');
    });

    it('"any drop" fires on a fall of 5% or more from the price when it was set', async () => {
      const part = await partAt(10000, 'Thermostat');
      const email = 'anydrop@example.com';
      await alertConfirmed({ partId: part.id, email });
      await setPrice(part, 9600); // 4%
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(0);
      await setPrice(part, 9500); // 5%
      await jobs.tick();
      expect(alertMails(email).map((m) => m.subject)).toEqual([`Price drop: Thermostat now $95.00 at ${vendorName}`]);
      expect(alertMails(email)[0]!.text).toContain('That is a drop of 5% or more.');
    });

    it('a stock alert fires when the part comes back in stock', async () => {
      const part = await partAt(4000, 'Ignition Coil');
      await setPrice(part, 4000, false);
      const email = 'stock@example.com';
      await alertConfirmed({ partId: part.id, email, kind: 'stock' });
      await setPrice(part, 3900, false);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(0);
      await setPrice(part, 3900, true);
      await jobs.tick();
      expect(alertMails(email).map((m) => m.subject)).toEqual([`Back in stock: Ignition Coil, $39.00 at ${vendorName}`]);
      expect(alertMails(email)[0]!.text).toContain('was out of stock');
    });

    it('a paused alert stays quiet until resumed', async () => {
      const part = await partAt(10000, 'Fuel Pump');
      const email = 'pause@example.com';
      const token = await alertConfirmed({ partId: part.id, email, targetPrice: 90 });
      const alertId = (await t.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${token}` })).json().alerts[0].id as number;
      const pause = await t.app.inject({ method: 'PATCH', url: `/api/alerts/${alertId}`, payload: { token, paused: true } });
      expect(pause.statusCode).toBe(200);
      await setPrice(part, 8000);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(0);
      await t.app.inject({ method: 'PATCH', url: `/api/alerts/${alertId}`, payload: { token, paused: false } });
      await setPrice(part, 9500);
      await setPrice(part, 8900);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);
    });
  });

  describe('managing and unsubscribing', () => {
    it('one-click POST unsubscribes the alert of the mail; the manage link lists, deletes, and forgets the address', async () => {
      const a = await partAt(10000, 'Control Arm');
      const b = await partAt(20000, 'Strut Mount');
      const email = 'manage@example.com';
      const token = await alertConfirmed({ partId: a.id, email, targetPrice: 90 });
      await alertConfirmed({ partId: b.id, email, kind: 'stock' });

      const list = await t.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${token}` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        email,
        confirmed: true,
        alerts: [
          { kind: 'price', targetPrice: 90, paused: false, part: { name: 'Control Arm', lowestPrice: 100 } },
          { kind: 'stock', targetPrice: null, part: { name: 'Strut Mount', lowestPrice: 200 } },
        ],
      });

      await setPrice(a, 8900);
      await jobs.tick();
      const mail = alertMails(email)[0]!;
      const oneClick = /^<([^>]+)>$/.exec(rawHeader(mail.raw, 'List-Unsubscribe')!)![1]!;
      const res = await t.app.inject({
        method: 'POST',
        url: oneClick.replace('http://localhost:5000', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('You are unsubscribed from this alert.');
      const after = (await t.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${token}` })).json();
      expect(after.alerts.map((x: { part: { name: string } }) => x.part.name)).toEqual(['Strut Mount']);

      const bad = await t.app.inject({ method: 'GET', url: '/api/alerts/manage?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(bad.statusCode).toBe(404);

      const all = await t.app.inject({ method: 'POST', url: '/api/alerts/delete-all', payload: { token } });
      expect(all.statusCode).toBe(200);
      const left = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from alert_subscribers where email = ${email}`);
      expect(left[0]!.n).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${token}` })).statusCode).toBe(404);
    });

    it('deletes one alert through the manage link', async () => {
      const part = await partAt(10000);
      const token = await alertConfirmed({ partId: part.id, email: 'del@example.com', targetPrice: 50 });
      const id = (await t.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${token}` })).json().alerts[0].id as number;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}?token=${token}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}?token=${token}` })).statusCode).toBe(404);
    });
  });

  describe('delivery', () => {
    it('keeps a mail while the SMTP server is down and delivers it once when it is back', async () => {
      const part = await partAt(10000, 'Radiator');
      const email = 'outage@example.com';
      await alertConfirmed({ partId: part.id, email, targetPrice: 90 });

      await smtp.stop();
      await setPrice(part, 8800);
      expect(await jobs.tick()).toEqual({ fired: 1, sent: 0 });
      expect(await jobs.tick()).toEqual({ fired: 0, sent: 0 });
      const pending = await rowsOf<{ status: string; attempts: number; last_error: string | null }>(
        t.db,
        sql`select status, attempts, last_error from mail_jobs where to_address = ${email} and dedupe_key like 'alert:%'`,
      );
      expect(pending).toHaveLength(1);
      expect(pending[0]!.status).toBe('pending');
      expect(pending[0]!.attempts).toBeGreaterThanOrEqual(1);
      expect(pending[0]!.last_error).not.toBeNull();

      await smtp.start();
      // The retry waits out its backoff (1 ms base here).
      let sent = 0;
      for (let i = 0; i < 20 && sent === 0; i++) {
        sent = (await jobs.tick()).sent;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(sent).toBe(1);
      await jobs.tick();
      expect(alertMails(email)).toHaveLength(1);
      const row = await rowsOf<{ status: string }>(t.db, sql`select status from mail_jobs where to_address = ${email} and dedupe_key like 'alert:%'`);
      expect(row.map((r) => r.status)).toEqual(['sent']);
    });

    it('a second worker (another instance, or this one restarted) sends nothing twice', async () => {
      const part = await partAt(10000, 'Alternator');
      const email = 'twice@example.com';
      await alertConfirmed({ partId: part.id, email, targetPrice: 95 });
      await setPrice(part, 9000);
      const second = startAlertJobs({ db: t.db, sender: smtpSender(smtp.url), from: 'alerts@pitlane.example', publicUrl: 'http://localhost:5000', timer: false, now: () => clock });
      await Promise.all([jobs.tick(), second.tick(), jobs.tick(), second.tick()]);
      await second.stop();
      const restarted = startAlertJobs({ db: t.db, sender: smtpSender(smtp.url), from: 'alerts@pitlane.example', publicUrl: 'http://localhost:5000', timer: false, now: () => clock });
      await restarted.tick();
      await restarted.stop();
      expect(alertMails(email)).toHaveLength(1);
    });
  });
});
