import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminVendorsQuery } from '@shared/schemas/admin-vendors';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema';
import type { DatabaseOrTransaction } from '../operators';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorValues = Partial<typeof vendors.$inferInsert>;

/** `%` and `_` typed into a filter are searched for, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listingCount = sql<number>`(select count(*)::int from listings l where l.vendor_id = vendors.id)`;
const lastFeedRunAt = sql<string | null>`(select max(r.started_at)::text from feed_runs r where r.vendor_id = vendors.id)`;

const SORT_COLUMNS = {
  name: sql`lower(${vendors.name})`,
  slug: sql`${vendors.slug}`,
  commissionRate: sql`${vendors.commissionRate}`,
  isActive: sql`${vendors.isActive}`,
  listingCount,
} satisfies Record<AdminVendorsQuery['sort'], SQL>;

export async function findVendorsPage(db: Database, query: AdminVendorsQuery) {
  const where = and(
    query.q ? or(ilike(vendors.name, likePattern(query.q)), ilike(vendors.slug, likePattern(query.q))) : undefined,
    query.status === 'active' ? eq(vendors.isActive, true) : query.status === 'paused' ? eq(vendors.isActive, false) : undefined,
  );
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ vendor: vendors, listingCount, lastFeedRunAt })
      .from(vendors)
      .where(where)
      .orderBy(order, asc(vendors.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVendorWithStats(db: Database, id: number) {
  const [row] = await db.select({ vendor: vendors, listingCount, lastFeedRunAt }).from(vendors).where(eq(vendors.id, id));
  return row ?? null;
}

/** The vendor row locked for the change, so two editors cannot interleave their before → after. */
export async function lockVendor(tx: DatabaseOrTransaction, id: number): Promise<VendorRow | null> {
  const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
  return row ?? null;
}

export async function updateVendor(tx: DatabaseOrTransaction, id: number, values: VendorValues): Promise<VendorRow> {
  const [row] = await tx.update(vendors).set(values).where(eq(vendors.id, id)).returning();
  return row!;
}

export async function insertVendor(tx: DatabaseOrTransaction, values: typeof vendors.$inferInsert): Promise<VendorRow> {
  const [row] = await tx.insert(vendors).values(values).returning();
  return row!;
}

export async function slugTaken(tx: DatabaseOrTransaction, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), exceptId === undefined ? undefined : sql`${vendors.id} <> ${exceptId}`));
  return row !== undefined;
}
