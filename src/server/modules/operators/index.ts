/**
 * Operator accounts: the identity of the people who run the console at /admin, apart from the
 * shopper gate (decision 009). Other modules use:
 * - `config: operatorRoute('analyst' | 'editor' | 'admin')` on a route (from http/route-options, enforced by plugins/operator-access)
 *   and `request.operator` in its handler;
 * - `recordAudit(tx, { operator: request.operator, action, entity, entityId, before, after })` in the
 *   transaction that makes a change.
 * The app mounts its routes and hands plugins/operator-access the operator behind a request (the
 * session cookie and the session it names).
 */
export { recordAudit, changedFields, listAudit, type AuditActor, type AuditRecord, type DatabaseOrTransaction } from './audit';
export { OPERATOR_COOKIE, OPERATOR_COOKIE_PATH, readOperatorSessionId } from './operator.cookie';
export { closeOperatorSession, openOperatorSession, openServiceSession, resolveOperatorSession, type RequestOperator, type ResolvedSession } from './operator-sessions';
export { createOperatorsService, type OperatorsService } from './operators.service';
export { ensureBootstrapAdmin, ensureOperator, type EnsureResult } from './bootstrap';
export { operatorAuthRoutes } from './auth.routes';
export { plainConsoleLoginPage, type ConsoleLoginFormAnswer } from './login-form';
export { operatorsRoutes } from './operators.routes';
export { createInvitesService, INVITE_TTL_MS, type InvitesService } from './invites.service';
export { inviteRoutes } from './invite.routes';
