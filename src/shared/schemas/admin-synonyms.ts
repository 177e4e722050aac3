import { z } from 'zod';

const phrase = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'letters, digits, spaces, hyphens and apostrophes only');

/** A shop word and what the catalog calls it: "shocks" → shock absorber, strut, damper. */
export const synonymSchema = z.object({
  id: z.number(),
  term: z.string(),
  alternatives: z.array(z.string()),
  /** The catalog part types the term names (ids), when it names a kind of part. */
  partTypes: z.array(z.string()),
  /** name, synonym, acronym, trade or regional word; null for a plain synonym. */
  kind: z.string().nullable(),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;

export const synonymsResponseSchema = z.object({ synonyms: z.array(synonymSchema) });

export const synonymCreateSchema = z.object({
  term: phrase,
  alternatives: z.array(phrase).min(1, 'needs at least one alternative').max(12, 'at most 12 alternatives'),
});
export type SynonymCreate = z.infer<typeof synonymCreateSchema>;
