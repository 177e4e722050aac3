/**
 * Inviting operators: an admin names an email and a role, the invitee receives a single-use,
 * expiring link by mail (through the mail queue, to a real SMTP server on loopback), chooses a
 * password from it and signs in. Every step is audited; a used, replaced or expired link is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../src/server/db/schema';
import { sendDueMails, smtpSender, type MailSender } from '../../src/server/modules/mail';
import { createTestApp, operatorLoginAs, TEST_PUBLIC_URL, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

describe('operator invitations', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let sender: MailSender;
  let admin: string;
  let adminEmail: string;
  let client = 0;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie: string | undefined = admin) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      // Each call from its own address: the login limits count per address.
      remoteAddress: `10.9.0.${++client}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const deliver = () => sendDueMails({ db: t.db, sender, from: 'Pitlane <console@pitlane.example>', messageIdHost: 'pitlane.example' });
  /** The token of the newest invitation mailed to `email`. */
  const tokenMailedTo = (email: string) => {
    const mail = smtp.mails.filter((m) => m.to === email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = new RegExp(`${TEST_PUBLIC_URL}/admin/invite\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!link) throw new Error(`no invitation link in:\n${mail.text}`);
    return link[1]!;
  };
  const auditOf = async (email: string) => {
    const [row] = await t.db.select().from(operators).where(eq(operators.email, email));
    return t.db.select().from(auditLog).where(eq(auditLog.entityId, String(row!.id))).orderBy(auditLog.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpCapture();
    sender = smtpSender(smtp.url, { connectionMs: 2000, socketMs: 5000 });
    ({ cookie: admin, email: adminEmail } = await t.loginOperator('admin'));
  });
  afterAll(async () => {
    sender?.close();
    await smtp?.close();
    await t?.close();
  });

  it('invites by email and role; the invitee chooses a password from the mailed link and signs in', async () => {
    const invited = await call('POST', '/api/admin/operators/invites', { email: ' New.Analyst@Pitlane.Example ', role: 'analyst' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { operator, inviteExpiresAt } = invited.json();
    expect(operator).toMatchObject({ email: 'new.analyst@pitlane.example', role: 'analyst', invited: true, disabled: false });
    const hoursValid = (Date.parse(inviteExpiresAt) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(71);
    expect(hoursValid).toBeLessThanOrEqual(72);

    // Not yet able to sign in with anything.
    expect((await call('POST', '/api/admin/auth/login', { email: 'new.analyst@pitlane.example', password: 'any password at all' }, undefined)).statusCode).toBe(401);

    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const mail = smtp.mails.find((m) => m.to === 'new.analyst@pitlane.example')!;
    expect(mail.subject).toBe('Your invitation to the Pitlane console');
    expect(mail.text).toContain(`${adminEmail} invited you to run Pitlane as an analyst`);
    expect(mail.html).toContain('/admin/invite?token=');
    const token = tokenMailedTo('new.analyst@pitlane.example');
    // Only a hash of the token is stored.
    const stored = await rowsOf<{ token_hash: string }>(t.db, sql`select token_hash from operator_invites`);
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);

    const details = await call('GET', `/api/admin/auth/invite?token=${token}`, undefined, undefined);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ email: 'new.analyst@pitlane.example', role: 'analyst', expiresAt: inviteExpiresAt });

    const short = await call('POST', '/api/admin/auth/invite/accept', { token, password: 'short' }, undefined);
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([expect.objectContaining({ field: 'password' })]);

    const accepted = await call('POST', '/api/admin/auth/invite/accept', { token, password: 'my own long password' }, undefined);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ email: 'new.analyst@pitlane.example', role: 'analyst' });
    const { cookie } = await operatorLoginAs(t.app, 'new.analyst@pitlane.example', 'my own long password');
    expect((await call('GET', '/api/admin/auth/me', undefined, cookie)).json()).toMatchObject({ email: 'new.analyst@pitlane.example', role: 'analyst' });

    // Single use: the same link again is refused, and the password stays the one chosen.
    const again = await call('POST', '/api/admin/auth/invite/accept', { token, password: 'somebody else password' }, undefined);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ issues: [{ field: 'token' }] });
    expect((await call('GET', `/api/admin/auth/invite?token=${token}`, undefined, undefined)).statusCode).toBe(410);

    const entries = await auditOf('new.analyst@pitlane.example');
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['operator.invited', adminEmail],
      ['operator.invite_accepted', 'new.analyst@pitlane.example'],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { email: 'new.analyst@pitlane.example', role: 'analyst', invited: true, inviteExpiresAt } });
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain('my own long password');
    const list = (await call('GET', '/api/admin/operators?q=new.analyst')).json();
    expect(list.operators).toEqual([expect.objectContaining({ email: 'new.analyst@pitlane.example', invited: false })]);
  });

  it('takes the invitation page as a plain form: sent back with what to fix, then on to the sign-in page', async () => {
    await call('POST', '/api/admin/operators/invites', { email: 'no.script@pitlane.example', role: 'editor' });
    await deliver();
    const token = tokenMailedTo('no.script@pitlane.example');
    const postForm = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/invite/accept',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: `10.9.0.${++client}`,
        payload: new URLSearchParams(fields).toString(),
      });
    const page = (error?: string) => `/admin/invite?${new URLSearchParams({ token, ...(error && { error }) })}`;

    const short = await postForm({ token, password: 'short', confirm: 'short' });
    expect([short.statusCode, short.headers.location]).toEqual([303, page('short')]);
    const differ = await postForm({ token, password: 'a long enough password', confirm: 'a long enough passwort' });
    expect([differ.statusCode, differ.headers.location]).toEqual([303, page('differ')]);
    expect((await auditOf('no.script@pitlane.example')).map((e) => e.action)).toEqual(['operator.invited']);

    const set = await postForm({ token, password: 'a long enough password', confirm: 'a long enough password' });
    expect([set.statusCode, set.headers.location]).toEqual([303, '/admin?invited=1']);
    const { cookie } = await operatorLoginAs(t.app, 'no.script@pitlane.example', 'a long enough password');
    expect((await call('GET', '/api/admin/auth/me', undefined, cookie)).json()).toMatchObject({ email: 'no.script@pitlane.example', role: 'editor' });
    // Used up: the page it is sent back to says so itself.
    const again = await postForm({ token, password: 'another long password', confirm: 'another long password' });
    expect([again.statusCode, again.headers.location]).toEqual([303, page()]);
  });

  it('sends a new link on request: the older one stops working; not for an account already set up', async () => {
    const { operator } = (await call('POST', '/api/admin/operators/invites', { email: 'lost.link@pitlane.example', role: 'editor' })).json();
    await deliver();
    const first = tokenMailedTo('lost.link@pitlane.example');
    const resent = await call('POST', `/api/admin/operators/${operator.id}/invite`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    await deliver();
    const second = tokenMailedTo('lost.link@pitlane.example');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/admin/auth/invite/accept', { token: first, password: 'a long enough password' }, undefined)).statusCode).toBe(410);
    expect((await call('POST', '/api/admin/auth/invite/accept', { token: second, password: 'a long enough password' }, undefined)).statusCode).toBe(200);
    const setUp = await call('POST', `/api/admin/operators/${operator.id}/invite`, {});
    expect(setUp.statusCode).toBe(409);
    expect((await auditOf('lost.link@pitlane.example')).map((e) => e.action)).toEqual(['operator.invited', 'operator.reinvited', 'operator.invite_accepted']);
  });

  it('refuses an expired link, and the link of a disabled account', async () => {
    const expired = (await call('POST', '/api/admin/operators/invites', { email: 'late@pitlane.example', role: 'analyst' })).json();
    const disabled = (await call('POST', '/api/admin/operators/invites', { email: 'gone@pitlane.example', role: 'analyst' })).json();
    await deliver();
    await t.db.execute(sql`update operator_invites set expires_at = now() - interval '1 second' where operator_id = ${expired.operator.id}`);
    expect((await call('PATCH', `/api/admin/operators/${disabled.operator.id}`, { disabled: true })).statusCode).toBe(200);
    for (const email of ['late@pitlane.example', 'gone@pitlane.example']) {
      const token = tokenMailedTo(email);
      expect((await call('GET', `/api/admin/auth/invite?token=${token}`, undefined, undefined)).statusCode).toBe(410);
      expect((await call('POST', '/api/admin/auth/invite/accept', { token, password: 'a long enough password' }, undefined)).statusCode).toBe(410);
    }
    // A disabled account gets no new link until it is enabled again.
    expect((await call('POST', `/api/admin/operators/${disabled.operator.id}/invite`, {})).statusCode).toBe(409);
  });

  it('answers bad input with 400 naming the field, a taken email with 409, an unknown token with 410', async () => {
    const bad = await call('POST', '/api/admin/operators/invites', { email: 'not-an-email', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'role']);
    const taken = await call('POST', '/api/admin/operators/invites', { email: adminEmail, role: 'analyst' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ issues: [{ field: 'email' }] });
    expect((await call('GET', '/api/admin/auth/invite?token=has%20spaces', undefined, undefined)).json()).toMatchObject({ issues: [{ field: 'token' }] });
    expect((await call('GET', '/api/admin/auth/invite', undefined, undefined)).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/auth/invite/accept', { password: 'a long enough password' }, undefined)).json()).toMatchObject({ issues: [{ field: 'token' }] });
    expect((await call('POST', '/api/admin/auth/invite/accept', { token: 'A'.repeat(43), password: 'a long enough password' }, undefined)).statusCode).toBe(410);
    expect((await call('POST', '/api/admin/operators/999999/invite', {})).statusCode).toBe(404);
  });

  it('does not count an invited admin as the admin who keeps the console running', async () => {
    const all = (await call('GET', '/api/admin/operators?role=admin&status=active')).json() as { operators: { id: number; email: string }[] };
    const others = all.operators.filter((o) => o.email !== adminEmail);
    for (const o of others) await t.db.update(operators).set({ disabled: true }).where(eq(operators.id, o.id));
    await call('POST', '/api/admin/operators/invites', { email: 'future.admin@pitlane.example', role: 'admin' });
    const me = all.operators.find((o) => o.email === adminEmail)!;
    const demote = await call('PATCH', `/api/admin/operators/${me.id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
  });
});
