import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { OPERATOR_SESSION_TTL_MS } from './operator.cookie';
import {
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  findLiveOperatorSession,
  insertOperatorSession,
} from './operators.queries';

/** Who is calling an operator route: `request.operator`. */
export interface RequestOperator {
  /** Null for a local service (the feeds CLI), which has no account. */
  id: number | null;
  email: string;
  role: OperatorRole;
  /** Set for a local service's session: its name (`feeds-cli`). */
  service?: string;
  totpEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The operator calling a route declared `access: 'operator'`: set by the operator guard
     * (plugins/operator-access.ts) before its handler runs, which answers 401/403 otherwise. Null on
     * every other route.
     */
    operator: RequestOperator | null;
  }
}

/** What a local service's session may do: the feeds CLI runs and reads feeds, an editor's work. */
const SERVICE_ROLE: OperatorRole = 'editor';

export interface ResolvedSession {
  operator: RequestOperator;
  /** The session belongs to a local service: accepted from loopback only. */
  localOnly: boolean;
}

export const newSessionId = () => randomBytes(32).toString('base64url');

export async function openOperatorSession(db: Database, operatorId: number): Promise<string> {
  const id = newSessionId();
  const now = new Date();
  await insertOperatorSession(db, { id, operatorId, service: null, expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS) });
  // Housekeeping on the rare write path keeps the table small without a timer.
  await deleteExpiredOperatorSessions(db, now);
  return id;
}

/** A session for a program on this machine (see feeds/admin-handover.ts); no operator account behind it. */
export async function openServiceSession(db: Database, service: string, ttlMs: number): Promise<string> {
  const id = newSessionId();
  await insertOperatorSession(db, { id, operatorId: null, service, expiresAt: new Date(Date.now() + ttlMs) });
  return id;
}

export async function closeOperatorSession(db: Database, id: string | undefined): Promise<void> {
  if (id) await deleteOperatorSession(db, id);
}

/**
 * The operator behind a session id, read fresh on every request: a disabled account or a changed
 * role takes effect at once, on every instance.
 */
export async function resolveOperatorSession(db: Database, id: string | undefined): Promise<ResolvedSession | null> {
  if (!id) return null;
  const row = await findLiveOperatorSession(db, id, new Date());
  if (!row) return null;
  if (row.service) {
    return { operator: { id: null, email: row.service, role: SERVICE_ROLE, service: row.service, totpEnabled: false }, localOnly: true };
  }
  const account = row.operator;
  if (!account || account.disabled) return null;
  return {
    operator: { id: account.id, email: account.email, role: account.role as OperatorRole, totpEnabled: account.totpSecret !== null },
    localOnly: false,
  };
}
