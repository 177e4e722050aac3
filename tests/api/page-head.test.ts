/**
 * Gate off, the pages search engines index get their title, description, canonical url and JSON-LD in
 * the first HTML, from the database, through the same builders the web app uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGuides } from '../../src/server/db/seed/guides';
import { categorySearchHead, documentTitle, guidePageHead, partPageHead, productPageHead } from '../../src/shared/rules/page-head';
import type { GuideDetail } from '../../src/shared/schemas/guides';
import type { PartDetail } from '../../src/shared/schemas/parts';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { createWebRoot } from '../support/web-root';

const ORIGIN = 'http://pitlane.test';

/** The parts of a page's <head> this feature writes, read back out of the HTML. */
function readHead(html: string) {
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
  };
}

const decodeEntities = (text: string | undefined) =>
  text?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('page head in the first HTML, gate off', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;
  let categoryId: number;

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ gate: false, webRoot: webRoot.dir, publicUrl: ORIGIN });
    await seedGuides(t.db);
    const engine = await makeCategory(t.db, { name: 'Engine & Exhaust', slug: 'engine' });
    categoryId = engine.id;
    const vendor = await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp' });
    const gasket = await makePart(t.db, engine.id, {
      slug: 'exhaust-manifold-gasket',
      name: 'Exhaust Manifold Gasket <M54>',
      partNumber: '11 62 1 259 307',
      brand: 'Elring',
      rating: '4.5',
      description: `Multi-layer steel gasket "OEM grade" for the M54 manifold. ${'Long text. '.repeat(30)}`,
    });
    await makeListing(t.db, gasket.id, vendor.id, { priceCents: 1299 });
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const api = async <T>(url: string): Promise<T> => (await t.app.inject({ url })).json<T>();

  it('/product/{slug}: the product page head, same as the web app builds from the API', async () => {
    const response = await page('/product/exhaust-manifold-gasket');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    const expected = productPageHead(await api<PartDetail>('/api/parts/slug/exhaust-manifold-gasket'), ORIGIN);
    expect(decodeEntities(head.title)).toBe(documentTitle(expected.title));
    expect(head.title).toContain('&lt;M54&gt;');
    expect(decodeEntities(head.description)).toBe(expected.description);
    expect(decodeEntities(head.description)?.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${ORIGIN}/product/exhaust-manifold-gasket`);
    expect(head.jsonLd).toEqual(expected.jsonLd);
    expect(head.jsonLd).toMatchObject({ '@type': 'Product', sku: '11 62 1 259 307', offers: { lowPrice: '12.99', priceCurrency: 'USD' } });
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(head.robots).toBeUndefined();
    // Exactly one description, the page's.
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('/admin: the operator console\'s shell, never indexed although the site is open', async () => {
    for (const path of ['/admin', '/admin/audit']) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
  });

  it('/part/{partNumber}: any spelling of the number, canonical under the normalized one', async () => {
    const response = await page('/part/11%2062%201%20259%20307');
    const head = readHead(response.body);
    const lookup = await api<{ part: PartDetail }>('/api/parts/find-by-number/11621259307');
    const expected = partPageHead(lookup.part, ORIGIN);
    expect(decodeEntities(head.title)).toBe(documentTitle(expected.title));
    expect(head.canonical).toBe(`${ORIGIN}/part/11621259307`);
    expect(head.jsonLd).toEqual(expected.jsonLd);
  });

  it('guide pages: HowTo JSON-LD under the guide path', async () => {
    const response = await page('/guides/bmw-oil-change');
    const head = readHead(response.body);
    const expected = guidePageHead(await api<GuideDetail>('/api/guides/bmw-oil-change'), ORIGIN);
    expect(decodeEntities(head.title)).toBe(documentTitle(expected.title));
    expect(head.canonical).toBe(`${ORIGIN}/guides/bmw-oil-change`);
    expect(head.jsonLd).toEqual(expected.jsonLd);
    expect(head.jsonLd?.['@type']).toBe('HowTo');
    // A guide slug under a path it does not live at is not that guide's page.
    expect(readHead((await page('/guides/nested/bmw-oil-change')).body).canonical).toBeUndefined();
  });

  it('canonical url and JSON-LD name PUBLIC_URL, never the Host or X-Forwarded-Host a request sends', async () => {
    const forgeries: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
    for (const headers of forgeries) {
      const response = await page('/product/exhaust-manifold-gasket', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil.example');
      expect(readHead(response.body).canonical).toBe(`${ORIGIN}/product/exhaust-manifold-gasket`);
    }
  });

  it('category listings (/search?categoryId=N alone) get a head; other searches keep the default', async () => {
    const head = readHead((await page(`/search?categoryId=${categoryId}`)).body);
    const expected = categorySearchHead({ id: categoryId, name: 'Engine & Exhaust' }, ORIGIN);
    expect(head.title).toBe('Engine &amp; Exhaust | Pitlane');
    expect(head.canonical).toBe(`${ORIGIN}/search?categoryId=${categoryId}`);
    expect(head.jsonLd).toEqual(expected.jsonLd);
    for (const url of [`/search?categoryId=${categoryId}&q=gasket`, '/search?q=gasket', '/search?categoryId=999999']) {
      const other = readHead((await page(url)).body);
      expect(other.title, url).toBe('Pitlane — Compare prices on luxury car parts');
      expect(other.canonical, url).toBeUndefined();
    }
  });

  it('unknown parts and other pages get the shell unchanged', async () => {
    for (const url of ['/product/no-such-part', '/part/00000000000', '/knowledge-base', '/']) {
      const head = readHead((await page(url)).body);
      expect(head.title, url).toBe('Pitlane — Compare prices on luxury car parts');
      expect(head.jsonLd, url).toBeUndefined();
    }
  });

  it('a part or product page for an unknown part answers 404 with the app, which shows its not-found card', async () => {
    for (const url of ['/product/no-such-part', '/product/Not%20A%20Slug!', '/part/00000000000']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"');
    }
    for (const url of ['/', '/knowledge-base', '/search?q=nothing-matches-this']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    // A path that is no page of the app, and a guide that does not exist, are not found either.
    for (const url of ['/some/client/route', '/guides/no-such-guide']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });
});
