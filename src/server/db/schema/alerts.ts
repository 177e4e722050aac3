import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { parts } from './catalog';

/**
 * An address that asked for price alerts. Nothing else about the person is stored. Until
 * `confirmed_at` is set only the confirmation mail may go to it (double opt-in); the confirmation
 * token is single-use and kept as a SHA-256 hash. The manage token opens the address's alerts (the
 * links in every mail) and is not a secret the server could re-create, so it is kept as it is.
 */
export const alertSubscribers = pgTable('alert_subscribers', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  confirmTokenHash: text('confirm_token_hash').unique(),
  manageToken: text('manage_token').notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ALERT_KINDS = ['price', 'stock'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * One address watching one part: a price alert (a target total, or any drop of 5% when the target is
 * null) or a stock alert. `reference_cents` is the best in-stock total "any drop" measures from;
 * `armed` is false after the alert fired until the price rises above the target again (or, for a
 * stock alert, the part goes out of stock again).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertKind>().notNull(),
    targetCents: integer('target_cents'),
    referenceCents: integer('reference_cents'),
    armed: boolean('armed').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_alerts_one_per_kind_idx').on(t.subscriberId, t.partId, t.kind),
    index('price_alerts_part_idx').on(t.partId),
    check('price_alerts_kind_check', sql`${t.kind} in ('price', 'stock')`),
  ],
);

/**
 * A part whose best in-stock total changed while somebody watches it: written by the offer refresh in
 * the transaction of the change (db/derived.ts), read and deleted by the alert evaluator.
 */
export const alertPartChanges = pgTable('alert_part_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  partId: integer('part_id').notNull(),
  oldTotalCents: integer('old_total_cents'),
  newTotalCents: integer('new_total_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAIL_JOB_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/**
 * Outgoing mail as durable jobs: written in the transaction that decides to send, claimed by a worker
 * with a lease (`locked_until`, FOR UPDATE SKIP LOCKED), retried with backoff until sent or out of
 * attempts. `dedupe_key` makes enqueueing the same mail twice a no-op.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<MailJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_jobs_due_idx').on(t.runAfter).where(sql`status = 'pending'`)],
);
