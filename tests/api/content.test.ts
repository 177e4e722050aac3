import { inflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '../../src/shared/schemas/content';
import * as schema from '../../src/server/db/schema';
import { CONTACT_LIMIT, SIGNUP_LIMIT } from '../../src/server/modules/content/content.routes';
import { createSitemapService, SITE_PAGES } from '../../src/server/modules/content/sitemap.service';
import { escapeXml } from '../../src/server/modules/content/sitemap.xml';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';
import { makeCategory, makeListing, makeMake, makePart, makeVendor } from '../support/factories';

// ---------------------------------------------------------------------------------------------
// A deliberately small XML reader, strict enough to prove well-formedness of what we generate:
// one root, balanced and properly nested tags, quoted attributes, only the predefined or numeric
// entities, no stray "<" or "&". Comments, CDATA and DOCTYPE are refused (we never emit them).
// ---------------------------------------------------------------------------------------------
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = '[A-Za-z_][\\w.-]*(?::[\\w.-]+)?';
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const ENTITY_VALUES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bare & in ${JSON.stringify(text)}`);
  if (text.includes('<')) throw new Error(`bare < in ${JSON.stringify(text)}`);
  return text.replace(ENTITY, (_m, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITY_VALUES[e]!,
  );
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = new RegExp(`\\s+(${NAME})\\s*=\\s*("[^"]*"|'[^']*')`, 'gy');
  let end = 0;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    if (m[1]! in attributes) throw new Error(`duplicate attribute ${m[1]}`);
    attributes[m[1]!] = decodeText(m[2]!.slice(1, -1));
    end = pattern.lastIndex;
  }
  if (source.slice(end).trim() !== '') throw new Error(`malformed attributes: ${source}`);
  return attributes;
}

function parseXml(xml: string): XmlElement {
  let rest = xml;
  const declaration = /^<\?xml\s[^?]*\?>/.exec(rest);
  if (declaration) rest = rest.slice(declaration[0].length);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  for (const token of rest.match(/<[^>]*>|[^<]+|</g) ?? []) {
    if (!token.startsWith('<')) {
      const text = decodeText(token);
      if (stack.length === 0) {
        if (text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      } else stack.at(-1)!.children.push(text);
      continue;
    }
    if (token === '<' || token.slice(1).includes('<')) throw new Error(`unterminated tag near ${token}`);
    const closing = new RegExp(`^</(${NAME})\\s*>$`).exec(token);
    if (closing) {
      const open = stack.pop();
      if (open?.name !== closing[1]) throw new Error(`</${closing[1]}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const opening = new RegExp(`^<(${NAME})((?:\\s[^>]*?)?)\\s*(/?)>$`).exec(token);
    if (!opening) throw new Error(`not a tag: ${token}`);
    const element: XmlElement = { name: opening[1]!, attributes: parseAttributes(opening[2]!), children: [] };
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else if (root) throw new Error('more than one root element');
    else root = element;
    if (!opening[3]) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of every <loc>, entities decoded. */
function locs(element: XmlElement): string[] {
  return element.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    if (child.name === 'loc') return [child.children.filter((c) => typeof c === 'string').join('')];
    return locs(child);
  });
}

// ---------------------------------------------------------------------------------------------
// Reading text back out of a PDFKit file: content streams are deflated, and standard-font text is
// written as hex strings inside TJ arrays.
// ---------------------------------------------------------------------------------------------
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      lines.push(hexes.join(''));
    }
  }
  return lines.join(' ');
}

/** A client address of its own per test, so rate limits of one test never spill into another. */
let clientNumber = 0;
const newClient = () => `10.20.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

describe('content API', () => {
  let t: TestApp;
  let headers: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
  });
  afterAll(() => t.close());

  const countRows = async (table: typeof schema.contactMessages | typeof schema.newsletterSignups | typeof schema.waitlistSignups) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  describe('POST /api/contact', () => {
    const valid = {
      name: '  Ada Lovelace ',
      email: 'Ada@Example.com',
      phone: '+1 (555) 010-0199',
      inquiryType: 'parts',
      message: 'Do you list 997 Turbo wastegate actuators?',
    };
    const post = (payload: object, remoteAddress = newClient(), cookie = headers) =>
      t.app.inject({ method: 'POST', url: '/api/contact', headers: cookie, payload, remoteAddress });

    it('stores a valid message with the client address', async () => {
      const before = await countRows(schema.contactMessages);
      const response = await post(valid, '10.1.1.1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, message: CONTACT_SUCCESS_MESSAGE });
      expect(await countRows(schema.contactMessages)).toBe(before + 1);
      const [row] = await t.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.clientIp, '10.1.1.1'));
      expect(row).toEqual(
        expect.objectContaining({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+1 (555) 010-0199',
          inquiryType: 'parts',
          message: valid.message,
        }),
      );
    });

    it('accepts a message without a phone (absent or empty)', async () => {
      const { phone: _phone, ...withoutPhone } = valid;
      expect((await post(withoutPhone)).statusCode).toBe(200);
      expect((await post({ ...valid, phone: '', email: 'empty-phone@example.com' })).statusCode).toBe(200);
      const [row] = await t.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, 'empty-phone@example.com'));
      expect(row!.phone).toBeNull();
    });

    const invalid: [string, string, unknown][] = [
      ['name', 'missing', undefined],
      ['name', 'blank', '   '],
      ['name', 'too long', 'x'.repeat(101)],
      ['email', 'missing', undefined],
      ['email', 'malformed', 'ada-at-example.com'],
      ['email', 'too long', `${'a'.repeat(250)}@example.com`],
      ['phone', 'with letters', 'call me maybe'],
      ['phone', 'too long', '1'.repeat(41)],
      ['inquiryType', 'unknown', 'spam'],
      ['inquiryType', 'missing', undefined],
      ['message', 'missing', undefined],
      ['message', 'blank', ' \n '],
      ['message', 'too long', 'x'.repeat(5001)],
    ];
    it.each(invalid)('refuses %s (%s) with 400 naming it, storing nothing', async (field, _case, value) => {
      const before = await countRows(schema.contactMessages);
      const response = await post({ ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; issues: { field: string; message: string }[] };
      expect(body.issues.map((i) => i.field)).toEqual([field]);
      expect(body.error).toContain(field);
      expect(await countRows(schema.contactMessages)).toBe(before);
    });

    it('names every bad field at once', async () => {
      const response = await post({ name: '', email: 'nope', inquiryType: 'general', message: '' });
      expect(response.statusCode).toBe(400);
      const fields = response.json().issues.map((i: { field: string }) => i.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const before = await countRows(schema.contactMessages);
      const response = await post({ ...valid, website: 'https://spam.example' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, message: CONTACT_SUCCESS_MESSAGE });
      expect(await countRows(schema.contactMessages)).toBe(before);
    });

    it(`limits a client to ${CONTACT_LIMIT.max} messages per window with a JSON 429`, async () => {
      const client = newClient();
      const statuses: number[] = [];
      let last;
      for (let i = 0; i <= CONTACT_LIMIT.max; i++) {
        last = await post({ ...valid, email: `burst-${i}@example.com` }, client);
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([...Array(CONTACT_LIMIT.max).fill(200), 429]);
      expect(last!.headers['content-type']).toContain('application/json');
      expect(last!.json().error).toMatch(/too many requests/i);
      // Another client is unaffected.
      expect((await post(valid)).statusCode).toBe(200);
    });

    it('stays behind the site gate', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: newClient() });
      expect(response.statusCode).toBe(401);
    });
  });

  describe.each([
    { url: '/api/newsletter', table: schema.newsletterSignups, other: schema.waitlistSignups },
    { url: '/api/waitlist', table: schema.waitlistSignups, other: schema.newsletterSignups },
  ])('POST $url', ({ url, table, other }) => {
    const post = (payload: object, remoteAddress = newClient()) =>
      t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });
    const rowsFor = (email: string) => t.db.select().from(table).where(eq(table.email, email));

    it('stores a valid address trimmed and lower-cased', async () => {
      const list = url.split('/').pop()!;
      const response = await post({ email: `  Driver.One@${list.toUpperCase()}.Example.COM ` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.objectContaining({ ok: true, alreadySubscribed: false, message: expect.any(String) }));
      const stored = `driver.one@${list}.example.com`;
      expect(await rowsFor(stored)).toHaveLength(1);
      // The two lists are separate.
      expect(await t.db.select().from(other).where(eq(other.email, stored))).toHaveLength(0);
    });

    it('answers a repeat sign-up (any case) as a friendly success without a second row', async () => {
      await post({ email: 'repeat@example.com' });
      const before = await countRows(table);
      const again = await post({ email: 'REPEAT@Example.com' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(expect.objectContaining({ ok: true, alreadySubscribed: true }));
      expect(await countRows(table)).toBe(before);
      expect(await rowsFor('repeat@example.com')).toHaveLength(1);
    });

    it('handles simultaneous sign-ups of one address as one row', async () => {
      const answers = await Promise.all([post({ email: 'race@example.com' }), post({ email: 'Race@example.com' })]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().alreadySubscribed).sort()).toEqual([false, true]);
      expect(await rowsFor('race@example.com')).toHaveLength(1);
    });

    it.each([['missing', {}], ['empty', { email: '' }], ['malformed', { email: 'not-an-email' }], ['not text', { email: 42 }]])(
      'refuses a %s email with 400 naming it',
      async (_case, payload) => {
        const before = await countRows(table);
        const response = await post(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().issues.map((i: { field: string }) => i.field)).toEqual(['email']);
        expect(await countRows(table)).toBe(before);
      },
    );

    it(`limits a client to ${SIGNUP_LIMIT.max} sign-ups per window`, async () => {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i <= SIGNUP_LIMIT.max; i++) statuses.push((await post({ email: `limit-${i}@example.com` }, client)).statusCode);
      expect(statuses).toEqual([...Array(SIGNUP_LIMIT.max).fill(200), 429]);
    });

    it('is open without a session only for the footer newsletter', async () => {
      const response = await t.app.inject({ method: 'POST', url, payload: { email: 'x@example.com' }, remoteAddress: newClient() });
      // The footer, newsletter box included, is shown to logged-out visitors.
      expect(response.statusCode).toBe(url === '/api/newsletter' ? 200 : 401);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    const base = TEST_PUBLIC_URL;
    /** The same site with the gate off: its sitemap is public. */
    let open: TestApp;
    let categoryId: number;
    let parts: { slug: string; partNumberNormalized: string }[];

    beforeAll(async () => {
      open = await createTestApp({ gate: false, database: t.database });
      const category = await makeCategory(t.db, { name: 'Brakes & Rotors', slug: 'brakes-rotors' });
      categoryId = category.id;
      await makeMake(t.db, { name: 'Aston Martin', slug: 'aston-martin' });
      const vendor = await makeVendor(t.db, { name: 'Sitemap Test Motorsport' });
      const first = await makePart(t.db, categoryId, { partNumber: '11 62 1 259 307' });
      // Same number under another slug: one /part/ page, two /product/ pages.
      const twin = await makePart(t.db, categoryId, { partNumber: '1162-1259-307' });
      const other = await makePart(t.db, categoryId);
      await makeListing(t.db, first.id, vendor.id);
      parts = [first, twin, other];
      await t.db.insert(schema.guides).values({
        slug: 'bmw-oil-change',
        path: '/guides/bmw-oil-change',
        title: 'BMW Oil Change',
        description: 'Change the oil.',
        category: 'Maintenance',
        make: 'BMW',
        difficulty: 'Beginner',
        timeRequired: '45-60 minutes',
        content: { steps: [], tools: [], parts: [], tips: [], warnings: [] },
      });
      // A query string in a stored path makes the generator escape "&".
      await t.db.insert(schema.guides).values({
        slug: 'oil-filter-compare',
        path: '/guides/compare?make=bmw&model=e90',
        title: 'Compare',
        description: 'Compare oil filters.',
        category: 'Maintenance',
        make: 'BMW',
        difficulty: 'Easy',
        timeRequired: '10 minutes',
        content: { steps: [], tools: [], parts: [], tips: [], warnings: [] },
      });
    });

    afterAll(() => open.close());

    const getSitemap = (extra: Record<string, string> = {}) => open.app.inject({ url: '/sitemap.xml', headers: extra });

    it('is public, well-formed XML with an absolute loc for every page', async () => {
      const response = await getSitemap();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

      const root = parseXml(response.body);
      expect(root.name).toBe('urlset');
      expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = locs(root);
      for (const url of urls) {
        expect(url, url).toMatch(/^https?:\/\//);
        expect(new URL(url).origin).toBe(base);
      }
      expect(new Set(urls).size).toBe(urls.length);

      const expected = [
        ...SITE_PAGES.map((p) => `${base}${p}`),
        `${base}/search?categoryId=${categoryId}`,
        `${base}/search?make=aston-martin`,
        `${base}/guides/bmw-oil-change`,
        `${base}/guides/compare?make=bmw&model=e90`,
        ...parts.map((p) => `${base}/product/${p.slug}`),
        `${base}/part/11621259307`,
        `${base}/part/${parts[2]!.partNumberNormalized}`,
      ];
      expect(urls).toEqual(expect.arrayContaining(expected));
      expect(urls.filter((u) => u.endsWith('/part/11621259307'))).toHaveLength(1);
      expect(urls.some((u) => u.includes('/download-slides'))).toBe(false);
      expect(urls).toHaveLength(expected.length);
    });

    it('escapes & in the XML', async () => {
      const { body } = await getSitemap();
      expect(body).toContain('/guides/compare?make=bmw&amp;model=e90</loc>');
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    });

    it('names the configured PUBLIC_URL whatever Host or X-Forwarded-* headers the request carries', async () => {
      const forgeries: Record<string, string>[] = [
        { host: 'evil.example' },
        { host: 'evil.example"><script>' },
        { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
        { 'x-forwarded-proto': '9%T0' },
      ];
      for (const headers of forgeries) {
        const label = JSON.stringify(headers);
        const sitemap = await getSitemap(headers);
        expect(sitemap.statusCode, label).toBe(200);
        expect(sitemap.body, label).not.toContain('evil');
        expect(locs(parseXml(sitemap.body)).every((u) => u.startsWith(`${base}/`)), label).toBe(true);
        const robots = await open.app.inject({ url: '/robots.txt', headers });
        expect(robots.body, label).toContain(`Sitemap: ${base}/sitemap.xml`);
        expect(robots.body, label).not.toContain('evil');
      }
      const elsewhere = await createTestApp({ gate: false, database: t.database, publicUrl: 'https://www.pitlane.example' });
      try {
        const sitemap = await elsewhere.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:5000' } });
        expect(locs(parseXml(sitemap.body)).every((u) => u.startsWith('https://www.pitlane.example/'))).toBe(true);
      } finally {
        await elsewhere.close();
      }
    });

    it('while the gate is on: the sitemap needs a session, robots.txt disallows everything', async () => {
      for (const url of ['/sitemap.xml', '/sitemaps/pages.xml']) {
        const anonymous = await t.app.inject({ url });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.body, url).not.toContain('<loc>');
      }
      const robots = await t.app.inject({ url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');

      const withSession = await t.app.inject({ url: '/sitemap.xml', headers: { cookie: (await t.login()).cookie } });
      expect(withSession.statusCode).toBe(200);
      // A gated answer is for one visitor: no shared cache may keep it.
      expect(withSession.headers['cache-control']).toBe('private, max-age=3600');
    });

    it('splits a large catalog into an index of files that together list every page', async () => {
      const single = locs(parseXml((await getSitemap()).body));
      const split = createSitemapService(t.db, { maxUrlsPerFile: 2 });
      const index = parseXml(await split.sitemap(base));
      expect(index.name).toBe('sitemapindex');
      const files = locs(index);
      expect(files).toEqual([
        `${base}/sitemaps/pages.xml`,
        `${base}/sitemaps/products-1.xml`,
        `${base}/sitemaps/products-2.xml`,
        `${base}/sitemaps/part-numbers-1.xml`,
      ]);
      const listed: string[] = [];
      for (const file of files) {
        const xml = await split.section(base, file.split('/').pop()!);
        listed.push(...locs(parseXml(xml!)));
      }
      expect(listed.sort()).toEqual([...single].sort());
      expect(await split.section(base, 'products-3.xml')).toBeNull();
    });

    it('serves the split files publicly and 404s unknown ones', async () => {
      const pages = await open.app.inject({ url: '/sitemaps/pages.xml' });
      expect(pages.statusCode).toBe(200);
      expect(pages.headers['cache-control']).toBe('public, max-age=3600');
      expect(locs(parseXml(pages.body))).toContain(`${base}/how-it-works`);
      expect((await open.app.inject({ url: '/sitemaps/products-99.xml' })).statusCode).toBe(404);
      expect((await open.app.inject({ url: '/sitemaps/passwords.xml' })).statusCode).toBe(400);
    });

    it('serves a public robots.txt naming the sitemap', async () => {
      const response = await open.app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('User-agent: *');
      expect(response.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    });
  });

  describe('GET /private/slides-download', () => {
    it('answers 401 without a session', async () => {
      const response = await t.app.inject({ url: '/private/slides-download' });
      expect(response.statusCode).toBe(401);
    });

    it('sends a multi-page PDF attachment with live figures', async () => {
      await makeVendor(t.db, { name: 'Slides Test Garage', sortOrder: -1 });
      const response = await t.app.inject({ url: '/private/slides-download', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="pitlane-application-overview.pdf"');

      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(5);

      const text = pdfText(pdf);
      for (const phrase of ['How it works', 'The vendor network', 'Features', 'Business model', 'Your Genius', '3-8%', 'up to 25%', '12+']) {
        expect(text, phrase).toContain(phrase);
      }
      expect(text).toContain('Slides Test Garage');
      const vendors = Number((await t.db.select({ n: count() }).from(schema.vendors).where(eq(schema.vendors.isActive, true)))[0]!.n);
      expect(text).toContain(`${vendors} verified vendors`);
    });
  });
});
