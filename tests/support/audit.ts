import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';

/** The audit entries written about one entity, oldest first. */
export async function auditEntries(db: Database, entity: string, entityId: number | string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
