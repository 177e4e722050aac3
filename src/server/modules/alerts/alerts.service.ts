import { createHash, randomBytes } from 'node:crypto';
import { centsToAmount } from '@shared/rules/money';
import { startsArmed } from '@shared/rules/price-alerts';
import {
  ALERT_DELETED_MESSAGE,
  ALERT_SAVED_MESSAGE,
  ALL_DELETED_MESSAGE,
  CONFIRMED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  type ConfirmResponse,
  type CreateAlertInput,
  type CreateAlertResponse,
  type ManageResponse,
} from '@shared/schemas/alerts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { confirmationMail } from './alerts.mails';
import * as queries from './alerts.queries';
import { enqueueMails } from '../mail';

/** A target this many times today's price is a typo, not a wish. */
export const MAX_TARGET_OVER_PRICE = 10;

const newToken = () => randomBytes(24).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const fieldError = (status: number, field: string, message: string) => new HttpError(status, `Invalid body: ${field}`, [{ field, message }]);

export interface AlertsServiceOptions {
  /** The site's public origin: mails link to it. */
  publicUrl: string;
}

export function createAlertsService(db: Database, { publicUrl }: AlertsServiceOptions) {
  async function subscriberOf(token: string) {
    const subscriber = await queries.findSubscriberByManageToken(db, token);
    if (!subscriber) throw new HttpError(404, 'This link is not valid any more: the alerts it opened are deleted.', [{ field: 'token', message: 'is not a valid link' }]);
    return subscriber;
  }

  return {
    /**
     * Sets (or replaces) an alert. A new or unconfirmed address gets a confirmation mail with a fresh
     * single-use token; nothing else is sent to it until it is confirmed. The answer is the same either
     * way.
     */
    async create(input: CreateAlertInput): Promise<CreateAlertResponse> {
      const kind = input.kind ?? 'price';
      const part = await queries.findPart(db, input.partId);
      if (!part) throw new HttpError(404, 'Part not found', [{ field: 'partId', message: 'is not a part we list' }]);
      const targetCents = input.targetPrice == null ? null : Math.round(input.targetPrice * 100);
      if (kind === 'stock' && targetCents !== null) throw fieldError(400, 'targetPrice', 'is only for price alerts');
      const today = part.best_total_cents ?? part.lowest_price_cents;
      if (targetCents !== null && today !== null && targetCents > today * MAX_TARGET_OVER_PRICE) {
        throw fieldError(400, 'targetPrice', `must be at most ${MAX_TARGET_OVER_PRICE} times today's price`);
      }

      await db.transaction(async (tx) => {
        const subscriber = await queries.ensureSubscriber(tx, input.email, newToken());
        await queries.upsertAlert(tx, {
          subscriberId: subscriber.id,
          partId: part.id,
          kind,
          targetCents,
          referenceCents: part.best_total_cents,
          armed: kind === 'stock' ? part.best_total_cents === null : startsArmed(targetCents, part.best_total_cents),
        });
        if (subscriber.confirmed_at === null) {
          const token = newToken();
          const hash = tokenHash(token);
          await queries.setConfirmToken(tx, subscriber.id, hash);
          const mail = confirmationMail(publicUrl, token, part.name);
          await enqueueMails(tx, [{ ...mail, dedupeKey: `confirm:${subscriber.id}:${hash.slice(0, 16)}`, to: subscriber.email }]);
        }
      });
      return { ok: true, message: ALERT_SAVED_MESSAGE };
    },

    /** Confirms the address of a confirmation link, once. */
    async confirm(token: string): Promise<ConfirmResponse> {
      const row = await queries.confirmByTokenHash(db, tokenHash(token));
      if (!row) {
        throw new HttpError(404, 'This confirmation link is not valid: it was used already or has expired.', [{ field: 'token', message: 'is not a valid link' }]);
      }
      return { ok: true, message: CONFIRMED_MESSAGE, manageToken: row.manage_token };
    },

    async manage(token: string): Promise<ManageResponse> {
      const subscriber = await subscriberOf(token);
      const alerts = await queries.listAlerts(db, subscriber.id);
      return {
        email: subscriber.email,
        confirmed: subscriber.confirmed_at !== null,
        alerts: alerts.map((a) => ({
          id: a.id,
          kind: a.kind,
          targetPrice: a.target_cents === null ? null : centsToAmount(a.target_cents),
          paused: a.paused,
          createdAt: iso(a.created_at)!,
          lastFiredAt: iso(a.last_fired_at),
          part: { id: a.part_id, name: a.name, partNumber: a.part_number, lowestPrice: a.best_total_cents === null ? null : centsToAmount(a.best_total_cents) },
        })),
      };
    },

    async setPaused(token: string, alertId: number, paused: boolean) {
      const subscriber = await subscriberOf(token);
      if (!(await queries.setPaused(db, subscriber.id, alertId, paused))) throw new HttpError(404, 'Alert not found');
      return { ok: true as const, message: paused ? 'Alert paused.' : 'Alert resumed.' };
    },

    async remove(token: string, alertId: number, message = ALERT_DELETED_MESSAGE) {
      const subscriber = await subscriberOf(token);
      if (!(await queries.deleteAlert(db, subscriber.id, alertId))) throw new HttpError(404, 'Alert not found');
      return { ok: true as const, message };
    },

    /** One-click unsubscribe: the alert is deleted; a repeat (already gone) is still a success. */
    async unsubscribe(token: string, alertId: number) {
      const subscriber = await subscriberOf(token);
      await queries.deleteAlert(db, subscriber.id, alertId);
      return { ok: true as const, message: UNSUBSCRIBED_MESSAGE };
    },

    /** Deletes every alert of the address and forgets the address. */
    async removeAll(token: string) {
      const subscriber = await subscriberOf(token);
      await queries.forgetSubscriber(db, subscriber.id);
      return { ok: true as const, message: ALL_DELETED_MESSAGE };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
