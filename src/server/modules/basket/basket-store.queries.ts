import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { basketLines, baskets } from '../../db/schema';

const StoredLineRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  quantity: z.number(),
  saved_for_later: z.boolean(),
});
export type StoredLineRow = z.infer<typeof StoredLineRow>;

/** The basket's lines with their parts, oldest first; none for an unknown token. */
export function findBasketLines(db: Database, token: string): Promise<StoredLineRow[]> {
  return queryRows(db, StoredLineRow, sql`
    select p.id, p.slug, p.name, p.brand, p.part_number, bl.quantity, bl.saved_for_later
    from baskets b join basket_lines bl on bl.basket_id = b.id join parts p on p.id = bl.part_id
    where b.token = ${token}
    order by bl.added_at, p.id
  `);
}

/** The basket of this token, made when it does not exist yet. */
export async function ensureBasket(db: Database, token: string): Promise<number> {
  const [row] = await db
    .insert(baskets)
    .values({ token })
    .onConflictDoUpdate({ target: baskets.token, set: { updatedAt: sql`now()` } })
    .returning({ id: baskets.id });
  return row!.id;
}

export async function findBasketId(db: Database, token: string): Promise<number | null> {
  const [row] = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.token, token));
  return row?.id ?? null;
}

/**
 * Adds to a line (back into the basket if it was saved for later); the quantity check keeps it within
 * 1–99. A new line is stamped with the clock, not the transaction's start, so lines added together
 * (a job's parts) keep the order they were asked in.
 */
export async function addToLine(db: Database, basketId: number, partId: number, quantity: number): Promise<void> {
  await db
    .insert(basketLines)
    .values({ basketId, partId, quantity, addedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [basketLines.basketId, basketLines.partId],
      set: { quantity: sql`${basketLines.quantity} + excluded.quantity`, savedForLater: false },
    });
}

export async function updateLine(db: Database, basketId: number, partId: number, values: { quantity?: number; savedForLater?: boolean }): Promise<boolean> {
  const rows = await db
    .update(basketLines)
    .set(values)
    .where(and(eq(basketLines.basketId, basketId), eq(basketLines.partId, partId)))
    .returning({ partId: basketLines.partId });
  return rows.length > 0;
}

export async function deleteLine(db: Database, basketId: number, partId: number): Promise<void> {
  await db.delete(basketLines).where(and(eq(basketLines.basketId, basketId), eq(basketLines.partId, partId)));
}

const CountRow = z.object({ count: z.number() });

/** Units in the basket, saved for later lines left out. */
export async function countBasketUnits(db: Database, token: string): Promise<number> {
  const [row] = await queryRows(db, CountRow, sql`
    select coalesce(sum(bl.quantity), 0)::int as count
    from baskets b join basket_lines bl on bl.basket_id = b.id
    where b.token = ${token} and not bl.saved_for_later
  `);
  return row?.count ?? 0;
}
