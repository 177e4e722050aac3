/**
 * Every page of the site arrives rendered in the first HTML (gate off): its content, its own title
 * and description, a canonical url on PUBLIC_URL, and the Open Graph and Twitter card tags a link
 * preview reads; part and product pages with the part's picture, price and availability.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGuides } from '../../src/server/db/seed/guides';
import * as webRenderer from '../../src/web/entry-server';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';
import { createWebRoot, SHELL_HTML } from '../support/web-root';

const ORIGIN = 'https://pitlane.example';

/** Each route and a heading its content starts with. */
const CONTENT_ROUTES: Record<string, string> = {
  '/vendors': 'Verified Retailer Network',
  '/how-it-works': 'The right part at the best price',
  '/contact': 'Contact Us',
  '/faq': 'Frequently Asked Questions',
  '/shipping': 'Shipping Information',
  '/returns': 'Returns &amp; Refunds',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/sitemap': 'Sitemap',
  '/your-genius': 'Your Genius',
  '/pitch-deck': 'Pitlane Pitch Deck',
  '/download-slides': 'Application Overview Slides',
  '/download-pitch-deck': 'Download the Pitch Deck',
  '/saved': 'Saved parts',
  '/test-vendors': 'Vendor Test',
  '/vendor-button-test': 'Vendor Button Test',
  '/product-test': 'Product Test',
};

/** The tags the Facebook and Twitter previews require. */
const PREVIEW_TAGS = ['og:title', 'og:type', 'og:url', 'og:image', 'og:image:alt', 'og:description', 'og:site_name'];
const TWITTER_TAGS = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'];

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const shellTitle = /<title>([\s\S]*?)<\/title>/.exec(SHELL_HTML)![1]!;
const shellDescription = /<meta name="description" content="([^"]*)"/.exec(SHELL_HTML)![1]!;

function readPage(html: string) {
  const meta: Record<string, string> = {};
  for (const [, attribute, key, content] of html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (attribute && key) meta[key] = decode(content ?? '');
  }
  return {
    root: /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '',
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    count: (pattern: RegExp) => html.match(pattern)?.length ?? 0,
  };
}

describe('first HTML of every route, gate off', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ gate: false, webRoot: webRoot.dir, webRenderer, publicUrl: ORIGIN });
    await seedGuides(t.db);
    const brakes = await makeCategory(t.db, { name: 'Brakes', slug: 'brakes' });
    const fcp = await makeVendor(t.db, { name: 'FCP Euro', slug: 'fcp' });
    const ecs = await makeVendor(t.db, { name: 'ECS Tuning', slug: 'ecs' });
    const pads = await makePart(t.db, brakes.id, {
      slug: 'front-brake-pads',
      name: 'Front Brake Pad Set',
      partNumber: '34 11 6 794 917',
      brand: 'Textar',
      imageUrl: '/images/parts/front-brake-pads.jpg',
    });
    await makeListing(t.db, pads.id, fcp.id, { priceCents: 8999, shippingCostCents: 0, hasFreeShipping: true, inStock: true });
    await makeListing(t.db, pads.id, ecs.id, { priceCents: 7999, shippingCostCents: 1500, inStock: true });
    const rotor = await makePart(t.db, brakes.id, { slug: 'rear-rotor', name: 'Rear Brake Rotor', partNumber: '34 21 6 864 900', brand: 'Zimmermann' });
    await makeListing(t.db, rotor.id, fcp.id, { priceCents: 12000, inStock: false });
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const get = async (url: string, status = 200) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(status);
    return readPage(response.body);
  };

  it('renders each content page with its heading, its own title and description, canonical url and link preview', async () => {
    const titles = new Set<string>();
    for (const [path, heading] of Object.entries(CONTENT_ROUTES)) {
      const page = await get(path);
      expect(page.root, path).toMatch(new RegExp(`<h1[^>]*>(?:(?!</h1>)[\\s\\S])*${heading}`));
      expect(page.title, path).not.toBe(decode(shellTitle));
      expect(page.title, path).toMatch(/ \| Pitlane$/);
      titles.add(page.title);
      expect(page.meta.description, path).toBeTruthy();
      expect(page.meta.description, path).not.toBe(decode(shellDescription));
      expect(page.count(/<meta name="description"/g), path).toBe(1);
      expect(page.canonical, path).toBe(`${ORIGIN}${path}`);
      for (const key of [...PREVIEW_TAGS, ...TWITTER_TAGS]) expect(page.meta[key], `${path} ${key}`).toBeTruthy();
      expect(page.meta['og:title'], path).toBe(page.title);
      expect(page.meta['og:description'], path).toBe(page.meta.description);
      expect(page.meta['og:url'], path).toBe(`${ORIGIN}${path}`);
      expect(page.meta['og:type'], path).toBe('website');
      expect(page.meta['og:image'], path).toBe(`${ORIGIN}/og-image.png`);
      expect(page.meta['twitter:card'], path).toBe('summary_large_image');
    }
    expect(titles.size).toBe(Object.keys(CONTENT_ROUTES).length);
  });

  it('renders the vendor directory and the FAQ with their data and answers', async () => {
    expect((await get('/vendors')).root).toContain('FCP Euro');
    expect((await get('/faq')).root).toMatch(/<details|aria-expanded|<dt|<h[23]/);
  });

  it('gives the main pages their title and link preview too', async () => {
    const home = await get('/');
    expect(home.meta['og:url']).toBe(`${ORIGIN}/`);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    const guide = await get('/guides/bmw-oil-change');
    expect(guide.meta['og:url']).toBe(`${ORIGIN}/guides/bmw-oil-change`);
    expect(guide.meta['og:title']).toBe(guide.title);
    const search = await get('/search?q=brake+pads');
    expect(search.title).toBe('brake pads | Pitlane');
    // A search with words in it has no canonical url; a shared link still previews the search itself.
    expect(search.canonical).toBeUndefined();
    expect(search.meta['og:url']).toBe(`${ORIGIN}/search?q=brake+pads`);
    expect(search.meta['twitter:card']).toBe('summary_large_image');
  });

  it('previews a part and a product page with the part picture, its price by the offer rule and availability', async () => {
    for (const path of ['/product/front-brake-pads', '/part/34116794917']) {
      const page = await get(path);
      expect(page.meta['og:type'], path).toBe('product');
      expect(page.meta['og:url'], path).toBe(page.canonical);
      expect(page.meta['og:image'], path).toBe(`${ORIGIN}/images/parts/front-brake-pads.jpg`);
      expect(page.meta['og:image:alt'], path).toBe('Front Brake Pad Set');
      expect(page.meta['twitter:image'], path).toBe(page.meta['og:image']);
      // The best in-stock total: $89.99 shipped free beats $79.99 + $15.00.
      expect(page.meta['product:price:amount'], path).toBe('89.99');
      expect(page.meta['product:price:currency'], path).toBe('USD');
      expect(page.meta['og:availability'], path).toBe('instock');
      expect(page.meta['product:brand'], path).toBe('Textar');
    }
    const rotor = await get('/product/rear-rotor');
    expect(rotor.meta['og:availability']).toBe('oos');
    expect(rotor.meta['product:price:amount']).toBe('120.00');
    // No picture of its own: the site's card.
    expect(rotor.meta['og:image']).toBe(`${ORIGIN}/og-image.png`);
  });

  it('gives a missing page its not-found card, status 404, a title and no canonical url', async () => {
    const page = await get('/no-such-page', 404);
    expect(page.root).toContain('Page Not Found');
    expect(page.title).toBe('Page Not Found | Pitlane');
    expect(page.canonical).toBeUndefined();
    expect(page.meta['og:url']).toBe(`${ORIGIN}/no-such-page`);
  });

  it('names PUBLIC_URL in the preview, never the Host a request sends', async () => {
    const response = await t.app.inject({ url: '/faq', headers: { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(response.body).not.toContain('evil.example');
    expect(readPage(response.body).meta['og:url']).toBe(`${ORIGIN}/faq`);
  });
});
