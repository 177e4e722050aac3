/**
 * Cross-site request forgery: state-changing requests whose Origin (or Referer, or Sec-Fetch-Site)
 * says they come from another site are refused with 403 before anything runs; same-site pages and
 * programs that send no browser headers (the feed CLI, curl) pass. Rule: docs/decisions/003-origin-check.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';

const HOST = 'pitlane.example';
const login = { username: TEST_USER, password: TEST_PASSWORD };

describe('origin check on state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = login) =>
    t.app.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, payload });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain Origin', { origin: `http://shop.${HOST}` }],
    ['the same host on another scheme', { origin: `https://${HOST}` }],
    ['the same host on another port', { origin: `http://${HOST}:8080` }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 JSON before the login runs', async (_name, headers) => {
    const response = await post('/api/auth/login', headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses cross-site logout, sign-ups and admin calls too', async () => {
    for (const url of ['/api/auth/logout', '/api/newsletter', '/api/contact', '/api/admin/feeds/ingest', '/api/parts/live-pricing']) {
      const response = await post(url, { origin: 'https://evil.example' }, {});
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('lets our own pages through: same Origin, or a same-site Referer', async () => {
    expect((await post('/api/auth/login', { origin: `http://${HOST}` })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { referer: `http://${HOST}/login?next=/` })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('compares with the origin the client used behind the proxy (X-Forwarded-Proto and -Host)', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.pitlane.example', origin: 'https://www.pitlane.example' };
    expect((await post('/api/auth/login', headers)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { ...headers, origin: `http://${HOST}` })).statusCode).toBe(403);
  });

  it('lets programs without browser headers through (the feed CLI, curl)', async () => {
    expect((await post('/api/auth/login', {})).statusCode).toBe(200);
    const { cookie } = await t.loginOperator('editor');
    const runs = await t.app.inject({
      method: 'POST',
      url: '/api/admin/feeds/ingest',
      headers: { cookie },
      payload: { vendor: 'no-such-vendor' },
    });
    expect(runs.statusCode).toBe(404); // reached the handler: the vendor is unknown
  });

  it('leaves reads alone, whatever their origin', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
