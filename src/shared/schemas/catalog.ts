import { z } from 'zod';
import { idParam } from './common';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from './constants';

export const makeSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), firstModelYear: z.number().nullable() });
export type Make = z.infer<typeof makeSchema>;

export const modelSchema = z.object({
  id: z.number(),
  makeId: z.number(),
  name: z.string(),
  slug: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number().nullable(),
});
export type Model = z.infer<typeof modelSchema>;

/** Model as the vehicle selector needs it . */
export const enhancedModelSchema = modelSchema.extend({
  /** Display name with the generation, e.g. "3 Series (E90)". */
  displayName: z.string(),
  years: z.array(z.number()),
  variants: z.array(z.string()),
  baseModel: z.string(),
});
export type EnhancedModel = z.infer<typeof enhancedModelSchema>;

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  /** With a vehicle asked for: how many parts with offers are listed for it in this category. */
  vehiclePartCount: z.number().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const vendorSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  website: z.string(),
  description: z.string(),
  hasStorePickup: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const testimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  rating: z.number(),
  content: z.string(),
  avatarInitials: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** True while the site runs on the demo catalog (sample prices). */
  demoCatalog: z.boolean(),
  /** The process that answered (its pid): one per cluster worker. */
  worker: z.number().int(),
  /** With read replicas: each one's state, and the reads replicas and the primary answered since start. */
  readReplicas: z
    .object({
      replicas: z.array(z.object({ name: z.string(), state: z.enum(['up', 'lagging', 'down']), lagSeconds: z.number().nullable() })),
      reads: z.object({ replica: z.number().int(), primary: z.number().int() }),
    })
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;

export const makeIdParams = z.object({ makeId: idParam });

/** A model year as typed in a query string; "20x5" is refused. */
export const yearParam = z.coerce
  .number({ error: 'must be a year' })
  .int('must be a whole year')
  .min(VEHICLE_YEAR_MIN, `must be ${VEHICLE_YEAR_MIN} or later`)
  .max(VEHICLE_YEAR_MAX, `must be ${VEHICLE_YEAR_MAX} or earlier`);

export const enhancedModelsQuery = z.object({ year: yearParam.optional() });

/** The home page's categories for a garage vehicle: both or neither. */
export const categoriesQuery = z
  .object({ modelId: idParam.optional(), year: yearParam.optional() })
  .refine((q) => (q.modelId === undefined) === (q.year === undefined), { message: 'modelId and year go together', path: ['year'] });
