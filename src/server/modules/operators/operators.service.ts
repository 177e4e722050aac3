import type { AuditQuery, AuditResponse, CreateOperatorRequest, Operator, OperatorMe, OperatorRole, OperatorsQuery, OperatorsResponse, UpdateOperatorRequest } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { listAudit, recordAudit, type AuditActor } from './audit';
import { closeOperatorSession, openOperatorSession, resolveOperatorSession, type RequestOperator, type ResolvedSession } from './operator-sessions';
import { deleteSessionsOf, findOperatorByEmail, findOperatorById, findOperatorsPage, insertOperator, listOperators, updateOperator, type OperatorRow } from './operators.queries';
import { hashPassword, passwordMatches } from './passwords';
import { newTotpSecret, totpCodeValid, totpUrl } from './totp';

export type LoginResult =
  | { kind: 'ok'; sessionId: string; me: OperatorMe }
  /** Unknown email, wrong password or a disabled account: one answer for all three. */
  | { kind: 'invalid' }
  /** The password was right; the account has a second factor and no code came with it. */
  | { kind: 'totp-required' }
  | { kind: 'totp-invalid' };

export interface OperatorsServiceOptions {
  /** ADMIN_REQUIRE_2FA: admins must have a second factor. */
  requireAdminTotp: boolean;
}

export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OperatorRole,
    disabled: row.disabled,
    totpEnabled: row.totpSecret !== null,
    invited: row.passwordHash === null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an operator: never the password hash or the TOTP secret. */
export function auditView(row: OperatorRow) {
  return { email: row.email, role: row.role, disabled: row.disabled, totpEnabled: row.totpSecret !== null, invited: row.passwordHash === null };
}

export function createOperatorsService(db: Database, options: OperatorsServiceOptions) {
  const meOf = (row: Pick<OperatorRow, 'id' | 'email' | 'role' | 'totpSecret'>): OperatorMe => ({
    id: row.id,
    email: row.email,
    role: row.role as OperatorRole,
    totpEnabled: row.totpSecret !== null,
    mustEnrolTotp: options.requireAdminTotp && row.role === 'admin' && row.totpSecret === null,
  });

  /** Refuses a change that would leave no active admin to run the console. */
  async function keepAnAdmin(target: OperatorRow, next: { role: string; disabled: boolean }): Promise<void> {
    const stillAdmin = next.role === 'admin' && !next.disabled;
    if (target.role !== 'admin' || target.disabled || stillAdmin) return;
    // An admin still invited has no password yet: it cannot run the console.
    const others = (await listOperators(db)).filter((o) => o.id !== target.id && o.role === 'admin' && !o.disabled && o.passwordHash !== null);
    if (others.length === 0) {
      throw new HttpError(409, 'At least one active admin must remain', [{ field: next.disabled ? 'disabled' : 'role', message: 'this is the last active admin' }]);
    }
  }

  async function existing(id: number): Promise<OperatorRow> {
    const row = await findOperatorById(db, id);
    if (!row) throw new HttpError(404, `No operator with id ${id}`);
    return row;
  }

  return {
    /** The live operator session a cookie names (the operator guard asks), or null. */
    session(sessionId: string | undefined): Promise<ResolvedSession | null> {
      return resolveOperatorSession(db, sessionId);
    },

    /** One page of the audit log (every role may read it). */
    async auditLog(query: AuditQuery): Promise<Pick<AuditResponse, 'entries' | 'total'>> {
      return listAudit(db, query);
    },

    meOf,

    async login(email: string, password: string, totp: string | undefined): Promise<LoginResult> {
      const row = await findOperatorByEmail(db, email);
      const ok = await passwordMatches(row?.passwordHash ?? null, password);
      if (!row || !ok || row.disabled) return { kind: 'invalid' };
      if (row.totpSecret !== null) {
        if (!totp) return { kind: 'totp-required' };
        if (!(await totpCodeValid(row.totpSecret, totp))) return { kind: 'totp-invalid' };
      }
      const sessionId = await openOperatorSession(db, row.id);
      const updated = await updateOperator(db, row.id, { lastLoginAt: new Date() });
      return { kind: 'ok', sessionId, me: meOf(updated) };
    },

    logout: (sessionId: string | undefined) => closeOperatorSession(db, sessionId),

    async me(operator: RequestOperator): Promise<OperatorMe> {
      if (operator.id === null) {
        return { id: 0, email: operator.email, role: operator.role, totpEnabled: false, mustEnrolTotp: false };
      }
      return meOf(await existing(operator.id));
    },

    /** Starts (or restarts) enrolment of the caller's second factor: a new secret to confirm with a code. */
    async startTotpEnrolment(operator: RequestOperator): Promise<{ secret: string; otpauthUrl: string }> {
      if (operator.id === null) throw new HttpError(409, 'A local service has no second factor');
      const row = await existing(operator.id);
      if (row.totpSecret !== null) throw new HttpError(409, 'Two-factor authentication is already on; an admin can reset it');
      const secret = newTotpSecret();
      await updateOperator(db, row.id, { totpPendingSecret: secret });
      return { secret, otpauthUrl: totpUrl(secret, row.email) };
    },

    /** Confirms enrolment with a code from the app; from now on login asks for a code. */
    async confirmTotp(operator: RequestOperator, code: string): Promise<OperatorMe> {
      if (operator.id === null) throw new HttpError(409, 'A local service has no second factor');
      const row = await existing(operator.id);
      if (!row.totpPendingSecret) throw new HttpError(409, 'Start the set-up first');
      if (!(await totpCodeValid(row.totpPendingSecret, code))) {
        throw new HttpError(400, 'Invalid code', [{ field: 'code', message: 'is not the current code of the authenticator app' }]);
      }
      const secret = row.totpPendingSecret;
      const updated = await db.transaction(async (tx) => {
        const after = await updateOperator(tx, row.id, { totpSecret: secret, totpPendingSecret: null });
        await recordAudit(tx, { operator, action: 'operator.2fa_enabled', entity: 'operator', entityId: row.id, before: { totpEnabled: false }, after: { totpEnabled: true } });
        return after;
      });
      return meOf(updated);
    },

    list: async (query: OperatorsQuery): Promise<OperatorsResponse> => {
      const { rows, total } = await findOperatorsPage(db, query);
      return { operators: rows.map(toOperator), total, page: query.page, pageSize: query.pageSize };
    },

    async create(actor: AuditActor, request: CreateOperatorRequest): Promise<Operator> {
      if (await findOperatorByEmail(db, request.email)) {
        throw new HttpError(409, 'An operator with this email already exists', [{ field: 'email', message: 'is already an operator' }]);
      }
      const passwordHash = await hashPassword(request.password);
      const row = await db.transaction(async (tx) => {
        const created = await insertOperator(tx, { email: request.email, role: request.role, passwordHash });
        await recordAudit(tx, { operator: actor, action: 'operator.created', entity: 'operator', entityId: created.id, before: null, after: auditView(created) });
        return created;
      });
      return toOperator(row);
    },

    async update(actor: AuditActor, id: number, request: UpdateOperatorRequest): Promise<Operator> {
      const target = await existing(id);
      const role = request.role ?? target.role;
      const disabled = request.disabled ?? target.disabled;
      await keepAnAdmin(target, { role, disabled });
      const passwordHash = request.password === undefined ? undefined : await hashPassword(request.password);
      const row = await db.transaction(async (tx) => {
        const updated = await updateOperator(tx, id, { role, disabled, ...(passwordHash ? { passwordHash } : {}) });
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (target.role !== updated.role) [before.role, after.role] = [target.role, updated.role];
        if (target.disabled !== updated.disabled) [before.disabled, after.disabled] = [target.disabled, updated.disabled];
        // The audit says that the password changed, never what it is.
        if (passwordHash) [before.password, after.password] = ['(previous)', '(changed)'];
        // Disabled or given a new password: every open session of the account ends now.
        if (updated.disabled || passwordHash) await deleteSessionsOf(tx, id);
        if (Object.keys(after).length > 0) {
          const action = after.role !== undefined && Object.keys(after).length === 1 ? 'operator.role_changed' : 'operator.updated';
          await recordAudit(tx, { operator: actor, action, entity: 'operator', entityId: id, before: { email: target.email, ...before }, after: { email: target.email, ...after } });
        }
        return updated;
      });
      return toOperator(row);
    },

    /** Removes an operator's second factor (a lost phone): the next login sets it up again if required. */
    async resetTotp(actor: AuditActor, id: number): Promise<Operator> {
      const target = await existing(id);
      const row = await db.transaction(async (tx) => {
        const updated = await updateOperator(tx, id, { totpSecret: null, totpPendingSecret: null });
        await deleteSessionsOf(tx, id);
        await recordAudit(tx, {
          operator: actor,
          action: 'operator.2fa_reset',
          entity: 'operator',
          entityId: id,
          before: { email: target.email, totpEnabled: target.totpSecret !== null },
          after: { email: target.email, totpEnabled: false },
        });
        return updated;
      });
      return toOperator(row);
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
