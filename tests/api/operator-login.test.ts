/**
 * Operator sign-in: the cookie it sets, wrong passwords, disabled accounts, the lock-out per account
 * and per address, the second factor (enrol, verify, required at login, reset by an admin,
 * required for admins by ADMIN_REQUIRE_2FA), and the first admin from ADMIN_EMAIL.
 */
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { ensureBootstrapAdmin, ensureOperator } from '../../src/server/modules/operators';
import { createTestApp, operatorLoginAs, testOperatorEmail, TEST_OPERATOR_PASSWORD, type TestApp } from '../support/app';

const login = (t: TestApp, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: body, remoteAddress });
const me = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/admin/auth/me', headers: { cookie } });

async function makeOperator(t: TestApp, email: string, password: string, role: 'admin' | 'editor' | 'analyst' = 'editor') {
  await ensureOperator(t.db, { email, password, role, forceRole: true }, { id: null, email: 'tests' });
  return (await t.db.select().from(operators).where(eq(operators.email, email)))[0]!;
}

describe('operator sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      operators: { loginLimits: { username: { freeFailures: 2, firstBackoffMs: 20, maxBackoffMs: 40, lockoutAfter: 4, lockoutMs: 60_000 }, ip: { freeFailures: 6, firstBackoffMs: 20, maxBackoffMs: 40, lockoutAfter: 8, lockoutMs: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  it('sets its own httpOnly, SameSite=Strict cookie scoped to the admin API and the console pages, apart from the gate\'s', async () => {
    await makeOperator(t, 'cookie@operators.example.com', 'cookie password 123');
    const response = await login(t, { email: 'Cookie@Operators.Example.com ', password: 'cookie password 123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'cookie@operators.example.com', role: 'editor', totpEnabled: false, mustEnrolTotp: false });
    const cookie = response.cookies.find((c) => c.name === 'pitlane_operator')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    // The same session for the console's pages, so the server can draw them for the signed-in operator; no other path.
    const operatorCookies = response.cookies.filter((c) => c.name === 'pitlane_operator');
    expect(operatorCookies.map((c) => c.path).sort()).toEqual(['/admin', '/api/admin']);
    for (const c of operatorCookies) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', value: cookie.value });
    expect(response.cookies.find((c) => c.name === 'pitlane_session')).toBeUndefined();
    const session = `pitlane_operator=${cookie.value}`;
    expect((await me(t, session)).json()).toMatchObject({ email: 'cookie@operators.example.com' });
    // Not a shopper session: the shop stays gated.
    expect((await t.app.inject({ url: '/api/makes', headers: { cookie: session } })).statusCode).toBe(401);
    const row = (await t.db.select().from(operators).where(eq(operators.email, 'cookie@operators.example.com')))[0]!;
    expect(row.lastLoginAt).toBeInstanceOf(Date);

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie: session } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.filter((c) => c.name === 'pitlane_operator');
    expect(cleared.map((c) => [c.path, c.value]).sort()).toEqual([['/admin', ''], ['/api/admin', '']]);
    expect((await me(t, session)).statusCode).toBe(401);
  });

  it('refuses sign-in and changes from another site by their Origin, before any password is checked', async () => {
    await makeOperator(t, 'csrf@operators.example.com', 'csrf password 123');
    const forged = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: { origin: 'https://evil.example' }, payload: { email: 'csrf@operators.example.com', password: 'csrf password 123' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: 'Cross-site request refused' });
    const { cookie } = await t.loginOperator('admin');
    const change = await t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: { cookie, origin: 'https://evil.example' }, payload: { email: 'x@pitlane.example', role: 'admin', password: 'forged password 12' } });
    expect(change.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: { host: 'console.pitlane.example', origin: 'http://console.pitlane.example' }, payload: { email: 'csrf@operators.example.com', password: 'csrf password 123' }, remoteAddress: '10.5.0.1' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown email, with one message for both', async () => {
    await makeOperator(t, 'wrong@operators.example.com', 'the right password');
    const wrong = await login(t, { email: 'wrong@operators.example.com', password: 'not the password' }, '10.0.0.1');
    const unknown = await login(t, { email: 'nobody@operators.example.com', password: 'not the password' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
    const bad = await login(t, { email: '', password: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'password']);
  });

  it('locks an account out after repeated failures, from any address, the right password included', async () => {
    await makeOperator(t, 'locked@operators.example.com', 'locked password 1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 60)); // past each backoff wait
      statuses.push((await login(t, { email: 'locked@operators.example.com', password: `guess ${i}` }, `10.1.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const right = await login(t, { email: 'locked@operators.example.com', password: 'locked password 1' }, '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/^Too many failed attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(30);
    // Another account is not affected.
    await makeOperator(t, 'fine@operators.example.com', 'fine password 12');
    expect((await login(t, { email: 'fine@operators.example.com', password: 'fine password 12' }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('makes an address wait after failures on many accounts, then locks it out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      statuses.push((await login(t, { email: `spray-${i}@operators.example.com`, password: 'guess' }, '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(429);
    expect((await login(t, { email: 'fine@operators.example.com', password: 'fine password 12' }, '10.2.0.1')).statusCode).toBe(429);
  });

  it('refuses a disabled account and ends its sessions at once', async () => {
    const { cookie: admin } = await t.loginOperator('admin');
    const target = await makeOperator(t, 'leaver@operators.example.com', 'leaver password 1');
    const { cookie } = await operatorLoginAs(t.app, 'leaver@operators.example.com', 'leaver password 1');
    expect((await me(t, cookie)).statusCode).toBe(200);
    const disable = await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${target.id}`, headers: { cookie: admin }, payload: { disabled: true } });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ disabled: true });
    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await login(t, { email: 'leaver@operators.example.com', password: 'leaver password 1' }, '10.3.0.1')).statusCode).toBe(401);
  });

  it('applies a role change to open sessions at once', async () => {
    const { cookie: admin } = await t.loginOperator('admin');
    const target = await makeOperator(t, 'mover@operators.example.com', 'mover password 1', 'editor');
    const { cookie } = await operatorLoginAs(t.app, 'mover@operators.example.com', 'mover password 1');
    const cancel = () => t.app.inject({ method: 'POST', url: '/api/admin/feeds/runs/999999/cancel', headers: { cookie } });
    expect((await cancel()).statusCode).toBe(404);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${target.id}`, headers: { cookie: admin }, payload: { role: 'analyst' } });
    expect((await cancel()).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/feeds/runs', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('second factor (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enrols with a secret and otpauth url, confirms with a code, then asks for a code at every login', async () => {
    await makeOperator(t, 'totp@operators.example.com', 'totp password 12');
    const { cookie } = await operatorLoginAs(t.app, 'totp@operators.example.com', 'totp password 12');
    const enrol = await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp/enrol', headers: { cookie }, payload: {} });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUrl } = enrol.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Pitlane:totp%40operators\.example\.com\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp/verify', headers: { cookie }, payload: { code: '12345' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].field).toBe('code');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp/verify', headers: { cookie }, payload: { code: await generate({ secret }) } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ totpEnabled: true });
    // On now: a second enrolment is refused (an admin resets it instead).
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/totp/enrol', headers: { cookie }, payload: {} })).statusCode).toBe(409);

    const withoutCode = await login(t, { email: 'totp@operators.example.com', password: 'totp password 12' });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ error: 'Enter the 6-digit code from your authenticator app', totpRequired: true });
    expect(withoutCode.cookies).toHaveLength(0);
    const badCode = await login(t, { email: 'totp@operators.example.com', password: 'totp password 12', totp: (Number(await generate({ secret })) ^ 1).toString().padStart(6, '0') });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json()).toMatchObject({ totpRequired: true });
    // A wrong password with a right code reveals nothing about the code.
    const badPassword = await login(t, { email: 'totp@operators.example.com', password: 'wrong', totp: await generate({ secret }) });
    expect(badPassword.json()).toEqual({ error: 'Invalid email or password' });
    const ok = await login(t, { email: 'totp@operators.example.com', password: 'totp password 12', totp: await generate({ secret }) }, '10.9.0.1');
    expect(ok.statusCode).toBe(200);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.2fa_enabled'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(secret);
  });

  it('lets an admin reset an operator\'s second factor (audited), after which login needs only the password', async () => {
    const row = (await t.db.select().from(operators).where(eq(operators.email, 'totp@operators.example.com')))[0]!;
    expect(row.totpSecret).not.toBeNull();
    const { cookie: admin, email: adminEmail } = await t.loginOperator('admin');
    const reset = await t.app.inject({ method: 'POST', url: `/api/admin/operators/${row.id}/reset-2fa`, headers: { cookie: admin } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: row.id, totpEnabled: false });
    expect((await login(t, { email: 'totp@operators.example.com', password: 'totp password 12' }, '10.9.0.2')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.2fa_reset'));
    expect(entry).toMatchObject({ actor: adminEmail, entity: 'operator', entityId: String(row.id), before: { totpEnabled: true }, after: { totpEnabled: false } });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/operators/999999/reset-2fa', headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('with ADMIN_REQUIRE_2FA, lets an admin without a second factor only enrol one', async () => {
    const strict = await createTestApp({ operators: { requireAdminTotp: true } });
    try {
      await makeOperator(strict, 'boss@operators.example.com', 'boss password 123', 'admin');
      const { cookie } = await operatorLoginAs(strict.app, 'boss@operators.example.com', 'boss password 123');
      expect((await me(strict, cookie)).json()).toMatchObject({ role: 'admin', totpEnabled: false, mustEnrolTotp: true });
      const blocked = await strict.app.inject({ url: '/api/admin/operators', headers: { cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ error: 'Set up two-factor authentication before using the console' });
      // Editors and analysts are not held to it.
      const editor = await strict.loginOperator('editor');
      expect((await strict.app.inject({ url: '/api/admin/feeds/runs', headers: { cookie: editor.cookie } })).statusCode).toBe(200);

      const { secret } = (await strict.app.inject({ method: 'POST', url: '/api/admin/auth/totp/enrol', headers: { cookie }, payload: {} })).json() as { secret: string };
      const verified = await strict.app.inject({ method: 'POST', url: '/api/admin/auth/totp/verify', headers: { cookie }, payload: { code: await generate({ secret }) } });
      expect(verified.json()).toMatchObject({ totpEnabled: true, mustEnrolTotp: false });
      expect((await strict.app.inject({ url: '/api/admin/operators', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created when missing, left alone when unchanged, and its password updated when it changed', async () => {
    expect(await ensureBootstrapAdmin(t.db, 'Owner@Pitlane.Example', 'first password 123')).toBe('created');
    expect(await ensureBootstrapAdmin(t.db, 'owner@pitlane.example', 'first password 123')).toBe('unchanged');
    await operatorLoginAs(t.app, 'owner@pitlane.example', 'first password 123');
    expect(await ensureBootstrapAdmin(t.db, 'owner@pitlane.example', 'second password 456')).toBe('updated');
    expect((await login(t, { email: 'owner@pitlane.example', password: 'first password 123' }, '10.4.0.1')).statusCode).toBe(401);
    const { cookie } = await operatorLoginAs(t.app, 'owner@pitlane.example', 'second password 456');
    expect((await me(t, cookie)).json()).toMatchObject({ role: 'admin' });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actor, 'ADMIN_EMAIL (server start)'));
    expect(entries.map((e) => e.action)).toEqual(['operator.created', 'operator.updated']);
    expect(entries[1]!.after).toEqual({ email: 'owner@pitlane.example', password: '(changed)' });
    expect(JSON.stringify(entries)).not.toContain('second password');
  });

  it('is configured as a pair, with a password of 12 characters or more', () => {
    expect(loadEnv({ ADMIN_EMAIL: 'owner@pitlane.example', ADMIN_PASSWORD: 'long enough password' })).toMatchObject({ ADMIN_EMAIL: 'owner@pitlane.example', ADMIN_REQUIRE_2FA: false });
    expect(() => loadEnv({ ADMIN_EMAIL: 'owner@pitlane.example' })).toThrow(/ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together/);
    expect(() => loadEnv({ ADMIN_EMAIL: 'not an email', ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_EMAIL: must be an email address/);
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(loadEnv({ ADMIN_REQUIRE_2FA: 'on' }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(() => loadEnv({ ADMIN_REQUIRE_2FA: 'maybe' })).toThrow(/ADMIN_REQUIRE_2FA/);
  });

  it('signs in with the test helper\'s operator too', async () => {
    expect(testOperatorEmail('analyst')).toBe('analyst@operators.example.com');
    await t.loginOperator('analyst');
    expect((await login(t, { email: 'analyst@operators.example.com', password: TEST_OPERATOR_PASSWORD }, '10.4.0.2')).statusCode).toBe(200);
  });
});
