import type { OperatorRole } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { recordAudit, type AuditActor } from './audit';
import { findOperatorByEmail, insertOperator, updateOperator } from './operators.queries';
import { hashPassword, passwordMatches } from './passwords';

export type EnsureResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure an operator exists with this email, role and password: created when missing, its
 * password replaced when it no longer matches (and, when `role` is given, its role set). Used by
 * ADMIN_EMAIL/ADMIN_PASSWORD at start and by `npm run admin:create`; each change is audited under
 * `actor` (no operator account: the environment or the command).
 */
export async function ensureOperator(
  db: Database,
  input: { email: string; password: string; role: OperatorRole; forceRole: boolean },
  actor: AuditActor,
): Promise<EnsureResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await findOperatorByEmail(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const created = await insertOperator(tx, { email, role: input.role, passwordHash });
      await recordAudit(tx, { operator: actor, action: 'operator.created', entity: 'operator', entityId: created.id, before: null, after: { email, role: input.role, disabled: false, totpEnabled: false } });
    });
    return 'created';
  }
  const samePassword = await passwordMatches(existing.passwordHash, input.password);
  const roleChanges = input.forceRole && existing.role !== input.role;
  if (samePassword && !roleChanges) return 'unchanged';
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updateOperator(tx, existing.id, { passwordHash, ...(roleChanges ? { role: input.role } : {}) });
    const before: Record<string, unknown> = { email };
    const after: Record<string, unknown> = { email };
    if (!samePassword) [before.password, after.password] = ['(previous)', '(changed)'];
    if (roleChanges) [before.role, after.role] = [existing.role, input.role];
    await recordAudit(tx, { operator: actor, action: 'operator.updated', entity: 'operator', entityId: existing.id, before, after });
  });
  return 'updated';
}

/** The audit's name for changes made through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ENV_BOOTSTRAP_ACTOR: AuditActor = { id: null, email: 'ADMIN_EMAIL (server start)' };

/** ADMIN_EMAIL + ADMIN_PASSWORD at start: the first admin, created if missing, its password kept in step. */
export function ensureBootstrapAdmin(db: Database, email: string, password: string): Promise<EnsureResult> {
  return ensureOperator(db, { email, password, role: 'admin', forceRole: false }, ENV_BOOTSTRAP_ACTOR);
}
