import { z } from 'zod';
import { MAX_ROW_ID } from './constants';

/** Every error body the API sends: a message, and for bad input the fields at fault. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { MAX_ROW_ID } from './constants';

/** A positive integer id taken from a path or query string ("12" -> 12). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ROW_ID, 'is too large');

/** A positive integer id in a JSON body, every fault told with `message`. */
export const bodyId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
