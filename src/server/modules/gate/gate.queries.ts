import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export async function insertSession(db: Database, session: { id: string; username: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findLiveSession(db: Database, id: string, now: Date): Promise<{ username: string } | null> {
  const rows = await db
    .select({ username: sessions.username })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return rows[0] ?? null;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
