import { z } from 'zod';

/** Difficulty levels, easiest first; each has its own badge colour on screen. */
export const DIFFICULTIES = ['Easy', 'Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type GuideDifficulty = z.infer<typeof difficultySchema>;

export const FLUID_PRIORITIES = ['high', 'medium', 'low'] as const;

export const guideStepSchema = z.object({ title: z.string(), body: z.string() });
export const guideFactSchema = z.object({ label: z.string(), value: z.string() });
/** A part a guide calls for; `quantity` is how many the job takes (one when not said). */
export const guidePartSchema = z.object({ name: z.string(), partNumber: z.string().optional(), quantity: z.number().int().min(1).max(99).optional() });
/**
 * A tightening torque: the fastener, its figure as written ("110 Nm (81 ft-lbs)") and where the figure
 * comes from (knowledge source ids: the maker's service information, the part maker's instructions).
 */
export const guideTorqueSchema = z.object({ fastener: z.string(), value: z.string(), sources: z.array(z.string()).optional() });

/** One system of a checklist guide (the Ferrari annual maintenance: engine, cooling, brakes...). */
export const systemSectionSchema = z.object({
  kind: z.literal('system'),
  id: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});

/** One fluid of the Lamborghini inspection, with its priority badge and optional notes. */
export const fluidSectionSchema = z.object({
  kind: z.literal('fluid'),
  id: z.string(),
  title: z.string(),
  frequency: z.string(),
  priority: z.enum(FLUID_PRIORITIES),
  check: z.string().optional(),
  topUp: z.string().optional(),
});

/** Guide-specific blocks, told apart by `kind` so one page component can render every guide. */
export const guideSectionSchema = z.discriminatedUnion('kind', [systemSectionSchema, fluidSectionSchema]);
export type GuideSection = z.infer<typeof guideSectionSchema>;

/** What a guide says, as stored (src/server/db/schema/content.ts keeps the same shape). */
export const guideContentSchema = z.object({
  intro: z.string().optional(),
  steps: z.array(guideStepSchema),
  tools: z.array(z.string()),
  parts: z.array(guidePartSchema),
  tips: z.array(z.string()),
  warnings: z.array(z.string()),
  facts: z.array(guideFactSchema).optional(),
  sections: z.array(guideSectionSchema).optional(),
  torque: z.array(guideTorqueSchema).optional(),
});
export type GuideContentData = z.infer<typeof guideContentSchema>;

/** A knowledge-base card, plus where the guide lives. */
export const guideCardSchema = z.object({
  slug: z.string(),
  /** The guide's own route, e.g. "/guides/bmw-oil-change" or "/bmw-timing-belts". */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  make: z.string(),
  difficulty: difficultySchema,
  timeRequired: z.string(),
  isDetailed: z.boolean(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;

/** A catalog part a guide or an answer points to; `url` is its product page. */
export const catalogPartLinkSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  /** Cheapest current in-stock offer in dollars; null while no vendor has it in stock. */
  lowestPrice: z.number().nullable(),
  url: z.string(),
});
export type CatalogPartLink = z.infer<typeof catalogPartLinkSchema>;

/** A part named by a guide, with its catalog entry when the catalog carries that number. */
export const guidePartWithLinkSchema = guidePartSchema.extend({ link: catalogPartLinkSchema.nullable() });

/** A catalog model a guide is written for, by the slugs a search takes ("bmw", "3-series-e90"). */
export const guideVehicleSchema = z.object({
  make: z.string(),
  model: z.string(),
  /** "BMW 3 Series (E90)" */
  label: z.string(),
});
export type GuideVehicle = z.infer<typeof guideVehicleSchema>;

export const guideDetailSchema = guideCardSchema.extend({
  /** The models the guide is written for, in the order it names them; empty for a generic guide. */
  vehicles: z.array(guideVehicleSchema),
  content: guideContentSchema.extend({
    facts: z.array(guideFactSchema),
    sections: z.array(guideSectionSchema),
    torque: z.array(guideTorqueSchema),
    parts: z.array(guidePartWithLinkSchema),
  }),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

export const guideSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,100}$/, 'must be a guide slug such as bmw-oil-change'),
});
