import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The people who run the business (console at /admin). An identity of their own, apart from the
 * shopper site gate: its password never reaches anything here.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: one address, one account. */
    email: text('email').notNull(),
    /** Null while the operator is invited and has not yet chosen a password (no login can succeed). */
    passwordHash: text('password_hash'),
    /** admin ⊃ editor ⊃ analyst (see src/shared/schemas/operators.ts). */
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Base32 TOTP secret once a second factor is enrolled and confirmed; null without one. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    check('operators_role_check', sql`${t.role} in ('admin', 'editor', 'analyst')`),
  ],
);

/**
 * Operator sessions, server-side like the gate's (decision 001): the cookie carries the id, logout
 * deletes the row. A row without an operator is a local service's session (the feeds CLI handover),
 * named by `service` and accepted only from loopback.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    service: text('service'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operator_sessions_expiry_idx').on(t.expiresAt),
    index('operator_sessions_operator_idx').on(t.operatorId),
    check('operator_sessions_owner_check', sql`(${t.operatorId} is null) <> (${t.service} is null)`),
  ],
);

/**
 * Invitations to the console: an admin names an email and a role, the invitee gets a link by mail
 * and chooses their password from it. Only the SHA-256 of the link's token is kept; a row is
 * deleted when used or replaced by a newer invitation, so each link works once, until it expires.
 */
export const operatorInvites = pgTable(
  'operator_invites',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who sent it; null for a service without an account. */
    invitedBy: integer('invited_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('operator_invites_token_idx').on(t.tokenHash), index('operator_invites_operator_idx').on(t.operatorId)],
);

/**
 * Every change an operator makes: who, when, what, before → after. Append-only: the migration
 * installs a trigger that refuses UPDATE and DELETE. The actor's email is copied so the entry still
 * reads right after the account changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a local service (the feeds CLI); `actor` then names it. */
    operatorId: integer('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    /** What was done, e.g. `operator.role_changed`, `vendor.updated`. */
    action: text('action').notNull(),
    /** Which kind of thing, e.g. `operator`, `vendor`, `part`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_operator_idx').on(t.operatorId),
  ],
);
