import { and, eq, gt, lt } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './audit';
import { operatorInvites, operators } from '../../db/schema';

export async function insertInvite(
  db: DatabaseOrTransaction,
  invite: { operatorId: number; tokenHash: string; invitedBy: number | null; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(operatorInvites).values(invite).returning({ id: operatorInvites.id });
  return row!.id;
}

/** A newer invitation replaces the older ones: their links stop working. */
export async function deleteInvitesOf(db: DatabaseOrTransaction, operatorId: number): Promise<void> {
  await db.delete(operatorInvites).where(eq(operatorInvites.operatorId, operatorId));
}

export async function deleteExpiredInvites(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await db.delete(operatorInvites).where(lt(operatorInvites.expiresAt, now));
}

/** A live invitation and its operator, by the hash of the link's token. */
export async function findLiveInvite(db: DatabaseOrTransaction, tokenHash: string, now: Date) {
  const rows = await db
    .select({ inviteId: operatorInvites.id, expiresAt: operatorInvites.expiresAt, operator: operators })
    .from(operatorInvites)
    .innerJoin(operators, eq(operators.id, operatorInvites.operatorId))
    .where(and(eq(operatorInvites.tokenHash, tokenHash), gt(operatorInvites.expiresAt, now)));
  return rows[0] ?? null;
}

/**
 * Uses an invitation up: deletes it if it is still live and returns its operator's id. Two requests
 * with the same link race on this one statement; only one gets the row.
 */
export async function takeLiveInvite(db: DatabaseOrTransaction, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .delete(operatorInvites)
    .where(and(eq(operatorInvites.tokenHash, tokenHash), gt(operatorInvites.expiresAt, now)))
    .returning({ operatorId: operatorInvites.operatorId });
  return rows[0]?.operatorId ?? null;
}
