import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';

describe('site gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on data routes without a session', async () => {
    for (const url of ['/api/makes', '/api/categories', '/api/vendors', '/api/testimonials', '/api/models/1', '/private/anything']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    }
  });

  it('leaves health and the session probe open', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const session = await t.app.inject({ url: '/api/auth/session' });
    expect(session.json()).toEqual({ authenticated: false, gateEnabled: true, username: null });
  });

  it('refuses a wrong pair with the spec message and no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_USER, password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid username or password' });
    expect(response.cookies).toHaveLength(0);

    const wrongUser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone-else', password: TEST_PASSWORD },
    });
    expect(wrongUser.statusCode).toBe(401);
  });

  it('names the missing fields on a malformed login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    const fields = response.json().issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('sets an httpOnly SameSite signed session cookie that opens the API', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_USER, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'pitlane_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).toContain('.'); // signed: value.signature

    const header = { cookie: `${cookie.name}=${cookie.value}` };
    expect((await t.app.inject({ url: '/api/makes', headers: header })).statusCode).toBe(200);
    const session = await t.app.inject({ url: '/api/auth/session', headers: header });
    expect(session.json()).toEqual({ authenticated: true, gateEnabled: true, username: TEST_USER });
  });

  it('rejects a tampered cookie', async () => {
    const { cookie } = await loginAs(t.app, TEST_USER, TEST_PASSWORD);
    const tampered = cookie.replace(/=(.)/, (_m, c: string) => `=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: '/api/makes', headers: { cookie: tampered } })).statusCode).toBe(401);
  });

  it('issues a new session id at login and invalidates the old one (no fixation)', async () => {
    const first = await loginAs(t.app, TEST_USER, TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: first,
      payload: { username: TEST_USER, password: TEST_PASSWORD },
    });
    const second = response.cookies.find((c) => c.name === 'pitlane_session')!;
    expect(`pitlane_session=${second.value}`).not.toBe(first.cookie);
    expect((await t.app.inject({ url: '/api/makes', headers: first })).statusCode).toBe(401);
  });

  it('logout kills the session on the server, not only the cookie', async () => {
    const session = await loginAs(t.app, TEST_USER, TEST_PASSWORD);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session });
    expect(out.statusCode).toBe(200);
    expect(out.json().authenticated).toBe(false);
    // A client that kept the old cookie is refused.
    expect((await t.app.inject({ url: '/api/makes', headers: session })).statusCode).toBe(401);
  });
});

describe('site gate switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ gate: false });
  });
  afterAll(() => t.close());

  it('opens the API and reports the gate as off', async () => {
    expect((await t.app.inject({ url: '/api/makes' })).statusCode).toBe(200);
    const session = await t.app.inject({ url: '/api/auth/session' });
    expect(session.json()).toEqual({ authenticated: true, gateEnabled: false, username: null });
  });
});
