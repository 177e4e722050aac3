import { z } from 'zod';
import { ALIAS_SOURCES } from '../rules/vehicle-aliases';
import { bodyId } from './common';

/** One name of a car and the generation it means: derived from the catalog and vPIC, or added by an operator. */
export const vehicleAliasSchema = z.object({
  id: z.number(),
  alias: z.string(),
  /** The folded form it is looked up by ("rcf" for "RC F"). */
  aliasKey: z.string(),
  modelId: z.number(),
  makeName: z.string(),
  modelName: z.string(),
  generation: z.string().nullable(),
  yearFrom: z.number(),
  /** Null: as long as the model is made. */
  yearTo: z.number().nullable(),
  source: z.enum(ALIAS_SOURCES),
  createdAt: z.string(),
});
export type VehicleAlias = z.infer<typeof vehicleAliasSchema>;

export const VEHICLE_ALIAS_PAGE_SIZE = 25;

export const vehicleAliasesQuerySchema = z.object({
  /** What the aliases begin with, spelling folded ("rc f" finds "RCF"). */
  q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  source: z.enum(ALIAS_SOURCES, { error: `must be one of ${ALIAS_SOURCES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'is too large').default(1),
});
export type VehicleAliasesQuery = Partial<z.output<typeof vehicleAliasesQuerySchema>>;

export const vehicleAliasesResponseSchema = z.object({
  aliases: z.array(vehicleAliasSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VehicleAliasesResponse = z.infer<typeof vehicleAliasesResponseSchema>;

const year = z.number({ error: 'must be a year' }).int('must be a year').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier');

export const vehicleAliasCreateSchema = z
  .object({
    alias: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'must not be empty')
      .max(60, 'must be at most 60 characters')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'/-]*$/u, 'letters, digits, spaces, dots, slashes, hyphens and apostrophes only'),
    modelId: bodyId('must be a model id'),
    /** The model years the alias means the model for; the model's own years when left out. */
    yearFrom: year.optional(),
    yearTo: year.optional(),
  })
  .refine((a) => a.yearFrom === undefined || a.yearTo === undefined || a.yearTo >= a.yearFrom, { message: 'must not be before yearFrom', path: ['yearTo'] });
export type VehicleAliasCreate = z.input<typeof vehicleAliasCreateSchema>;
