import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPromotionsQuery } from '@shared/schemas/admin-promotions';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { parts, promotions } from '../../db/schema';
import type { DatabaseOrTransaction } from '../operators';

export type PromotionRow = typeof promotions.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A placement's state at the moment of the query: the same test search uses to show it. */
const state = sql<'scheduled' | 'active' | 'ended'>`case
  when ${promotions.startsAt} > now() then 'scheduled'
  when ${promotions.endsAt} is not null and ${promotions.endsAt} <= now() then 'ended'
  else 'active' end`;

const SORT_COLUMNS = {
  startsAt: sql`${promotions.startsAt}`,
  endsAt: sql`${promotions.endsAt}`,
  label: sql`lower(${promotions.label})`,
  priority: sql`${promotions.priority}`,
  partName: sql`lower(${parts.name})`,
} satisfies Record<AdminPromotionsQuery['sort'], SQL>;

const columns = {
  id: promotions.id,
  partId: promotions.partId,
  partName: parts.name,
  partNumber: parts.partNumber,
  partSlug: parts.slug,
  placement: promotions.placement,
  label: promotions.label,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  priority: promotions.priority,
  state,
};

export async function findPromotionsPage(db: Database, query: AdminPromotionsQuery) {
  const where = and(
    query.state === 'all' ? undefined : sql`${state} = ${query.state}`,
    query.q ? or(ilike(promotions.label, likePattern(query.q)), ilike(parts.name, likePattern(query.q)), ilike(parts.partNumber, likePattern(query.q))) : undefined,
  );
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(promotions)
      .innerJoin(parts, eq(parts.id, promotions.partId))
      .where(where)
      .orderBy(sql`${order} nulls last`, asc(promotions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(promotions).innerJoin(parts, eq(parts.id, promotions.partId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPromotion(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select(columns).from(promotions).innerJoin(parts, eq(parts.id, promotions.partId)).where(eq(promotions.id, id));
  return row ?? null;
}

export async function lockPromotion(tx: DatabaseOrTransaction, id: number): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row ?? null;
}

export async function insertPromotion(tx: DatabaseOrTransaction, values: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(tx: DatabaseOrTransaction, id: number, values: Partial<typeof promotions.$inferInsert>): Promise<PromotionRow> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}

export async function deletePromotion(tx: DatabaseOrTransaction, id: number): Promise<void> {
  await tx.delete(promotions).where(eq(promotions.id, id));
}

export async function partExists(tx: DatabaseOrTransaction, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: parts.id }).from(parts).where(eq(parts.id, id));
  return row !== undefined;
}
