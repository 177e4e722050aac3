import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { HeldPriceStatus } from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import { heldPriceChanges, listings, parts, vendors } from '../../db/schema';

const columns = {
  entry: heldPriceChanges,
  vendorSlug: vendors.slug,
  vendorName: vendors.name,
  vendorSku: listings.vendorSku,
  partName: parts.name,
  partSlug: parts.slug,
};

export type HeldPriceRow = Awaited<ReturnType<typeof findHeldPrices>>['rows'][number];

/** The held price changes of one status (newest first), of one vendor or all, with how many there are. */
export async function findHeldPrices(db: Database, options: { vendorId?: number; status: HeldPriceStatus; limit: number }) {
  const where = and(eq(heldPriceChanges.status, options.status), options.vendorId !== undefined ? eq(heldPriceChanges.vendorId, options.vendorId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(heldPriceChanges)
      .innerJoin(vendors, eq(vendors.id, heldPriceChanges.vendorId))
      .innerJoin(listings, eq(listings.id, heldPriceChanges.listingId))
      .innerJoin(parts, eq(parts.id, listings.partId))
      .where(where)
      .orderBy(desc(heldPriceChanges.createdAt), desc(heldPriceChanges.id))
      .limit(options.limit),
    db.select({ n: count() }).from(heldPriceChanges).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One open entry, locked for the decision about it; null when there is none open with that id. */
export async function lockOpenHeldPrice(tx: Database, id: number) {
  const rows = await tx
    .select({ entry: heldPriceChanges })
    .from(heldPriceChanges)
    .where(and(eq(heldPriceChanges.id, id), eq(heldPriceChanges.status, 'open')))
    .for('update');
  return rows[0]?.entry ?? null;
}

export async function findHeldPriceStatus(db: Database, id: number): Promise<HeldPriceStatus | null> {
  const [row] = await db.select({ status: heldPriceChanges.status }).from(heldPriceChanges).where(eq(heldPriceChanges.id, id));
  return row?.status ?? null;
}

export async function decideHeldPrice(tx: Database, id: number, status: 'accepted' | 'rejected'): Promise<void> {
  await tx.update(heldPriceChanges).set({ status, decidedAt: sql`now()` }).where(eq(heldPriceChanges.id, id));
}
