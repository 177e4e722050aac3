import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../src/shared/schemas/search';
import { refreshPartDerived } from '../../src/server/db/derived';
import { createFitmentService, createVinDecoder } from '../../src/server/modules/fitment';
import { POPULARITY_PRIOR } from '../../src/server/modules/search/popularity';
import { refreshPopularity } from '../../src/server/modules/search/popularity.queries';
import { createSearchService } from '../../src/server/modules/search/search.service';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

/** Best match and click-outs: among parts the words match alike, the ones shoppers click through to come first. */
describe('the popularity prior in best match', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, { part: number; listing: number; vendor: number }> = {};

  /** The order of both engines: the app's (the in-process index) and the SQL search's, which must agree. */
  const order = async (text: string, sort = 'best_match'): Promise<string[]> => {
    const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(text)}&sort=${sort}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const fromIndex = (response.json() as { parts: { slug: string }[] }).parts.map((p) => p.slug);
    const sqlOnly = createSearchService(t.db, null, createFitmentService(t.db, createVinDecoder()));
    const fromSql = (await sqlOnly.search(searchQuerySchema.parse({ q: text, sort }))).parts.map((p) => p.slug);
    expect(fromSql).toEqual(fromIndex);
    return fromIndex;
  };

  /** `shoppers` sessions clicking out on the part, each `times` times, `daysAgo` days ago. */
  const click = async (slug: string, shoppers: number, times = 1, daysAgo = 1) => {
    const { part, listing, vendor } = ids[slug]!;
    await t.db.execute(sql`insert into click_outs (listing_id, vendor_id, part_id, session_id, clicked_at)
      select ${listing}, ${vendor}, ${part}, ${`${slug}-shopper-`} || s, now() - make_interval(days => ${daysAgo}::int)
      from generate_series(1, ${shoppers}::int) s, generate_series(1, ${times}::int) c`);
  };
  const refresh = () => refreshPopularity(t.db, POPULARITY_PRIOR);

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const brakes = await makeCategory(t.db, { name: 'Brakes', slug: 'brakes' });
    const vendor = await makeVendor(t.db);
    // The same words, brand aside: without clicks they tie on text and fall back to reviews (a, b, c).
    const parts = [
      await makePart(t.db, brakes.id, { slug: 'pads-a', name: 'Front Brake Pad Set', brand: 'Alpha', reviewCount: 300, description: '' }),
      await makePart(t.db, brakes.id, { slug: 'pads-b', name: 'Front Brake Pad Set', brand: 'Beta', reviewCount: 200, description: '' }),
      await makePart(t.db, brakes.id, { slug: 'pads-c', name: 'Front Brake Pad Set', brand: 'Gamma', reviewCount: 100, description: '' }),
      // The words scattered, not as a phrase: a weaker match however often it is clicked.
      await makePart(t.db, brakes.id, { slug: 'clip-kit', name: 'Pad Spring Clip Kit for Brake Calipers', brand: 'Delta', reviewCount: 50, description: '' }),
    ];
    for (const [i, part] of parts.entries()) {
      const listing = await makeListing(t.db, part.id, vendor.id, { priceCents: 5000 + i * 1000 });
      ids[part.slug] = { part: part.id, listing: listing.id, vendor: vendor.id };
    }
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  it('ties on the words are broken by how many shoppers clicked through lately, not by how many clicks', async () => {
    expect(await order('brake pad')).toEqual(['pads-a', 'pads-b', 'pads-c', 'clip-kit']);
    await click('pads-c', 6);
    await click('pads-a', 2);
    // One shopper clicking twenty times counts once, and clicks older than the window not at all.
    await click('pads-b', 1, 20);
    await click('pads-b', 10, 1, 120);
    expect(await refresh()).toBe(3);
    expect(await order('brake pad')).toEqual(['pads-c', 'pads-a', 'pads-b', 'clip-kit']);
  });

  it('never lifts a weaker match over the parts the words describe, and leaves the other sorts alone', async () => {
    await click('clip-kit', 500);
    await refresh();
    expect((await order('brake pad')).at(-1)).toBe('clip-kit');
    expect(await order('brake pad', 'price_asc')).toEqual(['pads-a', 'pads-b', 'pads-c', 'clip-kit']);
  });

  it('is written only where it changes, and falls away as clicks age out of the window', async () => {
    expect(await refresh()).toBe(0);
    await t.db.execute(sql`update click_outs set clicked_at = now() - interval '200 days' where part_id = ${ids['pads-c']!.part}`);
    expect(await refresh()).toBe(1);
    expect((await order('brake pad')).slice(0, 3)).toEqual(['pads-a', 'pads-b', 'pads-c']);
  });
});
