import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/** Best match and a brand named in the words: the brand's own parts before parts that only share a word of it. */
describe('GET /api/parts/search ranks a named brand first', () => {
  let t: TestApp;
  let headers: { cookie: string };

  const order = async (text: string, sort = 'best_match'): Promise<string[]> => {
    const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(text)}&sort=${sort}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { parts: { slug: string }[] }).parts.map((p) => p.slug);
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const suspension = await makeCategory(t.db, { name: 'Suspension', slug: 'suspension' });
    const vendor = await makeVendor(t.db);
    // Febi Bilstein's parts are the better reviewed: without the brand boost they would come first.
    const parts = [
      await makePart(t.db, suspension.id, { slug: 'febi-arm', name: 'Front Lower Control Arm', brand: 'Febi Bilstein', reviewCount: 500 }),
      await makePart(t.db, suspension.id, { slug: 'febi-mount', name: 'Strut Mount', brand: 'Febi Bilstein', reviewCount: 400 }),
      await makePart(t.db, suspension.id, { slug: 'bilstein-strut', name: 'Front Strut Assembly', brand: 'Bilstein', reviewCount: 10 }),
    ];
    for (const [i, part] of parts.entries()) await makeListing(t.db, part.id, vendor.id, { priceCents: 9000 - i * 1000 });
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  it("puts the brand's own parts first when the words name it, typed in any case or misspelt", async () => {
    expect(await order('bilstein')).toEqual(['bilstein-strut', 'febi-arm', 'febi-mount']);
    expect(await order('BILSTEIN')).toEqual(['bilstein-strut', 'febi-arm', 'febi-mount']);
    expect((await order('bilstien'))[0]).toBe('bilstein-strut');
  });

  it('leaves the other sorts alone', async () => {
    expect(await order('bilstein', 'price_asc')).toEqual(['bilstein-strut', 'febi-mount', 'febi-arm']);
  });
});
