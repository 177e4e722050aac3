import { z } from 'zod';

/** Every error body the API sends: a message, and for bad input the fields at fault. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A positive integer id taken from a path or query string ("12" -> 12). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');
