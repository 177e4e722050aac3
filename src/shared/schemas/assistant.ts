import { z } from 'zod';
import { catalogPartLinkSchema, DIFFICULTIES } from './guides';

import { ASSISTANT_QUERY_MAX_LENGTH } from './constants';

export { ASSISTANT_QUERY_MAX_LENGTH } from './constants';

/** Difficulty and time when no guide covers the question: shown as-is, with a neutral badge. */
export const UNKNOWN = 'Unknown';

export const assistantRequestSchema = z.object({
  query: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(ASSISTANT_QUERY_MAX_LENGTH, `must be at most ${ASSISTANT_QUERY_MAX_LENGTH} characters`),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const relatedGuideSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string().optional(),
});
export type RelatedGuide = z.infer<typeof relatedGuideSchema>;

/** The knowledge-base answer (spec 001 §3), with the recommended parts also as links. */
export const assistantAnswerSchema = z.object({
  difficulty: z.enum([...DIFFICULTIES, UNKNOWN]),
  estimatedTime: z.string(),
  /** Plain prose; paragraphs separated by blank lines. */
  answer: z.string(),
  /** "Mann-Filter HU 816 X Oil Filter — from $12.99": one line per recommended catalog part. */
  recommendedParts: z.array(z.string()),
  /** The same parts as `recommendedParts`, in the same order, with their product pages. */
  parts: z.array(catalogPartLinkSchema),
  relatedGuides: z.array(relatedGuideSchema),
  /** Whether any guide or part in the database matched the question. */
  grounded: z.boolean(),
  /** Who wrote `answer`: the retrieval composer, or the configured language model from the same material. */
  answeredBy: z.enum(['retrieval', 'model']),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
