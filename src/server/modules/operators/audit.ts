import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A database handle or an open transaction: the audit entry is written with the change it records. */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who made a change: an operator (`request.operator`) or a local service such as the feeds CLI (id null). */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditRecord {
  /** Usually `request.operator`. */
  operator: AuditActor;
  /** What was done, `<entity>.<verb>`: `vendor.updated`, `operator.role_changed`, `promotion.created`… */
  action: string;
  /** The kind of thing changed: `vendor`, `operator`, `part`, `promotion`… */
  entity: string;
  entityId?: string | number | null;
  /** The changed fields as they were (null when created) and as they are (null when removed). */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all. The table refuses UPDATE and DELETE.
 */
export async function recordAudit(tx: DatabaseOrTransaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: record.operator.id,
    actor: record.operator.email,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Only the fields that differ between two versions of a record, for a readable before → after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      is[key] = after[key];
    }
  }
  return { before: was, after: is };
}

/** `%` and `_` typed into a filter are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the audit log, newest first unless asked otherwise, filtered in SQL. */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actor) filters.push(ilike(auditLog.actor, likePattern(query.actor)));
  if (query.operatorId) filters.push(eq(auditLog.operatorId, query.operatorId));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = query.sort === 'at' ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
