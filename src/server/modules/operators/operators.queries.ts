import { and, asc, count, eq, gt, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { offsetOf } from '@shared/schemas/admin-table';
import type { OperatorsQuery } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema';
import type { DatabaseOrTransaction } from './audit';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(db: DatabaseOrTransaction, email: string): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.email, email));
  return rows[0] ?? null;
}

export async function findOperatorById(db: DatabaseOrTransaction, id: number): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.id, id));
  return rows[0] ?? null;
}

export async function listOperators(db: Database): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

/** `%` and `_` typed into the filter are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  email: sql`${operators.email}`,
  // Least to most rights, as the roles read.
  role: sql`case ${operators.role} when 'analyst' then 1 when 'editor' then 2 else 3 end`,
  createdAt: sql`${operators.createdAt}`,
  lastLoginAt: sql`${operators.lastLoginAt}`,
} satisfies Record<OperatorsQuery['sort'], SQL>;

/** One page of the Operators table, filtered and sorted in SQL, with the total for the pager. */
export async function findOperatorsPage(db: Database, query: OperatorsQuery): Promise<{ rows: OperatorRow[]; total: number }> {
  const where = and(
    query.q ? ilike(operators.email, likePattern(query.q)) : undefined,
    query.role ? eq(operators.role, query.role) : undefined,
    query.status === 'active' ? eq(operators.disabled, false) : query.status === 'disabled' ? eq(operators.disabled, true) : undefined,
  );
  // Never signed in sorts last whichever way the column is read.
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    db.select().from(operators).where(where).orderBy(order, asc(operators.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(operators).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertOperator(
  db: DatabaseOrTransaction,
  values: { email: string; passwordHash: string | null; role: string },
): Promise<OperatorRow> {
  const rows = await db.insert(operators).values(values).returning();
  return rows[0]!;
}

export async function updateOperator(db: DatabaseOrTransaction, id: number, values: Partial<Omit<OperatorRow, 'id' | 'email' | 'createdAt'>>): Promise<OperatorRow> {
  const rows = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return rows[0]!;
}

export async function insertOperatorSession(
  db: DatabaseOrTransaction,
  session: { id: string; operatorId: number | null; service: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

export async function findLiveOperatorSession(db: Database, id: string, now: Date) {
  const rows = await db
    .select({ operatorId: operatorSessions.operatorId, service: operatorSessions.service, operator: operators })
    .from(operatorSessions)
    .leftJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, now)));
  return rows[0] ?? null;
}

export async function deleteOperatorSession(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
}

/** Every session of one operator: on disabling, a role change or a new password. */
export async function deleteSessionsOf(db: DatabaseOrTransaction, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function deleteExpiredOperatorSessions(db: Database, now: Date): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, now));
}
