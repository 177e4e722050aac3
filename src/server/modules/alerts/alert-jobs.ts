/**
 * The alert worker of each server instance: every few seconds it evaluates the watched parts whose
 * best in-stock total changed (rows the offer refresh wrote in the change's own transaction,
 * db/derived.ts), turns the alerts that fire into mail jobs in the same transaction that consumes
 * the changes, and sends the due mail jobs (mail/mail-queue.ts). A change lands, and its mail leaves,
 * within a few ticks: well inside a minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import { evaluateAlert, type AlertState } from '@shared/rules/price-alerts';
import type { Database } from '../../db/client';
import { alertMail, type FiredAlert } from './alerts.mails';
import * as queries from './alerts.queries';
import { deleteOldMails, enqueueMails, sendDueMails, type MailSender, type MailWorkerOptions } from '../mail';

/** Changes handled per transaction. */
const CHANGES_PER_PASS = 500;
export const ALERT_TICK_MS = 3000;
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Evaluates pending changes (one evaluator at a time across instances: a transaction-scoped advisory
 * lock) and enqueues the mails of alerts that fire. Returns how many alerts fired.
 */
export async function evaluatePendingChanges(db: Database, publicUrl: string, now: () => Date = () => new Date()): Promise<number> {
  let fired = 0;
  for (;;) {
    const { done, count } = await db.transaction(async (tx) => {
      if (!(await queries.tryEvaluatorLock(tx))) return { done: true, count: 0 };
      const changes = await queries.takeChanges(tx, CHANGES_PER_PASS);
      if (changes.length === 0) return { done: true, count: 0 };
      const partIds = [...new Set(changes.map((c) => c.part_id))];
      const alerts = await queries.watchingAlerts(tx, partIds);
      const states = new Map(
        alerts.map((a) => [
          a.id,
          {
            row: a,
            state: { kind: a.kind, targetCents: a.target_cents, referenceCents: a.reference_cents, armed: a.armed, lastFiredAt: asDate(a.last_fired_at) } as AlertState,
            changed: false,
          },
        ]),
      );
      const at = now();
      const firing: { alertId: number; changeId: number; partId: number; newTotal: number; oldTotal: number | null }[] = [];
      for (const change of changes) {
        for (const entry of states.values()) {
          if (entry.row.part_id !== change.part_id) continue;
          const decision = evaluateAlert(entry.state, { oldTotalCents: change.old_total_cents, newTotalCents: change.new_total_cents }, at);
          entry.state = { ...entry.state, ...decision.next, lastFiredAt: decision.fire ? at : entry.state.lastFiredAt };
          entry.changed = true;
          if (decision.fire && change.new_total_cents !== null) {
            firing.push({ alertId: entry.row.id, changeId: change.id, partId: change.part_id, newTotal: change.new_total_cents, oldTotal: change.old_total_cents });
          }
        }
      }
      await queries.saveAlertStates(
        tx,
        [...states.values()]
          .filter((e) => e.changed)
          .map((e) => ({ id: e.row.id, armed: e.state.armed, referenceCents: e.state.referenceCents, firedAt: e.state.lastFiredAt })),
      );
      if (firing.length > 0) {
        const parts = new Map((await queries.partsWithBestOffer(tx, [...new Set(firing.map((f) => f.partId))])).map((p) => [p.part_id, p]));
        await enqueueMails(
          tx,
          firing.map((f) => {
            const alert = states.get(f.alertId)!.row;
            const part = parts.get(f.partId)!;
            const mail: FiredAlert = {
              alertId: alert.id,
              kind: alert.kind,
              targetCents: alert.target_cents,
              manageToken: alert.manage_token,
              part: { name: part.name, partNumber: part.part_number },
              shop: part.listing_id !== null && part.vendor_name !== null ? { name: part.vendor_name, listingId: part.listing_id } : null,
              newTotalCents: f.newTotal,
              oldTotalCents: f.oldTotal,
            };
            return { ...alertMail(publicUrl, mail), dedupeKey: `alert:${alert.id}:${f.changeId}`, to: alert.email };
          }),
        );
      }
      await queries.deleteChanges(tx, changes.map((c) => c.id));
      return { done: changes.length < CHANGES_PER_PASS, count: firing.length };
    });
    fired += count;
    if (done) return fired;
  }
}

export interface AlertJobsOptions {
  db: Database;
  sender: MailSender | null;
  /** MAIL_FROM. */
  from: string;
  publicUrl: string;
  log?: FastifyBaseLogger;
  tickMs?: number;
  /** false: no timer; `tick()` on demand (tests). */
  timer?: boolean;
  backoffBaseMs?: number;
  now?: () => Date;
}

export interface AlertJobs {
  /** Evaluates pending changes, then sends the due mails. */
  tick(): Promise<{ fired: number; sent: number }>;
  /** Stops the timer and waits for a tick in progress (a mail being sent is finished and recorded). */
  stop(): Promise<void>;
}

export function startAlertJobs(options: AlertJobsOptions): AlertJobs {
  const { db, log } = options;
  let current: Promise<{ fired: number; sent: number }> | null = null;
  let stopped = false;
  let lastHousekeeping = 0;
  const mailOptions: MailWorkerOptions | null = options.sender
    ? { db, sender: options.sender, from: options.from, messageIdHost: new URL(options.publicUrl).hostname, log, backoffBaseMs: options.backoffBaseMs }
    : null;

  async function once(): Promise<{ fired: number; sent: number }> {
    const fired = await evaluatePendingChanges(db, options.publicUrl, options.now);
    const sent = mailOptions ? await sendDueMails(mailOptions) : 0;
    if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = Date.now();
      await deleteOldMails(db);
      await queries.forgetUnconfirmed(db);
    }
    return { fired, sent };
  }

  const tick = async () => {
    while (current) await current.catch(() => undefined);
    current = once();
    try {
      return await current;
    } finally {
      current = null;
    }
  };

  let timer: NodeJS.Timeout | null = null;
  if (options.timer ?? true) {
    const schedule = () => {
      timer = setTimeout(() => {
        if (stopped) return;
        tick()
          .catch((err: unknown) => log?.error({ err }, 'alert jobs failed'))
          .finally(() => {
            if (!stopped) schedule();
          });
      }, options.tickMs ?? ALERT_TICK_MS);
    };
    schedule();
  }

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
      options.sender?.close();
    },
  };
}
