import { and, asc, eq, gt, lt } from 'drizzle-orm';
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

export async function insertOperator(
  db: DatabaseOrTransaction,
  values: { email: string; passwordHash: string; role: string },
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
