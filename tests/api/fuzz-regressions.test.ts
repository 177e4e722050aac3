/**
 * Inputs the fuzz suites found failing, kept as fixed examples so they stay fixed whatever the
 * random seed: each once answered 500 or an error body outside the API's `{error, issues}` shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

describe('inputs the fuzzers found', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await t.login());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { cookie, ...headers } });

  it('live search with a make named like an Object member ("constructor") answers normally', async () => {
    for (const make of ['constructor', '__proto__', 'toString']) {
      const response = await get(`/api/live-search?q=brake+pads&make=${make}`);
      expect(response.statusCode, make).toBe(200);
    }
  });

  it('the sitemap ignores a forged X-Forwarded-Proto: its urls come from PUBLIC_URL', async () => {
    const response = await get('/sitemap.xml', { 'x-forwarded-proto': '9%T0' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('9%T0');
  });

  it('a path that is not valid percent-encoding gets the API error shape', async () => {
    const response = await get('/api/parts/slug/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The path is not a valid url (bad percent-encoding)' });
  });

  it('an unsupported content type is named in the error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported content type "application/xml": send application/json' });
  });

  it('a body of the wrong type altogether is named as the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid body: Invalid input: expected object, received array', issues: [{ field: 'body' }] });
  });
});
