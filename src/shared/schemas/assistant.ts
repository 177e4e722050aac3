import { z } from 'zod';
import { fitVerdictFields } from './fitment';
import { catalogPartLinkSchema, difficultySchema } from './guides';

import { ASSISTANT_QUERY_MAX_LENGTH } from './constants';

export { ASSISTANT_QUERY_MAX_LENGTH } from './constants';

const slugText = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a slug (lower-case letters, digits and hyphens)');

/** A vehicle as the site's selectors hold it: make and model slugs, model year, optional variant name. */
export const requestedVehicleSchema = z.object({
  make: slugText,
  model: slugText.optional(),
  year: z.number({ error: 'must be a number' }).int('must be a whole year').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier').optional(),
  variant: z.string({ error: 'must be text' }).trim().max(80, 'must be at most 80 characters').optional(),
});
export type RequestedVehicleInput = z.infer<typeof requestedVehicleSchema>;

export const assistantRequestSchema = z.object({
  query: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(ASSISTANT_QUERY_MAX_LENGTH, `must be at most ${ASSISTANT_QUERY_MAX_LENGTH} characters`),
  /** The shopper's chosen vehicle (selectors or My Garage), used when the question names no car. */
  vehicle: requestedVehicleSchema.optional(),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const relatedGuideSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string().optional(),
});
export type RelatedGuide = z.infer<typeof relatedGuideSchema>;

export const LIKELIHOODS = ['high', 'medium', 'low'] as const;

/** One likely cause of a symptom or code, most likely first. */
export const assistantCauseSchema = z.object({
  name: z.string(),
  likelihood: z.enum(LIKELIHOODS),
  /** One line on why it ranks here for this car. */
  reason: z.string(),
  /** The test that tells this cause apart from the others. */
  check: z.string(),
  /** Catalog search text for the parts this cause's fix needs, for this car. */
  partsQuery: z.string(),
});
export type AssistantCause = z.infer<typeof assistantCauseSchema>;

/** The car the answer is about, as far as the question (or the chosen vehicle) told it. */
export const assistantVehicleSchema = z.object({
  /** "2011 Audi A4 (B8) 2.0T, EA888 Gen 1/2 engine". */
  label: z.string(),
  make: z.string(),
  makeName: z.string(),
  /** Model slug when one generation is known. */
  model: z.string().nullable(),
  modelName: z.string().nullable(),
  year: z.number().nullable(),
  /** Engine code when one engine is known ("N54"). */
  engine: z.string().nullable(),
  /** Where it came from: the question's words or the vehicle chosen on the site. */
  source: z.enum(['question', 'request']),
});
export type AssistantVehicle = z.infer<typeof assistantVehicleSchema>;

/** The knowledge-base answer, with the recommended parts also as links. */
export const assistantAnswerSchema = z.object({
  /** Never "Unknown": when nothing rates the job, a broad rating the answer explains. */
  difficulty: difficultySchema,
  /** A range ("1-2 hours"), never "Unknown". */
  estimatedTime: z.string(),
  /** Plain prose; paragraphs separated by blank lines. */
  answer: z.string(),
  /** "Mann-Filter HU 816 X Oil Filter — from $12.99": one line per recommended catalog part. */
  recommendedParts: z.array(z.string()),
  /**
   * The same parts as `recommendedParts`, in the same order, with their product pages; with a car
   * known to model and year, each with its fit verdict for it (`fitsVehicle`, `fitmentNote`).
   */
  parts: z.array(
    catalogPartLinkSchema.extend(fitVerdictFields).extend({
      /** How many of it a whole job takes (bottles of oil for the engine's capacity, a pair of rotors). */
      quantity: z.number().int().positive().optional(),
    }),
  ),
  /** The car the parts' verdicts are for ("2018 BMW M3"); null when none could be judged. */
  fitVehicle: z.string().nullable().optional(),
  relatedGuides: z.array(relatedGuideSchema),
  /** Whether any guide or part in the database matched the question. */
  grounded: z.boolean(),
  /** Who wrote `answer`: the retrieval composer, or the configured language model from the same material. */
  answeredBy: z.enum(['retrieval', 'model']),
  /** Likely causes in order, with the check for each; empty when the question is not about a fault. */
  causes: z.array(assistantCauseSchema),
  vehicle: assistantVehicleSchema.nullable(),
  /** A short question back when the answer needs the car (or its year) to be specific; null otherwise. */
  followUp: z.string().nullable(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
