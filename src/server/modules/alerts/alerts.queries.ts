import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { ALERT_KINDS, type AlertKind } from '../../db/schema/alerts';
import type { DatabaseOrTransaction } from '../operators';

const PartForAlert = z.object({
  id: z.number(),
  name: z.string(),
  part_number: z.string(),
  best_total_cents: z.number().nullable(),
  lowest_price_cents: z.number().nullable(),
});
export type PartForAlert = z.infer<typeof PartForAlert>;
const IdRow = z.object({ id: z.number() });

export async function findPart(db: Database, partId: number): Promise<PartForAlert | null> {
  const [part] = await queryRows(db, PartForAlert, sql`SELECT id, name, part_number, best_total_cents, lowest_price_cents FROM parts WHERE id = ${partId}`);
  return part ?? null;
}

/** Timestamps here come back as the server's text (the drivers are set not to parse them). */
const SubscriberRow = z.object({ id: z.number(), email: z.string(), manage_token: z.string(), confirmed_at: z.string().nullable() });
export type SubscriberRow = z.infer<typeof SubscriberRow>;

/** The address's row, created when new (with the given manage token). */
export async function ensureSubscriber(db: DatabaseOrTransaction, email: string, manageToken: string): Promise<SubscriberRow> {
  await db.execute(sql`INSERT INTO alert_subscribers (email, manage_token) VALUES (${email}, ${manageToken}) ON CONFLICT (email) DO NOTHING`);
  const [row] = await queryRows(db, SubscriberRow, sql`SELECT id, email, manage_token, confirmed_at FROM alert_subscribers WHERE email = ${email} FOR UPDATE`);
  return row!;
}

export async function setConfirmToken(db: DatabaseOrTransaction, subscriberId: number, tokenHash: string): Promise<void> {
  await db.execute(sql`UPDATE alert_subscribers SET confirm_token_hash = ${tokenHash} WHERE id = ${subscriberId} AND confirmed_at IS NULL`);
}

export interface NewAlert {
  subscriberId: number;
  partId: number;
  kind: AlertKind;
  targetCents: number | null;
  referenceCents: number | null;
  armed: boolean;
}

/** One alert per address, part and kind: setting it again replaces its target and wakes it. */
export async function upsertAlert(db: DatabaseOrTransaction, alert: NewAlert): Promise<number> {
  const [row] = await queryRows(
    db,
    IdRow,
    sql`INSERT INTO price_alerts (subscriber_id, part_id, kind, target_cents, reference_cents, armed)
        VALUES (${alert.subscriberId}, ${alert.partId}, ${alert.kind}, ${alert.targetCents}, ${alert.referenceCents}, ${alert.armed})
        ON CONFLICT (subscriber_id, part_id, kind) DO UPDATE
          SET target_cents = excluded.target_cents, reference_cents = excluded.reference_cents, armed = excluded.armed, paused = false
        RETURNING id`,
  );
  return row!.id;
}

const ManageTokenRow = z.object({ manage_token: z.string() });

/** Confirms the address whose token hash this is (once: the token is cleared); its manage token, or null. */
export async function confirmByTokenHash(db: Database, tokenHash: string): Promise<{ manage_token: string } | null> {
  const [row] = await queryRows(
    db,
    ManageTokenRow,
    sql`UPDATE alert_subscribers SET confirmed_at = now(), confirm_token_hash = NULL
        WHERE confirm_token_hash = ${tokenHash} RETURNING manage_token`,
  );
  return row ?? null;
}

export async function findSubscriberByManageToken(db: Database, token: string): Promise<SubscriberRow | null> {
  const [row] = await queryRows(db, SubscriberRow, sql`SELECT id, email, manage_token, confirmed_at FROM alert_subscribers WHERE manage_token = ${token}`);
  return row ?? null;
}

const ManagedAlertRow = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  target_cents: z.number().nullable(),
  paused: z.boolean(),
  created_at: z.string(),
  last_fired_at: z.string().nullable(),
  part_id: z.number(),
  name: z.string(),
  part_number: z.string(),
  best_total_cents: z.number().nullable(),
});
export type ManagedAlertRow = z.infer<typeof ManagedAlertRow>;

export async function listAlerts(db: Database, subscriberId: number): Promise<ManagedAlertRow[]> {
  return queryRows(
    db,
    ManagedAlertRow,
    sql`SELECT a.id, a.kind, a.target_cents, a.paused, a.created_at, a.last_fired_at, p.id AS part_id, p.name, p.part_number, p.best_total_cents
        FROM price_alerts a JOIN parts p ON p.id = a.part_id
        WHERE a.subscriber_id = ${subscriberId} ORDER BY a.created_at, a.id`,
  );
}

export async function setPaused(db: Database, subscriberId: number, alertId: number, paused: boolean): Promise<boolean> {
  const updated = await queryRows(
    db,
    IdRow,
    sql`UPDATE price_alerts SET paused = ${paused} WHERE id = ${alertId} AND subscriber_id = ${subscriberId} RETURNING id`,
  );
  return updated.length > 0;
}

export async function deleteAlert(db: Database, subscriberId: number, alertId: number): Promise<boolean> {
  const deleted = await queryRows(db, IdRow, sql`DELETE FROM price_alerts WHERE id = ${alertId} AND subscriber_id = ${subscriberId} RETURNING id`);
  return deleted.length > 0;
}

const EmailRow = z.object({ email: z.string() });

/** Forgets the address: its row, its alerts (cascade) and any mail still waiting for it. */
export async function forgetSubscriber(db: Database, subscriberId: number): Promise<void> {
  const [row] = await queryRows(db, EmailRow, sql`DELETE FROM alert_subscribers WHERE id = ${subscriberId} RETURNING email`);
  if (row) await db.execute(sql`DELETE FROM mail_jobs WHERE to_address = ${row.email} AND status = 'pending'`);
}

/** Unconfirmed addresses are kept this long, then forgotten with their alerts. */
export const UNCONFIRMED_RETENTION_DAYS = 7;

export async function forgetUnconfirmed(db: Database): Promise<void> {
  await db.execute(
    sql`DELETE FROM alert_subscribers WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => ${UNCONFIRMED_RETENTION_DAYS})`,
  );
}

// ---- evaluation ----

/** Arbitrary constant of this app: one alert evaluator at a time, across instances. */
const EVALUATOR_LOCK_KEY = 7_061_737_022;

const LockRow = z.object({ ok: z.boolean() });

export async function tryEvaluatorLock(tx: Database): Promise<boolean> {
  const [row] = await queryRows(tx, LockRow, sql`SELECT pg_try_advisory_xact_lock(${EVALUATOR_LOCK_KEY}) AS ok`);
  return row?.ok === true;
}

/** `alert_part_changes.id` is a bigserial: node-postgres hands int8 over as text, so the query casts it to float8 (exact to 2^53). */
const ChangeRow = z.object({
  id: z.number(),
  part_id: z.number(),
  old_total_cents: z.number().nullable(),
  new_total_cents: z.number().nullable(),
});
export type ChangeRow = z.infer<typeof ChangeRow>;

export async function takeChanges(tx: Database, limit: number): Promise<ChangeRow[]> {
  return queryRows(tx, ChangeRow, sql`SELECT id::float8 AS id, part_id, old_total_cents, new_total_cents FROM alert_part_changes ORDER BY id LIMIT ${limit}`);
}

export async function deleteChanges(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.execute(sql`DELETE FROM alert_part_changes WHERE id = ANY(${sql.param([...ids])}::bigint[])`);
}

const WatchingAlertRow = z.object({
  id: z.number(),
  part_id: z.number(),
  kind: z.enum(ALERT_KINDS),
  target_cents: z.number().nullable(),
  reference_cents: z.number().nullable(),
  armed: z.boolean(),
  last_fired_at: z.string().nullable(),
  email: z.string(),
  manage_token: z.string(),
});
export type WatchingAlertRow = z.infer<typeof WatchingAlertRow>;

export async function watchingAlerts(tx: Database, partIds: readonly number[]): Promise<WatchingAlertRow[]> {
  return queryRows(
    tx,
    WatchingAlertRow,
    sql`SELECT a.id, a.part_id, a.kind, a.target_cents, a.reference_cents, a.armed, a.last_fired_at, s.email, s.manage_token
        FROM price_alerts a JOIN alert_subscribers s ON s.id = a.subscriber_id
        WHERE a.part_id = ANY(${sql.param([...partIds])}::int[]) AND NOT a.paused AND s.confirmed_at IS NOT NULL
        ORDER BY a.id
        FOR UPDATE OF a`,
  );
}

export async function saveAlertStates(
  tx: Database,
  states: readonly { id: number; armed: boolean; referenceCents: number | null; firedAt: Date | null }[],
): Promise<void> {
  if (states.length === 0) return;
  await tx.execute(sql`
    UPDATE price_alerts AS a
    SET armed = s.armed, reference_cents = s.reference_cents, last_fired_at = coalesce(s.fired_at, a.last_fired_at)
    FROM unnest(${sql.param(states.map((s) => s.id))}::int[], ${sql.param(states.map((s) => s.armed))}::boolean[],
                ${sql.param(states.map((s) => s.referenceCents))}::int[], ${sql.param(states.map((s) => s.firedAt?.toISOString() ?? null))}::timestamptz[])
      AS s(id, armed, reference_cents, fired_at)
    WHERE a.id = s.id`);
}

const BestOfferRow = z.object({
  part_id: z.number(),
  name: z.string(),
  part_number: z.string(),
  listing_id: z.number().nullable(),
  vendor_name: z.string().nullable(),
});
export type BestOfferRow = z.infer<typeof BestOfferRow>;

/** Each part's name and the listing of its best in-stock total (its shop), if any. */
export async function partsWithBestOffer(tx: Database, partIds: readonly number[]): Promise<BestOfferRow[]> {
  return queryRows(
    tx,
    BestOfferRow,
    sql`SELECT p.id AS part_id, p.name, p.part_number, b.listing_id, b.vendor_name
        FROM parts p
        LEFT JOIN LATERAL (
          SELECT l.id AS listing_id, v.name AS vendor_name
          FROM listings l JOIN vendors v ON v.id = l.vendor_id
          WHERE l.part_id = p.id AND l.in_stock
          ORDER BY l.total_price_cents, l.last_seen_at DESC, l.id
          LIMIT 1) b ON true
        WHERE p.id = ANY(${sql.param([...partIds])}::int[])`,
  );
}
