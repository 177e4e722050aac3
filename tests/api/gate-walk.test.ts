/**
 * The gate, route by route and spelling by spelling: every route the app registers (from its own
 * route table) is called without a session over a real socket — the request target sent byte for
 * byte — as written, with each character percent-encoded in turn and all of them at once, with
 * doubled slashes, with dot segments, in other letter case and in absolute form. Each answer must
 * be the one the route's kind requires: 401 JSON for data, images, /private and the sitemap; a
 * redirect to the login screen for /go; the app shell (which shows the login form) or its static
 * files for pages; the documented public answer for the open routes. A spelling the router does
 * not serve (other letter case, a trailing slash) may only be gated or the shell; one that cannot
 * be normalised (an encoded slash, another host in absolute form) is refused with 400.
 * Also: session fixation and logout invalidation.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickOuts, sessions } from '../../src/server/db/schema';
import { createTestApp, loginAs, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { rawRequest, type RawResponse } from '../support/raw-http';

const SHELL = '<!doctype html><html><body><div id="root"></div><!-- pitlane shell --></body></html>';
const ASSET = 'console.log("app");';
const AUTHENTICATION_REQUIRED = JSON.stringify({ error: 'Authentication required' });
const OPERATOR_SIGN_IN_REQUIRED = JSON.stringify({ error: 'Operator sign-in required' });

/**
 * Open without a session on purpose: signing in (shoppers and operators), the health probe, the
 * footer's newsletter box, robots.txt, and the links of alert mails and operator invitations (their
 * token is the key).
 */
const OPEN = /^\/(api\/(auth\/|admin\/auth\/(log(in|out)|invite(\/accept)?)$|health$|newsletter$|alerts\/)|robots\.txt$)/;
/** The operator console's API: closed without an operator session, whatever the gate says. */
const OPERATOR_DATA = /^\/api\/admin\//;
const GATED_PAGES = /^\/go\//;
const GATED_DATA = /^\/(api|private|img|sitemap\.xml|sitemaps)(\/|$)/;

type Kind = 'open' | 'gated data' | 'gated page' | 'page' | 'operator data';
function kindOf(url: string): Kind {
  if (OPEN.test(url)) return 'open';
  if (OPERATOR_DATA.test(url)) return 'operator data';
  if (GATED_PAGES.test(url)) return 'gated page';
  if (GATED_DATA.test(url)) return 'gated data';
  return 'page';
}

/** How a spelling must be answered: exactly as the route itself, gated or the shell, or refused with 400. */
type Expectation = 'same' | 'no data' | 'refused';
interface Variant {
  name: string;
  target: string;
  expect: Expectation;
}

const encode = (char: string, lower = false) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex.toLowerCase() : hex.toUpperCase()}`;
};

/** Every spelling of `url` the walk sends; `port` names this server for the absolute form. */
function spellings(url: string, port: number): Variant[] {
  const out: Variant[] = [{ name: 'as registered', target: url, expect: 'same' }];
  for (let i = 0; i < url.length; i++) {
    if (url[i] === '/') continue;
    out.push({ name: `"${url[i]}" at ${i} percent-encoded`, target: url.slice(0, i) + encode(url[i]!) + url.slice(i + 1), expect: 'same' });
  }
  const everyChar = (lower: boolean) => url.split('/').map((segment) => [...segment].map((c) => encode(c, lower)).join('')).join('/');
  out.push({ name: 'every character percent-encoded', target: everyChar(false), expect: 'same' });
  out.push({ name: 'every character percent-encoded, lower-case hex', target: everyChar(true), expect: 'same' });

  const slashes = [...url].flatMap((c, i) => (c === '/' ? [i] : []));
  for (const i of slashes) out.push({ name: `slash at ${i} doubled`, target: `${url.slice(0, i)}/${url.slice(i)}`, expect: 'same' });
  out.push({ name: 'every slash tripled', target: url.replace(/\//g, '///'), expect: 'same' });

  for (const i of slashes) {
    out.push({ name: `"/." at ${i}`, target: `${url.slice(0, i)}/.${url.slice(i)}`, expect: 'same' });
    out.push({ name: `"/x/.." at ${i}`, target: `${url.slice(0, i)}/x/..${url.slice(i)}`, expect: 'same' });
    out.push({ name: `"/%2e/%2E%2e/x" at ${i}`, target: `${url.slice(0, i)}/%2e/x/%2E%2e${url.slice(i)}`, expect: 'same' });
  }
  out.push({ name: 'climbing above the root', target: `/../..${url}`, expect: 'same' });

  if (/[a-z]/.test(url)) {
    out.push({ name: 'upper case', target: url.toUpperCase(), expect: 'no data' });
    out.push({ name: 'first segment capitalised', target: url.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`), expect: 'no data' });
    out.push({ name: 'alternating case', target: [...url].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join(''), expect: 'no data' });
  }
  if (url !== '/') out.push({ name: 'trailing slash', target: `${url}/`, expect: 'no data' });

  out.push({ name: 'absolute form', target: `http://127.0.0.1:${port}${url}`, expect: 'same' });
  out.push({ name: 'absolute form, scheme and host in upper case', target: `HTTP://127.0.0.1:${port}${url}`, expect: 'same' });
  out.push({ name: 'absolute form naming another host', target: `http://evil.example${url}`, expect: 'refused' });
  if (slashes.length > 1) {
    const second = slashes[1]!;
    out.push({ name: 'a slash sent as %2F', target: `${url.slice(0, second)}%2F${url.slice(second + 1)}`, expect: 'refused' });
    out.push({ name: 'a slash sent as %5C', target: `${url.slice(0, second)}%5c${url.slice(second + 1)}`, expect: 'refused' });
    out.push({ name: 'a slash sent as a backslash', target: `${url.slice(0, second)}\\${url.slice(second + 1)}`, expect: 'refused' });
  }
  out.push({ name: 'a broken escape', target: `${url}%G1`, expect: 'refused' });
  return out;
}

describe('the gate walks every registered route in every spelling', () => {
  let t: TestApp;
  let webRoot: string;
  let port: number;
  let listingId: number;
  let vendorSlug: string;
  let client = 0;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'pitlane-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), ASSET);
    t = await createTestApp({ webRoot });
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id);
    const vendor = await makeVendor(t.db);
    vendorSlug = vendor.slug;
    listingId = (await makeListing(t.db, part.id, vendor.id)).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** One request from a client address of its own, so per-client limits never answer instead of the route. */
  function send(method: string, target: string): Promise<RawResponse> {
    client++;
    const headers = { accept: 'text/html,application/json', 'x-forwarded-for': `198.51.${client >> 8}.${client & 255}` };
    if (method === 'GET') return rawRequest(port, { method, target, headers });
    return rawRequest(port, { method, target, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
  }

  const isShell = (r: RawResponse) => r.status === 200 && (r.body === ASSET || r.body.includes('<!-- pitlane shell -->'));
  // A spelling that is no route of the app (upper case) is a page that does not exist: the shell, with 404.
  const isNotFoundShell = (r: RawResponse) => r.status === 404 && r.body.includes('<!-- pitlane shell -->');
  const isGated = (r: RawResponse) =>
    (r.status === 401 && (r.body === AUTHENTICATION_REQUIRED || r.body === OPERATOR_SIGN_IN_REQUIRED)) || (r.status === 302 && r.headers.location === '/');

  function checkKind(kind: Kind, r: RawResponse, label: string) {
    switch (kind) {
      case 'gated data':
        expect(r.status, label).toBe(401);
        expect(r.headers['content-type'], label).toMatch(/^application\/json/);
        expect(r.body, label).toBe(AUTHENTICATION_REQUIRED);
        break;
      case 'operator data':
        expect(r.status, label).toBe(401);
        expect(r.headers['content-type'], label).toMatch(/^application\/json/);
        expect(r.body, label).toBe(OPERATOR_SIGN_IN_REQUIRED);
        break;
      case 'gated page':
        expect(r.status, label).toBe(302);
        expect(r.headers.location, label).toBe('/');
        break;
      case 'page':
        // Only the shell and its static files: they carry no data, and the shell shows the login form.
        expect(isShell(r), label).toBe(true);
        break;
      case 'open':
        expect(r.status, label).not.toBe(401);
        expect(r.status, label).toBeLessThan(500);
        break;
    }
  }

  it('answers every spelling of every route as its kind requires', async () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    const clicksBefore = (await t.db.select({ n: count() }).from(clickOuts))[0]!.n;
    const seen = new Set<Kind>();
    let sent = 0;
    for (const route of routes) {
      // Any value reaches the gate, which runs before parameters are validated; /go gets a real listing.
      const url = route.url.replace(':listingId', String(listingId)).replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      const kind = kindOf(url);
      seen.add(kind);
      const asRegistered = await send(route.method, url);
      checkKind(kind, asRegistered, `${route.method} ${url} (${kind})`);
      for (const variant of spellings(url, port).slice(1)) {
        const r = await send(route.method, variant.target);
        sent++;
        const label = `${route.method} ${variant.target} — ${variant.name} of ${url} (${kind})`;
        if (variant.expect === 'refused') {
          expect(r.status, label).toBe(400);
          expect(r.headers['content-type'], label).toMatch(/^application\/json/);
        } else if (variant.expect === 'no data') {
          expect(isGated(r) || isShell(r) || isNotFoundShell(r), `${label}: ${r.status} ${r.body.slice(0, 80)}`).toBe(true);
        } else {
          checkKind(kind, r, label);
          expect(r.status, label).toBe(asRegistered.status);
          if (kind !== 'open') expect(r.body, label).toBe(asRegistered.body);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect([...seen].sort()).toEqual(['gated data', 'gated page', 'open', 'operator data', 'page']);
    // /go records a click only for a visitor with a session: none of the spellings got through.
    expect((await t.db.select({ n: count() }).from(clickOuts))[0]!.n).toBe(clicksBefore);
    // Thousands of requests over real sockets, one after another: minutes on a busy machine.
  }, 180_000);

  it('serves the normalised spellings to a visitor with a session, as the route itself', async () => {
    const { cookie } = await t.login();
    const get = (target: string) => rawRequest(port, { target, headers: { cookie, accept: 'application/json' } });
    const direct = await get('/api/vendors');
    expect(direct.status).toBe(200);
    for (const target of ['/%61pi/vendors', '//api//vendors', '/api/./x/../vendors', `http://127.0.0.1:${port}/api/vendors`]) {
      const r = await get(target);
      expect(r.status, target).toBe(200);
      expect(r.body, target).toBe(direct.body);
    }
  });

  it('answers unknown gated paths with 401 too, not a 404 that confirms what exists', async () => {
    for (const url of ['/api/nothing-here', '/private/anything', '/img/x.svg', '/api/admin/feeds/nope', '/API/VENDORS', '/Private/x']) {
      const r = await send('GET', url);
      expect(r.status, url).toBe(401);
    }
    expect((await send('POST', '/no-such-page')).status).toBe(401);
  });

  it('marks gated answers Cache-Control: private, public ones as they were', async () => {
    const { cookie } = await t.login();
    const image = await rawRequest(port, { target: `/img/vendors/${vendorSlug}.svg`, headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^private\b/);
    expect(image.headers['cache-control']).not.toMatch(/public/);
    const data = await rawRequest(port, { target: '/api/vendors', headers: { cookie } });
    expect(data.headers['cache-control']).toMatch(/^private\b/);
    const asset = await rawRequest(port, { target: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('session fixation and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unsign = (cookie: string) => t.app.unsignCookie(cookie.replace(/^pitlane_session=/, '')).value;
  const makes = (cookie: string) => t.app.inject({ url: '/api/makes', headers: { cookie } });

  it('never adopts a session id planted before login, even a correctly signed one', async () => {
    const planted = 'attacker-chosen-session-id-0123456789';
    const plantedCookie = `pitlane_session=${t.app.signCookie(planted)}`;
    expect((await makes(plantedCookie)).statusCode).toBe(401);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: plantedCookie },
      payload: { username: TEST_USER, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((c) => c.name === 'pitlane_session')!;
    expect(unsign(`pitlane_session=${issued.value}`)).not.toBe(planted);
    expect((await makes(plantedCookie)).statusCode).toBe(401);
    expect((await makes(`pitlane_session=${issued.value}`)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, planted))).toEqual([]);
  });

  it('logout deletes the session on the server: the old cookie no longer opens anything', async () => {
    const { cookie } = await loginAs(t.app, TEST_USER, TEST_PASSWORD);
    const id = unsign(cookie)!;
    expect((await makes(cookie)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'pitlane_session')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);

    expect((await makes(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().authenticated).toBe(false);
    expect((await t.app.inject({ url: '/go/1', headers: { cookie } })).statusCode).toBe(302);
  });
});
