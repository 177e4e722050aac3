/**
 * Every client that does not ask for JSON alone gets pages as HTML (browsers, curl's `*\/*`, no
 * Accept at all); the API answers JSON whatever is asked; a path that is no page, and an unknown
 * part, product or guide, answer 404; a bad click-out link is a page with a way back for a browser
 * and JSON for a program. The login works as a plain HTML form: a session and a 303 back to the
 * page, or the login screen again with the message and its status, behind the same login limits
 * and origin check as the app's JSON login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedGuides } from '../../src/server/db/seed/guides';
import * as webRenderer from '../../src/web/entry-server';
import { createTestApp, TEST_PASSWORD, TEST_PUBLIC_URL, TEST_USER, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { createWebRoot } from '../support/web-root';

/** The Accept headers of the matrix: curl and most tools, none at all, a browser, a JSON client. */
const ACCEPTS: { name: string; accept: string | undefined; page: 'html' | 'json' }[] = [
  { name: '*/*', accept: '*/*', page: 'html' },
  { name: 'no Accept', accept: undefined, page: 'html' },
  { name: 'a browser', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', page: 'html' },
  { name: 'text/html', accept: 'text/html', page: 'html' },
  { name: 'application/json', accept: 'application/json', page: 'json' },
  // Clients that put JSON first but take anything (axios, many HTTP libraries and previewers) or
  // take HTML at a lower weight are not asking for JSON alone: they get the page.
  { name: 'JSON first, then anything', accept: 'application/json, text/plain, */*', page: 'html' },
  { name: 'JSON first, anything at a low weight', accept: 'application/json, */*;q=0.1', page: 'html' },
  { name: 'JSON preferred over HTML', accept: 'application/json;q=0.9, text/html;q=0.8', page: 'html' },
  { name: 'JSON, HTML refused', accept: 'application/json, text/html;q=0', page: 'json' },
  { name: 'application/*', accept: 'application/*', page: 'json' },
];

const FORM = 'application/x-www-form-urlencoded';

describe('first HTML for every client', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;
  let cookie: string;
  let listingId: number;

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({
      webRoot: webRoot.dir,
      webRenderer,
      // Long waits, so the limiter's answer never depends on the machine's speed.
      loginLimits: { ip: { freeFailures: 3, firstBackoffMs: 60_000, maxBackoffMs: 60_000 } },
    });
    await seedGuides(t.db);
    const category = await makeCategory(t.db, { name: 'Engine', slug: 'engine' });
    const vendor = await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp' });
    const part = await makePart(t.db, category.id, { slug: 'oil-filter', name: 'Oil Filter', partNumber: '11427953129' });
    listingId = (await makeListing(t.db, part.id, vendor.id, { priceCents: 1299 })).id;
    await refreshPartDerived(t.db);
    cookie = (await t.login()).cookie;
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const get = (url: string, accept: string | undefined, withSession = true) =>
    t.app.inject({
      url,
      headers: { ...(accept !== undefined && { accept }), ...(withSession && { cookie }) },
    });

  describe('the Accept matrix', () => {
    for (const { name, accept, page } of ACCEPTS) {
      it(`${name}: pages are ${page === 'html' ? 'HTML' : 'JSON'}, the API is JSON`, async () => {
        for (const url of ['/part/11427953129', '/search?q=oil', '/', '/faq', '/guides/bmw-oil-change']) {
          const response = await get(url, accept);
          if (page === 'html') {
            expect(response.statusCode, url).toBe(200);
            expect(response.headers['content-type'], url).toMatch(/^text\/html/);
            expect(response.body, url).toContain('<div id="root"');
          } else {
            // A page has no JSON form: 406, never the page's HTML nor a 200.
            expect(response.statusCode, url).toBe(406);
            expect(response.headers['content-type'], url).toMatch(/^application\/json/);
          }
        }
        const api = await get('/api/vendors', accept);
        expect(api.statusCode).toBe(200);
        expect(api.headers['content-type']).toMatch(/^application\/json/);
        const unknownApi = await get('/api/no-such-thing', accept);
        expect(unknownApi.statusCode).toBe(404);
        expect(unknownApi.headers['content-type']).toMatch(/^application\/json/);
        expect(unknownApi.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
      });
    }

    it('a logged-out visitor with */* gets the login screen, not a 401 or JSON', async () => {
      const response = await get('/part/11427953129', '*/*', false);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Log in to Pitlane');
      // The API behind it stays closed.
      expect((await get('/api/vendors', '*/*', false)).statusCode).toBe(401);
    });
  });

  describe('404 statuses', () => {
    for (const accept of ['*/*', undefined, 'text/html']) {
      it(`answers 404 with the page for what does not exist (${accept ?? 'no Accept'})`, async () => {
        const unknownPage = await get('/definitely/not/a/route', accept);
        expect(unknownPage.statusCode).toBe(404);
        expect(unknownPage.headers['content-type']).toMatch(/^text\/html/);
        expect(unknownPage.body).toContain('404 Page Not Found');
        expect(unknownPage.body).toContain('Did you forget to add the page to the router?');
        for (const url of ['/part/no-such-number', '/product/no-such-part', '/guides/no-such-guide', '/search/']) {
          const response = await get(url, accept);
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type'], url).toMatch(/^text\/html/);
          expect(response.body, url).toContain('<div id="root"');
        }
        // The not-found card of what was asked for is in the first HTML, not left to the app's code.
        expect((await get('/part/no-such-number', accept)).body).toContain('Part Not Found');
        expect((await get('/product/no-such-part', accept)).body).toContain('Product not found');
        expect((await get('/guides/no-such-guide', accept)).body).toContain('404 Page Not Found');
      });
    }

    it('tells a visitor the gate keeps out nothing about the catalog: a page path is the login screen', async () => {
      const response = await get('/part/no-such-number', '*/*', false);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Log in to Pitlane');
    });
  });

  describe('/go', () => {
    it('answers a browser following a bad link with a page and a way back', async () => {
      for (const accept of ['text/html', '*/*', undefined]) {
        const response = await get('/go/abc', accept);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('Invalid Link');
        expect(response.body).toContain('<a href="/">Return to Home</a>');
        const gone = await get('/go/999999', accept);
        expect(gone.statusCode).toBe(404);
        expect(gone.headers['content-type']).toMatch(/^text\/html/);
        expect(gone.body).toContain('404 Page Not Found');
        expect(gone.body).toContain('<a href="/">Return to Home</a>');
      }
    });

    it('answers an API client with JSON naming the field', async () => {
      const bad = await get('/go/abc', 'application/json');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('listingId');
      const gone = await get('/go/999999', 'application/json');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'Offer not found' });
    });

    it('still leads to the vendor for a real offer', async () => {
      const response = await get(`/go/${listingId}`, 'text/html');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^https?:\/\//);
    });
  });

  describe('the login as a plain HTML form', () => {
    const ORIGIN = new URL(TEST_PUBLIC_URL).origin;
    let peer = 0;
    const postForm = (body: string, next: string | undefined, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: next === undefined ? '/api/auth/login' : `/api/auth/login?${new URLSearchParams({ next })}`,
        remoteAddress: `203.0.113.${++peer}`,
        headers: { 'content-type': FORM, accept: 'text/html', host: new URL(TEST_PUBLIC_URL).host, origin: ORIGIN, ...headers },
        payload: body,
      });
    const fields = (username: string, password: string) => new URLSearchParams({ username, password }).toString();

    it('sets the session and sends the visitor back to the page they were on with a 303', async () => {
      const response = await postForm(fields(TEST_USER, TEST_PASSWORD), '/search?q=oil');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/search?q=oil');
      const session = response.cookies.find((c) => c.name === 'pitlane_session');
      expect(session?.httpOnly).toBe(true);
      const page = await t.app.inject({ url: '/search?q=oil', headers: { accept: 'text/html', cookie: `pitlane_session=${session!.value}` } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Oil Filter');
      expect(page.body).not.toContain('Log in to Pitlane');
    });

    it('sends nobody off the site: a next that is not a path of ours goes home', async () => {
      for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/login', 'javascript:alert(1)', '']) {
        const response = await postForm(fields(TEST_USER, TEST_PASSWORD), next);
        expect(response.statusCode, next).toBe(303);
        expect(response.headers.location, next).toBe('/');
      }
    });

    it('draws the login screen again for a wrong password: 401, the spec message, the username kept', async () => {
      const response = await postForm(fields(TEST_USER, 'wrong password'), '/part/11427953129');
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('Invalid username or password');
      expect(response.body).toContain(`value="${TEST_USER}"`);
      expect(response.body).toContain('Log in to Pitlane');
      // The form posts back to the same page.
      expect(response.body).toContain(`/api/auth/login?${new URLSearchParams({ next: '/part/11427953129' }).toString().replace(/&/g, '&amp;')}`);
      expect(response.body).not.toContain('Oil Filter');
    });

    it('names an empty field with 400 and the same screen', async () => {
      const noPassword = await postForm(fields(TEST_USER, ''), '/');
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.body).toContain('Password is required');
      const noUsername = await postForm(fields('  ', 'x'), '/');
      expect(noUsername.statusCode).toBe(400);
      expect(noUsername.body).toContain('Username is required');
    });

    it('answers a form too large to read with 413 and the same screen, on the site and in the console', async () => {
      // Over the 64 KB body limit: refused before the route reads it, yet answered as the form.
      const tooLarge = `username=${'a'.repeat(70_000)}&password=x`;
      const site = await postForm(tooLarge, '/search?q=oil');
      expect(site.statusCode).toBe(413);
      expect(site.headers['content-type']).toMatch(/^text\/html/);
      expect(site.body).toContain('Log in to Pitlane');
      expect(site.body).toContain('The form sent was too large to read. Please try again.');
      const consoleForm = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '203.0.113.250',
        headers: { 'content-type': FORM, accept: 'text/html', host: new URL(TEST_PUBLIC_URL).host, origin: ORIGIN },
        payload: `email=${'a'.repeat(70_000)}&password=x`,
      });
      expect(consoleForm.statusCode).toBe(413);
      expect(consoleForm.headers['content-type']).toMatch(/^text\/html/);
      expect(consoleForm.body).toMatch(/<form[^>]*method="post"/);
      expect(consoleForm.body).toContain('The form sent was too large to read. Please try again.');
      // The app's JSON login keeps the API's JSON error.
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', host: new URL(TEST_PUBLIC_URL).host, origin: ORIGIN },
        payload: JSON.stringify({ username: 'a'.repeat(70_000), password: 'x' }),
      });
      expect(json.statusCode).toBe(413);
      expect(json.json()).toHaveProperty('error');
    });

    it('is behind the login limiter: after the free failures, a try is refused with 429 and its password is not checked', async () => {
      const remoteAddress = '198.51.100.77';
      const send = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login?next=/',
          remoteAddress,
          headers: { 'content-type': FORM, origin: ORIGIN, host: new URL(TEST_PUBLIC_URL).host },
          payload: fields(TEST_USER, password),
        });
      // The free failures, then the one that starts the wait.
      for (let i = 0; i < 4; i += 1) expect((await send('wrong')).statusCode).toBe(401);
      const refused = await send(TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Too many failed attempts');
      expect(refused.headers['set-cookie']).toBeUndefined();
      // The JSON login shares the same counts.
      const json = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username: TEST_USER, password: TEST_PASSWORD } });
      expect(json.statusCode).toBe(429);
    });

    it('is refused from another site by the origin check', async () => {
      const response = await postForm(fields(TEST_USER, TEST_PASSWORD), '/', { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('keeps the JSON login for the app, and JSON bodies naming the field', async () => {
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.90', payload: { username: TEST_USER, password: TEST_PASSWORD } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ authenticated: true, username: TEST_USER });
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.91', payload: { username: TEST_USER } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('password');
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.92', payload: { username: TEST_USER, password: 'nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
    });

    it('takes form bodies only where a page posts a plain form (the login, the help and alert forms, the basket)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/basket/quote',
        headers: { 'content-type': FORM, cookie },
        payload: 'name=a&email=b',
      });
      expect(response.statusCode).toBe(415);
    });
  });
});
