import { z } from 'zod';

export const SUGGEST_QUERY_MAX_LENGTH = 100;
export const MAX_SUGGESTIONS = 10;

export const suggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SUGGEST_QUERY_MAX_LENGTH, `must be at most ${SUGGEST_QUERY_MAX_LENGTH} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters'),
});

export const SUGGESTION_GROUPS = ['part', 'number', 'brand', 'vehicle'] as const;

export const suggestionSchema = z.object({
  /**
   * Parts and categories ("Front Brake Pad Set"), part numbers ("34116855152 — Front Brake Pad Set for …"),
   * brands, vehicles ("BMW 3 Series (E90) 2005–2011").
   */
  group: z.enum(SUGGESTION_GROUPS),
  label: z.string(),
  /** What to search for when it is chosen (a vehicle: its words, which the search reads as the vehicle). */
  q: z.string(),
  vehicle: z.object({ makeId: z.number(), modelId: z.number() }).nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
