import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FLAGS } from '../../src/shared/rules/offer-flags';
import { BestInStockTotal, bestInStockTotalSql } from '../../src/server/db/best-total';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase, rowsOf } from '../support/database';

/**
 * The best in-stock total is computed in SQL (the stored columns, the SQL search over filtered offers)
 * and by the in-process index's accumulator: both must give the same number for the same offers.
 */
describe('best in-stock total: the SQL aggregate and the index accumulator agree', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('for random parts of fresh, stale, in-stock and sold-out offers', async () => {
    // A small deterministic generator: 400 parts of 0-6 offers with totals that often tie.
    let state = 42;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31) % n);
    const offers: { part: number; total: number; inStock: boolean; stale: boolean }[] = [];
    for (let part = 1; part <= 400; part++) {
      for (let k = next(7); k > 0; k--) offers.push({ part, total: 1000 + next(40) * 25, inStock: next(3) > 0, stale: next(3) === 0 });
    }
    const values = sql.join(
      offers.map((o) => sql`(${o.part}::int, ${o.total}::int, ${o.inStock}::boolean, now() - make_interval(hours => ${o.stale ? 24 * 30 : 1}::int))`),
      sql`, `,
    );
    const rows = await rowsOf<{ part: number; best: number | null }>(database.db, sql`
      select l.part_id as part, ${bestInStockTotalSql('l')} as best
      from (values ${values}) as l(part_id, total_price_cents, in_stock, last_seen_at) group by l.part_id`);
    const fromSql = new Map(rows.map((row) => [row.part, row.best]));
    const best = new BestInStockTotal();
    let staleOnly = 0;
    for (const part of fromSql.keys()) {
      best.reset();
      const mine = offers.filter((o) => o.part === part);
      for (const o of mine) best.add(o.total, (o.inStock ? OFFER_FLAGS.inStock : 0) | (o.stale ? OFFER_FLAGS.stale : 0));
      expect(best.total(-1), `part ${part}`).toBe(fromSql.get(part) ?? -1);
      if (mine.some((o) => o.inStock) && mine.every((o) => !o.inStock || o.stale)) staleOnly++;
    }
    // Every case came up: parts with nothing in stock, with only stale offers in stock, with both.
    expect([...fromSql.values()].filter((v) => v === null).length).toBeGreaterThan(5);
    expect(staleOnly).toBeGreaterThan(5);
  });
});
