/**
 * Decision 004: the main pages arrive with their content and the data it was drawn from in the first
 * HTML, rendered by the web app itself for the visitor's session; so do the login screen (a real
 * form), the part-number screen and the not-found card (status 404). Every other page is rendered
 * too (first-html-routes.test.ts); only the login page is left to the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedGuides } from '../../src/server/db/seed/guides';
import { formatUsd } from '../../src/shared/rules/money';
import type { GuideCard } from '../../src/shared/schemas/guides';
import * as webRenderer from '../../src/web/entry-server';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { createWebRoot, HASHED_SCRIPT } from '../support/web-root';

interface PageState {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  renderedAt: number;
}

/** What the server put inside #root, and the data block after it. */
function readPage(html: string): { root: string; state: PageState | null } {
  const root = /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';
  const json = /<script type="application\/json" id="pitlane-page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, state: json ? (JSON.parse(json) as PageState) : null };
}

/** Whether the markup has a <form> with all these attributes, in any order. */
function hasForm(html: string, attributes: Record<string, string>): boolean {
  return [...html.matchAll(/<form\b[^>]*>/g)].some(([tag]) =>
    Object.entries(attributes).every(([name, value]) => tag.includes(` ${name}="${value.replace(/&/g, '&amp;')}"`)),
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const keysOf = (state: PageState | null) => state?.queries.queries.map((query) => query.queryKey[0]) ?? [];

describe('server-rendered first HTML', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;
  let cookie: string;
  const PART_NAME = 'Exhaust Manifold Gasket <M54>';

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ webRoot: webRoot.dir, webRenderer });
    await seedGuides(t.db);
    const engine = await makeCategory(t.db, { name: 'Engine & Exhaust', slug: 'engine' });
    const vendor = await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp' });
    const gasket = await makePart(t.db, engine.id, {
      slug: 'exhaust-manifold-gasket',
      name: PART_NAME,
      partNumber: '11 62 1 259 307',
      brand: 'Elring',
    });
    await makeListing(t.db, gasket.id, vendor.id, { priceCents: 1299 });
    await refreshPartDerived(t.db);
    cookie = (await t.login()).cookie;
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const page = async (url: string, withSession = true, status = 200) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html', ...(withSession ? { cookie } : {}) } });
    expect(response.statusCode, url).toBe(status);
    return readPage(response.body);
  };

  it('renders the home page with the data it asked for', async () => {
    const { root, state } = await page('/');
    expect(root).toMatch(/<h1[^>]*>[\s\S]*Find the right part[\s\S]*<\/h1>/);
    expect(root).toContain('Browse Top Categories');
    expect(root).toContain('Engine &amp; Exhaust');
    expect(keysOf(state)).toEqual(expect.arrayContaining(['auth', 'health', 'categories', 'vendors']));
    expect(state?.renderedAt).toBeGreaterThan(0);
  });

  it('renders search results: the part names and prices, and the search answer they came from', async () => {
    const { root, state } = await page('/search?q=gasket');
    expect(root).toContain(escapeHtml(PART_NAME));
    expect(root).toContain(formatUsd(12.99));
    const search = state?.queries.queries.find((query) => query.queryKey[0] === 'parts-search');
    expect(search?.queryKey[1]).toContain('q=gasket');
    expect(search?.state.data).toMatchObject({ total: 1, parts: [{ name: PART_NAME }] });
  });

  it('renders a part page by any spelling of its number, with its price', async () => {
    const { root, state } = await page('/part/11621259307');
    expect(root).toContain(escapeHtml(PART_NAME));
    expect(root).toContain(formatUsd(12.99));
    expect(root).toContain('FCP Euro');
    expect(keysOf(state)).toContain('parts');
  });

  it('renders a product page with its offers and price history data', async () => {
    const { root, state } = await page('/product/exhaust-manifold-gasket');
    expect(root).toContain(escapeHtml(PART_NAME));
    expect(root).toContain(formatUsd(12.99));
    const keys = state?.queries.queries.map((query) => query.queryKey.join('/')) ?? [];
    // The part's key goes on with the garage vehicle it was asked for.
    const part = state?.queries.queries.find((query) => query.queryKey.slice(0, 3).join('/') === 'parts/slug/exhaust-manifold-gasket');
    expect(part?.state.data).toMatchObject({ name: PART_NAME });
    expect(keys.some((key) => key.endsWith('/price-history'))).toBe(true);
  });

  it('renders the knowledge base with its guide cards', async () => {
    const guides = (await t.app.inject({ url: '/api/guides', headers: { cookie } })).json<GuideCard[]>();
    expect(guides.length).toBeGreaterThan(0);
    const { root, state } = await page('/knowledge-base');
    for (const guide of guides) expect(root).toContain(escapeHtml(guide.title));
    expect(keysOf(state)).toContain('guides');
  });

  it('keeps the data block inert: "<" is escaped so no text can close the script element', async () => {
    const response = await t.app.inject({ url: '/search?q=gasket', headers: { accept: 'text/html', cookie } });
    const block = /<script type="application\/json" id="pitlane-page-state">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003cM54>');
    // No executable inline script: the Content-Security-Policy would refuse it.
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/(json|ld\+json)"/);
  });

  it('starts a rendered page with the boot script only: the app and page chunks are named for after the first paint', async () => {
    const response = await t.app.inject({ url: '/product/exhaust-manifold-gasket', headers: { accept: 'text/html', cookie } });
    const boot = /<script type="module" crossorigin src="\/assets\/boot-Bb33.js" data-app-entry="([^"]+)" data-app-preloads="([^"]+)"><\/script>/.exec(response.body);
    expect(boot?.[1]).toBe(HASHED_SCRIPT);
    const preloads = JSON.parse(boot?.[2]?.replace(/&quot;/g, '"') ?? '[]') as string[];
    expect(preloads).toEqual(['/assets/product-Pp22.js', '/assets/shared-Qq11.js']);
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).not.toContain(`<script type="module" crossorigin src="${HASHED_SCRIPT}">`);
    // The plain shell keeps loading the app itself.
    const shell = await t.app.inject({ url: '/login', headers: { accept: 'text/html', cookie } });
    expect(shell.body).toContain(`<script type="module" crossorigin src="${HASHED_SCRIPT}">`);
    expect(shell.body).not.toContain('boot-Bb33.js');
  });

  it('sends logged-out visitors the login screen as a real form, with no gated data and no hint about the catalog', async () => {
    // An unknown part too: behind the gate, the status tells a stranger nothing about the catalog.
    for (const url of ['/', '/search?q=gasket', '/part/11621259307', '/part/no-such-number']) {
      const { root, state } = await page(url, false);
      expect(root, url).toContain('Log in to Pitlane');
      expect(hasForm(root, { method: 'post', action: `/api/auth/login?${new URLSearchParams({ next: url })}` }), url).toBe(true);
      expect(root, url).toContain('name="username"');
      expect(root, url).toContain('name="password"');
      expect(root, url).not.toContain(escapeHtml(PART_NAME));
      // Only what anybody may read: the session and the site's health (the demo notice).
      expect(keysOf(state).filter((key) => key !== 'auth' && key !== 'health'), url).toEqual([]);
    }
  });

  it('draws the not-found card for a path that is no page, with status 404', async () => {
    const { root, state } = await page('/no-such-page', true, 404);
    expect(root).toContain('404 Page Not Found');
    expect(root).toContain('Did you forget to add the page to the router?');
    expect(state).not.toBeNull();
  });

  it('leaves the login page to the browser', async () => {
    const { root, state } = await page('/login');
    expect(root).toBe('');
    expect(state).toBeNull();
  });

  it('sends a part-number search made without the app to the part page, and an empty one back with its notice', async () => {
    const redirected = await t.app.inject({ url: '/part-search?partNumber=11621259307', headers: { accept: 'text/html', cookie } });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/part/11621259307');
    const { root } = await page('/part-search?partNumber=');
    expect(root).toContain('Part number required');
    expect(root).toContain('Please enter a part number to search');
    expect(hasForm(root, { method: 'get', action: '/part-search', role: 'search' })).toBe(true);
  });

  it('renders the results page as plain forms: search box, sort and filters keep the rest of the search', async () => {
    const { root } = await page('/search?q=gasket&sort=price_desc');
    expect(hasForm(root, { method: 'get', action: '/search', role: 'search' })).toBe(true);
    expect(hasForm(root, { method: 'get', action: '/search', 'aria-label': 'Filters', 'data-submit-on-change': '' })).toBe(true);
    expect(root).toMatch(/<select[^>]*name="sort"/);
    expect(root).toContain('<input type="hidden" name="q" value="gasket"/>');
    expect(root).toContain('<input type="hidden" name="sort" value="price_desc"/>');
    expect(root).toMatch(/name="vendorIds" value="\d+"/);
    const empty = await page('/search?q=');
    expect(empty.root).toContain('Please enter a part name or number');
  });

  it('answers 404 for an unknown part or product with its not-found card, and the failed answer to hydrate from', async () => {
    for (const [url, card] of [['/part/no-such-number', 'Part Not Found'], ['/product/no-such-part', 'Product not found']] as const) {
      const { root, state } = await page(url, true, 404);
      expect(root, url).toContain(card);
      expect(JSON.stringify(state), url).toContain('"status":"error"');
    }
    // Started like any rendered page: the boot script, naming the app for after the first paint.
    const response = await t.app.inject({ url: '/product/no-such-part', headers: { accept: 'text/html', cookie } });
    expect(response.body).toContain(`data-app-entry="${HASHED_SCRIPT}"`);
  });
});
