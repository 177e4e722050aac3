import { z } from 'zod';
import { PART_NUMBER_MAX_LENGTH, PART_NUMBER_PATTERN } from '../rules/part-number';

/** A part number from a path: letters, digits and the separators people type between groups. */
export const partNumberParams = z.object({
  partNumber: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(PART_NUMBER_MAX_LENGTH, `must be at most ${PART_NUMBER_MAX_LENGTH} characters`)
    .regex(PART_NUMBER_PATTERN, 'may contain only letters, digits, spaces, dots, dashes and slashes'),
});
