/**
 * Inviting operators: an admin names an email and a role; the account is created without a password
 * (it cannot sign in) and a mail with a single-use link is queued in the same transaction, so the
 * account, its invitation, the mail and the audit entry exist together or not at all. The invitee
 * opens the link on /admin/invite and chooses a password; the link then stops working.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INVITE_INVALID_MESSAGE, type InviteDetails, type InviteOperatorRequest, type OperatorInvite, type OperatorRole } from '@shared/schemas/operators';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { enqueueMails } from '../mail';
import { recordAudit, type AuditActor } from './audit';
import { inviteMail } from './invite.mail';
import { deleteExpiredInvites, deleteInvitesOf, findLiveInvite, insertInvite, takeLiveInvite } from './invites.queries';
import { deleteSessionsOf, findOperatorByEmail, findOperatorById, insertOperator, updateOperator, type OperatorRow } from './operators.queries';
import { auditView, toOperator } from './operators.service';
import { hashPassword } from './passwords';

/** How long an invitation link works: long enough for a weekend, short enough that an old mail is harmless. */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitesServiceOptions {
  /** The site's public origin, for the link in the mail. */
  publicUrl: string;
  now?: () => Date;
}

const invalidInvite = () => new HttpError(410, INVITE_INVALID_MESSAGE, [{ field: 'token', message: 'is no longer valid' }]);

export function createInvitesService(db: Database, options: InvitesServiceOptions) {
  const now = options.now ?? (() => new Date());

  /** A new link for a pending operator, its mail queued, older links dropped: in the caller's transaction. */
  async function sendInvite(tx: Parameters<Parameters<Database['transaction']>[0]>[0], actor: AuditActor, operator: OperatorRow): Promise<Date> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const expiresAt = new Date(at.getTime() + INVITE_TTL_MS);
    await deleteExpiredInvites(tx, at);
    await deleteInvitesOf(tx, operator.id);
    const inviteId = await insertInvite(tx, { operatorId: operator.id, tokenHash: hashToken(token), invitedBy: actor.id, expiresAt });
    const mail = inviteMail(options.publicUrl, { token, role: operator.role as OperatorRole, invitedBy: actor.email, expiresAt });
    await enqueueMails(tx, [{ ...mail, to: operator.email, dedupeKey: `operator-invite:${inviteId}` }]);
    return expiresAt;
  }

  return {
    async invite(actor: AuditActor, request: InviteOperatorRequest): Promise<OperatorInvite> {
      if (await findOperatorByEmail(db, request.email)) {
        throw new HttpError(409, 'An operator with this email already exists', [{ field: 'email', message: 'is already an operator' }]);
      }
      return db.transaction(async (tx) => {
        const created = await insertOperator(tx, { email: request.email, role: request.role, passwordHash: null });
        const expiresAt = await sendInvite(tx, actor, created);
        await recordAudit(tx, {
          operator: actor,
          action: 'operator.invited',
          entity: 'operator',
          entityId: created.id,
          before: null,
          after: { ...auditView(created), inviteExpiresAt: expiresAt.toISOString() },
        });
        return { operator: toOperator(created), inviteExpiresAt: expiresAt.toISOString() };
      });
    },

    /** A new link for someone who has not used theirs (lost, expired): the old link stops working. */
    async resend(actor: AuditActor, id: number): Promise<OperatorInvite> {
      const target = await findOperatorById(db, id);
      if (!target) throw new HttpError(404, `No operator with id ${id}`);
      if (target.passwordHash !== null) throw new HttpError(409, 'This operator has already chosen a password');
      if (target.disabled) throw new HttpError(409, 'This operator is disabled; enable the account before inviting again');
      return db.transaction(async (tx) => {
        const expiresAt = await sendInvite(tx, actor, target);
        await recordAudit(tx, {
          operator: actor,
          action: 'operator.reinvited',
          entity: 'operator',
          entityId: id,
          before: { email: target.email },
          after: { email: target.email, inviteExpiresAt: expiresAt.toISOString() },
        });
        return { operator: toOperator(target), inviteExpiresAt: expiresAt.toISOString() };
      });
    },

    /** Whom a link invites, for the page where the password is chosen. */
    async details(token: string): Promise<InviteDetails> {
      const found = await findLiveInvite(db, hashToken(token), now());
      if (!found || found.operator.disabled || found.operator.passwordHash !== null) throw invalidInvite();
      return { email: found.operator.email, role: found.operator.role as OperatorRole, expiresAt: found.expiresAt.toISOString() };
    },

    /** Sets the invitee's password and uses the link up; the invitee then signs in as usual. */
    async accept(token: string, password: string): Promise<{ email: string; role: OperatorRole }> {
      const tokenHash = hashToken(token);
      // Checked before hashing (argon2 takes a moment), and again when the link is used up below.
      if (!(await findLiveInvite(db, tokenHash, now()))) throw invalidInvite();
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const operatorId = await takeLiveInvite(tx, tokenHash, now());
        const target = operatorId === null ? null : await findOperatorById(tx, operatorId);
        if (!target || target.disabled || target.passwordHash !== null) throw invalidInvite();
        const updated = await updateOperator(tx, target.id, { passwordHash });
        await deleteSessionsOf(tx, target.id);
        await recordAudit(tx, {
          operator: { id: target.id, email: target.email },
          action: 'operator.invite_accepted',
          entity: 'operator',
          entityId: target.id,
          before: { email: target.email, invited: true },
          after: { email: target.email, invited: false, password: '(chosen)' },
        });
        return { email: updated.email, role: updated.role as OperatorRole };
      });
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
