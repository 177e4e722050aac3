import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { refreshPartDerived } from '../../src/server/db/derived';
import { buildSyntheticPart } from '../../src/demo/seed/catalog/build-synthetic-part';
import { seedSyntheticCatalog, type SyntheticProgress } from '../../src/demo/seed/synthetic';
import { createTestDatabase, rowsOf } from '../support/database';

const NOW = new Date('2025-06-01T12:00:00Z');
const PARTS = 2000;
const SEED_TIMEOUT_MS = 180_000;

describe('synthetic catalog', () => {
  let handle: DatabaseHandle;
  const progress: SyntheticProgress[] = [];
  let listingsReported = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const result = await seedSyntheticCatalog(handle.db, { parts: PARTS, seed: 3, now: NOW, batchSize: 800, onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ seeded: true, parts: PARTS });
    listingsReported = result.listings;
    console.log(`synthetic catalog of ${PARTS} parts loaded in ${result.elapsedMs} ms (${handle.kind})`);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
  });

  it('loads the requested number of parts with unique slugs and part numbers, reporting progress', async () => {
    const [stats] = await rowsOf<{ parts: number; slugs: number; numbers: number }>(
      handle.db,
      sql`SELECT count(*)::int AS parts, count(DISTINCT slug)::int AS slugs, count(DISTINCT part_number_normalized)::int AS numbers FROM parts`,
    );
    expect(stats).toEqual({ parts: PARTS, slugs: PARTS, numbers: PARTS });
    expect(progress.filter((p) => p.phase === 'parts').map((p) => p.done)).toEqual([800, 1600, 2000]);
    expect(progress.at(-1)?.phase).toBe('done');
  });

  it('gives parts about 7.5 offers from 2-9 distinct vendors, with fitments', async () => {
    const [offers] = await rowsOf<{ listings: number; bad: number; unfitted: number }>(
      handle.db,
      sql`SELECT (SELECT count(*)::int FROM listings) AS listings,
                 (SELECT count(*)::int FROM (
                    SELECT part_id FROM listings GROUP BY part_id
                    HAVING count(*) NOT BETWEEN 2 AND 9 OR count(*) <> count(DISTINCT vendor_id)) AS x) AS bad,
                 (SELECT count(*)::int FROM parts p WHERE NOT EXISTS (SELECT 1 FROM fitments f WHERE f.part_id = p.id)) AS unfitted`,
    );
    expect(offers?.listings).toBe(listingsReported);
    expect((offers?.listings ?? 0) / PARTS).toBeGreaterThan(6.5);
    expect((offers?.listings ?? 0) / PARTS).toBeLessThan(8.5);
    expect(offers?.bad).toBe(0);
    expect(offers?.unfitted).toBe(0);
  });

  it('writes a price history that ends at each listing’s current price', async () => {
    const [history] = await rowsOf<{ listings_without: number; wrong_last: number }>(
      handle.db,
      sql`SELECT
            (SELECT count(*)::int FROM listings l WHERE NOT EXISTS (SELECT 1 FROM listing_price_history h WHERE h.listing_id = l.id)) AS listings_without,
            (SELECT count(*)::int FROM listings l
              WHERE l.price_cents <> (SELECT h.price_cents FROM listing_price_history h WHERE h.listing_id = l.id ORDER BY h.recorded_at DESC LIMIT 1)) AS wrong_last`,
    );
    expect(history).toEqual({ listings_without: 0, wrong_last: 0 });
  });

  it('stores parts with current derived columns, so a full refresh rewrites nothing', async () => {
    const versions = async () => (await rowsOf<{ v: string }>(handle.db, sql`SELECT md5(string_agg(ctid::text, ',' ORDER BY id)) AS v FROM parts`))[0]?.v;
    const before = await versions();
    await refreshPartDerived(handle.db);
    expect(await versions()).toBe(before);
    const [missing] = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM parts WHERE lowest_price_cents IS NULL OR search_extra = ''`);
    expect(missing?.n).toBe(0);
  });

  it('is recorded once: a second load does nothing', async () => {
    expect(await seedSyntheticCatalog(handle.db, { parts: 10, now: NOW })).toMatchObject({ seeded: false });
    const [parts] = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM parts`);
    expect(parts?.n).toBe(PARTS);
  });

  it('is deterministic: the same seed and index give the same part', () => {
    const build = () => {
      const taken = new Set<string>();
      const claimNumber = (n: string) => !taken.has(n) && Boolean(taken.add(n));
      return Array.from({ length: 50 }, (_, i) => buildSyntheticPart(i, { seed: 3, now: NOW, claimNumber }));
    };
    const [first, second] = [build(), build()];
    expect(second.map((p) => [p.slug, p.partNumber, p.listings.map((l) => l.priceCents)])).toEqual(
      first.map((p) => [p.slug, p.partNumber, p.listings.map((l) => l.priceCents)]),
    );
  });

  it("varies more of a part's number once the usual ones for its kind and platform are taken", () => {
    // A large catalog takes every number a maker's pattern gives one kind of part on one platform.
    let refused = 0;
    const taken = new Set<string>();
    const claimNumber = (n: string) => {
      if (refused < 50) {
        refused++;
        taken.add(n);
        return false;
      }
      return !taken.has(n) && Boolean(taken.add(n));
    };
    const part = buildSyntheticPart(0, { seed: 3, now: NOW, claimNumber });
    expect(refused).toBe(50);
    expect(part.partNumber).toMatch(/\S/);
  });
});
