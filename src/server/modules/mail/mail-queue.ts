/**
 * Outgoing mail as durable jobs in `mail_jobs` (decision record "alert mail jobs"): a mail is
 * enqueued in the transaction that decides to send it, so it is sent if and only if that commits.
 * Workers (one per server instance) claim due jobs with FOR UPDATE SKIP LOCKED and a lease, send them
 * outside any transaction (PGlite has one connection: a transaction held across an SMTP exchange would
 * stall the whole site), then mark them sent. A failed send is retried with exponential backoff until
 * MAX_ATTEMPTS; a worker that dies mid-send leaves a lease that runs out, and the job is sent again
 * with the same Message-ID. A server that shuts down finishes the send in progress first.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { MailSender } from './mail-transport';
import type { RenderedMail } from './mail-template';

export const MAX_ATTEMPTS = 20;
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export interface NewMailJob extends RenderedMail {
  /** Enqueueing a key twice is a no-op: one mail per event. */
  dedupeKey: string;
  to: string;
  headers?: Record<string, string>;
}

/** `mail_jobs.id` is a bigserial: node-postgres hands int8 over as text, so the queries cast it to float8 (exact to 2^53). */
const MailJobIdRow = z.object({ id: z.number() });

/** Adds mails to the queue, in the caller's transaction; returns how many were new. */
export async function enqueueMails(db: Database, jobs: readonly NewMailJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const column = <T>(pick: (job: NewMailJob) => T) => sql.param(jobs.map(pick));
  const rows = await queryRows(db, MailJobIdRow, sql`
    INSERT INTO mail_jobs (dedupe_key, to_address, subject, text_body, html_body, headers)
    SELECT * FROM unnest(
      ${column((j) => j.dedupeKey)}::text[], ${column((j) => j.to)}::text[], ${column((j) => j.subject)}::text[],
      ${column((j) => j.text)}::text[], ${column((j) => j.html)}::text[], ${column((j) => JSON.stringify(j.headers ?? {}))}::jsonb[])
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id::float8 AS id
  `);
  return rows.length;
}

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

const ClaimedJob = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  headers: z.record(z.string(), z.string()),
  attempts: z.number(),
  dedupe_key: z.string(),
});
type ClaimedJob = z.infer<typeof ClaimedJob>;

async function claim(db: Database, limit: number): Promise<ClaimedJob[]> {
  const rows = await queryRows(db, ClaimedJob, sql`
    UPDATE mail_jobs SET locked_until = now() + make_interval(secs => ${LEASE_MS / 1000}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_jobs
      WHERE status = 'pending' AND run_after <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY run_after, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id::float8 AS id, to_address, subject, text_body, html_body, headers, attempts, dedupe_key
  `);
  return rows.sort((a, b) => a.id - b.id);
}

export interface MailWorkerOptions {
  db: Database;
  sender: MailSender;
  /** MAIL_FROM. */
  from: string;
  /** The host named in Message-IDs (the public url's). */
  messageIdHost: string;
  log?: FastifyBaseLogger;
  /** First retry's wait; doubles each time. Default 30 s. */
  backoffBaseMs?: number;
  batchSize?: number;
}

/** Sends the due jobs once; returns how many were sent. */
export async function sendDueMails(options: MailWorkerOptions): Promise<number> {
  const { db } = options;
  const batchSize = options.batchSize ?? 20;
  let sent = 0;
  // A few batches per call: a burst (a price drop many people watch) drains within a tick or two.
  for (let batch = 0; batch < MAX_BATCHES_PER_CALL; batch++) {
    const jobs = await claim(db, batchSize);
    for (const job of jobs) sent += (await sendOne(options, job)) ? 1 : 0;
    if (jobs.length < batchSize) break;
  }
  return sent;
}

const MAX_BATCHES_PER_CALL = 10;

async function sendOne(options: MailWorkerOptions, job: ClaimedJob): Promise<boolean> {
  const { db, sender, log } = options;
  try {
    await sender.send({
      messageId: `<mail-${job.id}.${job.dedupe_key.replace(/[^A-Za-z0-9]/g, '-')}@${options.messageIdHost}>`,
      from: options.from,
      to: job.to_address,
      subject: job.subject,
      text: job.text_body,
      html: job.html_body,
      headers: job.headers,
    });
    await db.execute(sql`UPDATE mail_jobs SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${job.id}`);
    return true;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const giveUp = job.attempts >= MAX_ATTEMPTS;
    const wait = backoffMs(job.attempts, options.backoffBaseMs ?? 30_000);
    await db.execute(sql`
      UPDATE mail_jobs SET status = ${giveUp ? 'failed' : 'pending'}, locked_until = NULL, last_error = ${message},
        run_after = now() + make_interval(secs => ${wait / 1000})
      WHERE id = ${job.id}`);
    log?.warn({ job: job.id, attempts: job.attempts, giveUp, err: message }, 'mail not sent');
    return false;
  }
}

/** Sent and given-up mails are kept this long (they hold an address), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

export async function deleteOldMails(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM mail_jobs WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${MAIL_RETENTION_DAYS})`);
}
