import { z } from 'zod';
import { idParam } from './common';
import { emailField } from './content';

export const ALERT_KINDS = ['price', 'stock'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * `POST /api/alerts`: watch a part. `targetPrice` (dollars) for a price alert with a target; without
 * it a price alert fires on any drop of 5%; `kind: "stock"` fires when the part is back in stock.
 */
export const createAlertRequestSchema = z.object({
  partId: idParam,
  email: emailField,
  targetPrice: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(1_000_000, 'is too large')
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'must be an amount in dollars and cents')
    .nullish(),
  kind: z.enum(ALERT_KINDS, { error: 'must be "price" or "stock"' }).optional(),
});
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;
export type CreateAlertInput = z.output<typeof createAlertRequestSchema>;

/** The same answer whether the address is new or known, so nobody learns who uses alerts. */
export const ALERT_SAVED_MESSAGE = "Alert saved. If this address is new to us, we've sent a link to confirm it: nothing is sent until you do.";

export const createAlertResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type CreateAlertResponse = z.infer<typeof createAlertResponseSchema>;

/** A token from a mail link: confirmation or manage. */
export const alertTokenSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(20, 'is not a valid link')
  .max(100, 'is not a valid link')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link');

export const confirmRequestSchema = z.object({ token: alertTokenSchema });
export const CONFIRMED_MESSAGE = 'Your email address is confirmed. Your alerts are on.';
export const confirmResponseSchema = z.object({ ok: z.literal(true), message: z.string(), manageToken: z.string() });
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

export const manageQuerySchema = z.object({ token: alertTokenSchema });

export const managedAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  /** Dollars; null for "any drop" and stock alerts. */
  targetPrice: z.number().nullable(),
  paused: z.boolean(),
  createdAt: z.string(),
  lastFiredAt: z.string().nullable(),
  part: z.object({
    id: z.number().int(),
    name: z.string(),
    partNumber: z.string(),
    /** The part's best in-stock total now, or null. */
    lowestPrice: z.number().nullable(),
  }),
});
export type ManagedAlert = z.infer<typeof managedAlertSchema>;

export const manageResponseSchema = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  alerts: z.array(managedAlertSchema),
});
export type ManageResponse = z.infer<typeof manageResponseSchema>;

export const alertIdParams = z.object({ id: idParam });
export const updateAlertRequestSchema = z.object({ token: alertTokenSchema, paused: z.boolean({ error: 'must be true or false' }) });
export const deleteAlertRequestSchema = z.object({ token: alertTokenSchema });
export const deleteAllRequestSchema = z.object({ token: alertTokenSchema });
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const ALERT_DELETED_MESSAGE = 'Alert deleted.';
export const ALL_DELETED_MESSAGE = 'All your alerts are deleted and your email address is forgotten.';
export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed from this alert.';

/** One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe url names the address and the alert. */
export const unsubscribeQuerySchema = z.object({ token: alertTokenSchema, alert: idParam });
