/**
 * Response hardening: security headers (strict CSP, nosniff, no framing, HSTS only over HTTPS in
 * production), cookie flags, and the request body limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)]));
}

async function loginCookie(t: TestApp) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: TEST_USER, password: TEST_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return response.cookies.find((c) => c.name === 'pitlane_session')!;
}

describe('security headers and cookies in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict Content-Security-Policy: scripts from our origin only, no framing, no plugins', async () => {
    for (const url of ['/api/health', '/api/makes', '/no-such-page']) {
      const csp = (await t.app.inject({ url })).headers['content-security-policy'];
      expect(typeof csp, url).toBe('string');
      const d = directives(csp as string);
      expect(d.get('default-src')).toBe("'self'");
      expect(d.get('script-src')).toBe("'self'"); // no 'unsafe-inline', no 'unsafe-eval'
      expect(d.get('object-src')).toBe("'none'");
      expect(d.get('frame-ancestors')).toBe("'none'");
      expect(d.get('base-uri')).toBe("'self'");
      expect(d.get('form-action')).toBe("'self'");
    }
  });

  it('forbids sniffing and framing, and sends no HSTS over plain HTTP in development', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sets the session cookie httpOnly and SameSite, not Secure (plain HTTP in development)', async () => {
    const cookie = await loginCookie(t);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
  });

  it('refuses a body over the limit with 413 and a JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(70 * 1024)}@example.com` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error).toMatch(/too large/i);
  });
});

describe('security headers and cookies in production', () => {
  let t: TestApp;
  let listingId: number;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
    const category = await makeCategory(t.db);
    const vendor = await makeVendor(t.db);
    const part = await makePart(t.db, category.id);
    listingId = (await makeListing(t.db, part.id, vendor.id)).id;
  });
  afterAll(() => t.close());

  it('sends HSTS for a year with subdomains', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks the session cookie Secure, httpOnly and SameSite', async () => {
    const cookie = await loginCookie(t);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  });

  it('clears the session cookie at logout with the same flags', async () => {
    const cookie = await loginCookie(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `${cookie.name}=${cookie.value}` } });
    const cleared = out.cookies.find((c) => c.name === 'pitlane_session')!;
    expect(cleared).toMatchObject({ value: '', httpOnly: true, secure: true, sameSite: 'Lax' });
  });

  it('marks the click-out visitor cookie Secure, httpOnly and SameSite', async () => {
    const cookie = await loginCookie(t);
    const response = await t.app.inject({ url: `/go/${listingId}`, headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(response.statusCode).toBe(302);
    const visitor = response.cookies.find((c) => c.name === 'pitlane_visitor')!;
    expect(visitor).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  });
});
