/**
 * The gate, route by route: every route the app registers is called without a session and must
 * answer as its kind requires — 401 JSON for data, images and /private, a redirect to the login
 * screen for /go, the app shell (which shows the login form) for pages. Routes are enumerated from
 * the app, so a new route is walked the day it is added; one that fits no kind fails the test.
 * Also: session fixation and logout invalidation.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { createTestApp, loginAs, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';

const SHELL = '<!doctype html><html><body><div id="root"></div><!-- pitlane shell --></body></html>';
const ASSET = 'console.log("app");';

/** Reachable without a session on purpose: signing in, the health probe, the footer's newsletter box. */
const OPEN_API = /^\/api\/(auth\/|health$|newsletter$)/;
/** Public on purpose: crawlers have no session, and these list page addresses only, never data. */
const CRAWLER_FILES = /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/;
const GATED_DATA = /^\/(api|private|img)\//;
const GATED_PAGES = /^\/go\//;

type Kind = 'open api' | 'crawler file' | 'gated data' | 'gated page' | 'page';
function kindOf(url: string): Kind {
  if (OPEN_API.test(url)) return 'open api';
  if (CRAWLER_FILES.test(url)) return 'crawler file';
  if (GATED_DATA.test(url)) return 'gated data';
  if (GATED_PAGES.test(url)) return 'gated page';
  return 'page';
}

describe('the gate walks every registered route', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'pitlane-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), ASSET);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers each route without a session as its kind requires', async () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    const seen = new Set<Kind>();
    for (const route of routes) {
      // Any value reaches the gate: it runs before parameters are validated.
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      const kind = kindOf(url);
      seen.add(kind);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { accept: 'text/html,application/json' },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const label = `${route.method} ${route.url} (${kind})`;
      switch (kind) {
        case 'gated data':
          expect(response.statusCode, label).toBe(401);
          expect(response.headers['content-type'], label).toMatch(/^application\/json/);
          expect(response.json(), label).toEqual({ error: 'Authentication required' });
          break;
        case 'gated page':
          expect(response.statusCode, label).toBe(302);
          expect(response.headers.location, label).toBe('/');
          break;
        case 'page':
          // Only the shell (its head may be filled in) and its static files: they carry no data, and
          // the shell shows the login form.
          expect(response.statusCode, label).toBe(200);
          expect(response.body === ASSET || response.body.includes('<!-- pitlane shell -->'), label).toBe(true);
          break;
        case 'open api':
        case 'crawler file':
          expect(response.statusCode, label).not.toBe(401);
          expect(response.statusCode, label).toBeLessThan(500);
          break;
      }
    }
    expect([...seen].sort()).toEqual(['crawler file', 'gated data', 'gated page', 'open api', 'page']);
  });

  it('answers unknown gated paths with 401 too, not a 404 that confirms what exists', async () => {
    for (const url of ['/api/nothing-here', '/private/anything', '/img/x.svg', '/api/admin/feeds/nope']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
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
