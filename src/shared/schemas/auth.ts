import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000, 'is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  authenticated: z.boolean(),
  /** False when the gate is switched off: the whole site is open. */
  gateEnabled: z.boolean(),
  username: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The login failure text, the same whichever of the two was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';
