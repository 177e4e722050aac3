import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { refreshPartDerived } from '../../src/server/db/derived';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { EXAMPLE_PART_NUMBERS, POPULAR_SEARCHES, SPECIAL_PART_NUMBER } from '../../src/shared/catalog-examples';
import { baseModelGroup } from '../../src/shared/rules/vehicles';
import { createTestDatabase, rowsOf } from '../support/database';

/** A fixed "today", so every run builds the same catalog. */
const NOW = new Date('2025-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
const SEED_TIMEOUT_MS = 180_000;

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/** Row version of every part: changes when a row is rewritten. */
async function partRowVersions(handle: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf<{ v: string }>(handle.db, sql`SELECT string_agg(ctid::text, ',' ORDER BY id) AS v FROM parts`);
  return row?.v ?? '';
}

describe('demo catalog seed', () => {
  let handle: DatabaseHandle;
  let seededMs = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const started = Date.now();
    const result = await seedDemoCatalog(handle.db, { now: NOW });
    seededMs = Date.now() - started;
    expect(result).toEqual({ seeded: true });
    console.log(`demo catalog seeded in ${seededMs} ms (${handle.kind})`);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
  });

  it('has the reference data: makes with start years, models, categories, vendors, testimonials', async () => {
    const makes = await rowsOf<{ slug: string; first_model_year: number }>(handle.db, sql`SELECT slug, first_model_year FROM makes`);
    const startYears = Object.fromEntries(makes.map((make) => [make.slug, make.first_model_year]));
    expect(startYears).toMatchObject({ porsche: 1950, ferrari: 1947, lamborghini: 1963, bmw: 1960, 'mercedes-benz': 1950, audi: 1965 });
    for (const slug of ['volkswagen', 'aston-martin', 'toyota', 'lexus', 'nissan', 'mazda', 'honda', 'subaru']) expect(startYears[slug]).toBeTypeOf('number');
    expect(await count(handle, 'categories')).toBeGreaterThanOrEqual(12);
    expect(await count(handle, 'vendors')).toBeGreaterThanOrEqual(12);
    const testimonials = await count(handle, 'testimonials');
    expect(testimonials).toBeGreaterThanOrEqual(3);
    expect(testimonials).toBeLessThanOrEqual(6);
    const icons = await rowsOf<{ icon: string }>(handle.db, sql`SELECT DISTINCT icon FROM categories`);
    expect(icons.map((row) => row.icon)).toEqual(expect.arrayContaining(['engine', 'battery', 'cogs', 'gauge', 'car', 'tools']));
  });

  it('stores models with real years, unique slugs per make and their base-model group', async () => {
    const models = await rowsOf<{ make: string; name: string; slug: string; year_from: number; year_to: number | null; base_model: string }>(
      handle.db,
      sql`SELECT ma.slug AS make, mo.name, mo.slug, mo.year_from, mo.year_to, mo.base_model FROM models mo JOIN makes ma ON ma.id = mo.make_id`,
    );
    expect(models.length).toBeGreaterThan(100);
    for (const model of models) {
      expect(model.base_model).toBe(baseModelGroup(model.name));
      if (model.year_to !== null) expect(model.year_to).toBeGreaterThanOrEqual(model.year_from);
    }
    expect(new Set(models.map((m) => `${m.make}/${m.slug}`)).size).toBe(models.length);
    const e90 = models.find((m) => m.make === 'bmw' && m.slug === '3-series-e90');
    expect(e90).toMatchObject({ name: '3 Series', year_from: 2005, year_to: 2011, base_model: '3 Series' });
    expect(models.find((m) => m.make === 'porsche' && m.slug === '911-992')).toMatchObject({ year_from: 2019, year_to: null, base_model: '911' });
  });

  it('has at least 400 parts in every category, each with an image path and a unique slug', async () => {
    expect(await count(handle, 'parts')).toBeGreaterThanOrEqual(400);
    const empty = await rowsOf(handle.db, sql`SELECT c.slug FROM categories c WHERE NOT EXISTS (SELECT 1 FROM parts p WHERE p.category_id = c.id)`);
    expect(empty).toEqual([]);
    const badImages = await rowsOf(handle.db, sql`SELECT slug FROM parts WHERE image_url <> '/img/parts/' || slug || '.svg'`);
    expect(badImages).toEqual([]);
  });

  it('lists every part at 2 to 9 distinct vendors', async () => {
    const offenders = await rowsOf(
      handle.db,
      sql`SELECT p.id, count(l.id) AS offers, count(DISTINCT l.vendor_id) AS vendors
          FROM parts p LEFT JOIN listings l ON l.part_id = p.id
          GROUP BY p.id
          HAVING count(l.id) NOT BETWEEN 2 AND 9 OR count(l.id) <> count(DISTINCT l.vendor_id)`,
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the special part: nine vendors, its superseded number, featured first', async () => {
    const [special] = await rowsOf<{ id: number; part_number: string; vendors: number; promo: number | null }>(
      handle.db,
      sql`SELECT p.id, p.part_number,
                 (SELECT count(DISTINCT vendor_id)::int FROM listings WHERE part_id = p.id) AS vendors,
                 (SELECT max(priority) FROM promotions WHERE part_id = p.id AND label = 'Featured') AS promo
          FROM parts p WHERE p.part_number_normalized = ${SPECIAL_PART_NUMBER}`,
    );
    expect(special).toMatchObject({ part_number: '11 62 1 259 307', vendors: 9 });
    const [top] = await rowsOf<{ part_id: number }>(handle.db, sql`SELECT part_id FROM promotions ORDER BY priority DESC LIMIT 1`);
    expect(top?.part_id).toBe(special?.id);
    const superseded = await rowsOf(
      handle.db,
      sql`SELECT 1 FROM interchange_numbers WHERE part_id = ${special?.id ?? 0} AND number = '11 62 1 437 576' AND number_normalized = '11621437576' AND kind = 'superseded'`,
    );
    expect(superseded).toHaveLength(1);
    const fits = await rowsOf<{ model: string }>(
      handle.db,
      sql`SELECT mo.slug AS model FROM fitments f JOIN models mo ON mo.id = f.model_id WHERE f.part_id = ${special?.id ?? 0}`,
    );
    expect(fits.map((f) => f.model)).toEqual(expect.arrayContaining(['3-series-e46', '5-series-e39']));
  });

  it('finds plenty of parts for every popular quick search by full-text search', async () => {
    for (const term of POPULAR_SEARCHES) {
      const [row] = await rowsOf<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM parts WHERE search_vector @@ websearch_to_tsquery('english', ${term})`,
      );
      expect(row?.n, term).toBeGreaterThanOrEqual(20);
    }
  });

  it('makes fitments and interchange numbers searchable through search_extra', async () => {
    const [byVehicle] = await rowsOf<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM parts WHERE search_vector @@ websearch_to_tsquery('english', 'brake pads E90')`,
    );
    expect(byVehicle?.n).toBeGreaterThan(0);
    const [bySuperseded] = await rowsOf<{ part_number_normalized: string }>(
      handle.db,
      sql`SELECT part_number_normalized FROM parts WHERE search_vector @@ websearch_to_tsquery('simple', '11621437576')`,
    );
    expect(bySuperseded?.part_number_normalized).toBe(SPECIAL_PART_NUMBER);
  });

  it('contains the example part numbers and several timing belts, promoted as Featured', async () => {
    for (const example of EXAMPLE_PART_NUMBERS) {
      const found = await rowsOf(handle.db, sql`SELECT 1 FROM parts WHERE part_number_normalized = ${example.partNumber}`);
      expect(found, example.label).toHaveLength(1);
    }
    const [belts] = await rowsOf<{ parts: number; featured: number }>(
      handle.db,
      sql`SELECT count(*)::int AS parts, count(pr.id)::int AS featured
          FROM parts p LEFT JOIN promotions pr ON pr.part_id = p.id AND pr.label = 'Featured'
          WHERE p.name ILIKE 'Timing Belt%'`,
    );
    expect(belts?.parts).toBeGreaterThanOrEqual(5);
    expect(belts?.featured).toBe(belts?.parts);
  });

  it('derives lowest price, offer count and fastest delivery from the listings', async () => {
    const mismatches = await rowsOf(
      handle.db,
      sql`SELECT p.id FROM parts p
          JOIN (SELECT part_id,
                       min(price_cents) AS lowest,
                       count(*) AS offers,
                       min(CASE WHEN has_same_day_shipping THEN 0 WHEN has_next_day_delivery THEN 1 ELSE delivery_days_min END) AS fastest
                FROM listings GROUP BY part_id) l ON l.part_id = p.id
          WHERE p.lowest_price_cents IS DISTINCT FROM l.lowest OR p.listing_count <> l.offers
             OR p.fastest_delivery_days IS DISTINCT FROM l.fastest`,
    );
    expect(mismatches).toEqual([]);
  });

  it('keeps listings consistent with their vendor: urls, unique skus, shipping policy, sale prices', async () => {
    const listings = await rowsOf<{
      url: string;
      website: string;
      price_cents: number;
      original_price_cents: number | null;
      shipping_cost_cents: number;
      has_free_shipping: boolean;
      threshold: number | null;
      standard: number;
      in_stock: boolean;
      in_store: boolean;
      has_store_pickup: boolean;
      source: string;
    }>(
      handle.db,
      sql`SELECT l.url, v.website, l.price_cents, l.original_price_cents, l.shipping_cost_cents, l.has_free_shipping,
                 (v.shipping_policy->>'freeShippingThresholdCents')::int AS threshold,
                 (v.shipping_policy->>'standardShippingCents')::int AS standard,
                 l.in_stock, l.in_store, v.has_store_pickup, l.source
          FROM listings l JOIN vendors v ON v.id = l.vendor_id`,
    );
    for (const listing of listings) {
      expect(listing.url.startsWith(listing.website)).toBe(true);
      expect(listing.source).toBe('demo');
      const free = listing.threshold !== null && listing.price_cents >= listing.threshold;
      expect(listing.has_free_shipping).toBe(free);
      expect(listing.shipping_cost_cents).toBe(free ? 0 : listing.standard);
      if (listing.original_price_cents !== null) expect(listing.original_price_cents).toBeGreaterThan(listing.price_cents);
      if (listing.in_store) expect(listing.has_store_pickup && listing.in_stock).toBe(true);
    }
    const duplicateSkus = await rowsOf(handle.db, sql`SELECT vendor_id, vendor_sku FROM listings GROUP BY 1, 2 HAVING count(*) > 1`);
    expect(duplicateSkus).toEqual([]);
    const onSaleWithoutDiscount = await rowsOf(
      handle.db,
      sql`SELECT p.id FROM parts p WHERE p.is_on_sale <> EXISTS (SELECT 1 FROM listings l WHERE l.part_id = p.id AND l.original_price_cents > l.price_cents)`,
    );
    expect(onSaleWithoutDiscount).toEqual([]);
  });

  it('records 90 days of price changes ending at the current price', async () => {
    const histories = await rowsOf<{ price_cents: number; prices: number[]; first_at: string; last_at: string }>(
      handle.db,
      sql`SELECT l.price_cents,
                 array_agg(h.price_cents ORDER BY h.recorded_at) AS prices,
                 min(h.recorded_at) AS first_at, max(h.recorded_at) AS last_at
          FROM listings l JOIN listing_price_history h ON h.listing_id = l.id
          GROUP BY l.id`,
    );
    expect(histories).toHaveLength(await count(handle, 'listings'));
    for (const history of histories) {
      expect(history.prices.at(-1)).toBe(history.price_cents);
      for (let i = 1; i < history.prices.length; i++) expect(history.prices[i]).not.toBe(history.prices[i - 1]);
      const firstDaysAgo = (NOW.getTime() - new Date(history.first_at).getTime()) / DAY_MS;
      expect(firstDaysAgo).toBeGreaterThan(85);
      expect(firstDaysAgo).toBeLessThanOrEqual(91);
      expect(new Date(history.last_at).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives every part 1-6 reviews with a rating that matches them', async () => {
    const parts = await rowsOf<{ rating: string; review_count: number; stored: number; average: string }>(
      handle.db,
      sql`SELECT p.rating, p.review_count, count(r.id)::int AS stored, avg(r.rating) AS average
          FROM parts p LEFT JOIN reviews r ON r.part_id = p.id GROUP BY p.id`,
    );
    for (const part of parts) {
      expect(part.stored).toBeGreaterThanOrEqual(1);
      expect(part.stored).toBeLessThanOrEqual(6);
      expect(part.review_count).toBeGreaterThanOrEqual(part.stored);
      expect(Number(part.rating)).toBeCloseTo(Math.round(Number(part.average) * 10) / 10, 5);
    }
  });

  it('leaves rows alone when the derived columns are current, and follows a price change', async () => {
    const before = await partRowVersions(handle);
    await refreshPartDerived(handle.db);
    expect(await partRowVersions(handle)).toBe(before);

    // Inside a transaction that is rolled back, so later tests see the catalog as seeded.
    await handle.db
      .transaction(async (tx) => {
        const [listing] = await rowsOf<{ id: number; part_id: number }>(tx, sql`SELECT id, part_id FROM listings WHERE in_stock ORDER BY id LIMIT 1`);
        await tx.execute(sql`UPDATE listings SET price_cents = 1 WHERE id = ${listing?.id ?? 0}`);
        await refreshPartDerived(tx, [listing?.part_id ?? 0]);
        const after = await rowsOf<{ lowest_price_cents: number }>(tx, sql`SELECT lowest_price_cents FROM parts WHERE id = ${listing?.part_id ?? 0}`);
        expect(after[0]?.lowest_price_cents).toBe(1);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('does nothing when seeded again', async () => {
    const parts = await count(handle, 'parts');
    expect(await seedDemoCatalog(handle.db, { now: NOW })).toEqual({ seeded: false });
    expect(await count(handle, 'parts')).toBe(parts);
    expect(await count(handle, 'makes')).toBe(14);
  });

  it('builds the same catalog in a fresh database from the same date', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoCatalog(other.db, { now: NOW });
      const snapshot = (h: DatabaseHandle) =>
        rowsOf<{ slug: string; part_number: string; lowest_price_cents: number; prices: number[] }>(
          h.db,
          sql`SELECT p.slug, p.part_number, p.lowest_price_cents, array_agg(l.price_cents ORDER BY l.vendor_sku) AS prices
              FROM parts p JOIN listings l ON l.part_id = p.id
              GROUP BY p.id ORDER BY p.slug`,
        );
      const [mine, theirs] = await Promise.all([snapshot(handle), snapshot(other)]);
      expect(mine.length).toBeGreaterThanOrEqual(400);
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  }, SEED_TIMEOUT_MS);
});
