/** Serving the web app: cache headers, compression, and noindex while the gate is on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { createWebRoot, HASHED_SCRIPT } from '../support/web-root';

describe('web app serving, gate on', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ webRoot: webRoot.dir });
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await t.app.inject({ url: HASHED_SCRIPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the app shell, at / or at a client-side route', async () => {
    for (const url of ['/', '/product/anything', '/knowledge-base']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      // Gate on, a rendered page may hold one visitor's data: no shared cache keeps it.
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('compresses text responses with brotli or gzip, as the browser asks', async () => {
    const brotli = await t.app.inject({ url: HASHED_SCRIPT, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ url: HASHED_SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'] ?? gzip.rawPayload.length)).toBeLessThan(3000);
    const json = await t.app.inject({ url: '/api/auth/session', headers: { 'accept-encoding': 'gzip', cookie: (await t.login()).cookie } });
    expect(json.statusCode).toBe(200);
    // Small JSON stays below the 1 KB threshold; what matters is that the answer is still readable.
    expect(['gzip', undefined]).toContain(json.headers['content-encoding']);
  });

  it("names the opened page's code chunks in the shell, so they download alongside the entry", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    expect(preloads((await page('/product/some-part')).body)).toEqual(['/assets/product-Pp22.js', '/assets/shared-Qq11.js']);
    expect(preloads((await page('/')).body)).toEqual(['/assets/home-Zz99Yy88.js', '/assets/shared-Qq11.js']);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
  });

  it("names the console's chunk on its sign-in page, and the section's too on a section's page", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    expect(preloads((await page('/admin')).body)).toEqual(['/assets/admin-app-Aa33.js', '/assets/shared-Qq11.js']);
    expect(preloads((await page('/admin/vendors')).body)).toEqual([
      '/assets/admin-app-Aa33.js',
      '/assets/shared-Qq11.js',
      '/assets/vendors-Vv44.js',
      '/assets/admin-table-Tt55.js',
    ]);
  });

  it('marks every page and response noindex while the gate is on', async () => {
    const shell = await page('/part/11621259307');
    expect(shell.headers['x-robots-tag']).toBe('noindex, nofollow');
    // No page content leaks into the HTML while gated.
    expect(shell.body).not.toContain('application/ld+json');
    expect((await t.app.inject({ url: '/api/health' })).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await t.app.inject({ url: HASHED_SCRIPT })).headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
