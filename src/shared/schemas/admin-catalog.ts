import { z } from 'zod';
import { bodyId } from './common';
import { PART_NUMBER_MAX_LENGTH } from '../rules/part-number';
import { adminPage, adminTableQuery } from './admin-table';
import { adminFitmentSchema } from './fitment';

export const INTERCHANGE_KINDS = ['oem', 'superseded', 'aftermarket'] as const;

export const adminPartRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  categoryName: z.string(),
  listingCount: z.number(),
  updatedAt: z.string(),
});
export type AdminPartRow = z.infer<typeof adminPartRowSchema>;

export const PART_SORTS = ['name', 'brand', 'partNumber', 'listingCount', 'updatedAt'] as const;
export const adminPartsQuerySchema = adminTableQuery(PART_SORTS, 'name');
export type AdminPartsQuery = z.infer<typeof adminPartsQuerySchema>;
export const adminPartsResponseSchema = adminPage(adminPartRowSchema);
export type AdminPartsResponse = z.infer<typeof adminPartsResponseSchema>;

export { adminFitmentSchema } from './fitment';
export const adminNumberSchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(INTERCHANGE_KINDS),
  brand: z.string().nullable(),
});
export const adminPartSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  description: z.string(),
  categoryId: z.number(),
  imageUrl: z.string().nullable(),
  fitments: z.array(adminFitmentSchema),
  numbers: z.array(adminNumberSchema),
});
export type AdminPart = z.infer<typeof adminPartSchema>;

const year = z.number({ error: 'must be a year' }).int('must be a year').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier');

/**
 * A catalog part's own fields, as the console's part form sends them: the catalog's edit takes any of
 * them, the review queue's new part requires the text ones. `notText` is the message for a value that
 * is not text at all (the new part's "is required"); without it the validator's own is given.
 */
export function partFields(notText?: string) {
  const text = () => z.string(notText === undefined ? undefined : { error: notText });
  return {
    name: text().trim().min(1, 'is required').max(300, 'is too long'),
    brand: text().trim().min(1, 'is required').max(100, 'is too long'),
    partNumber: text().trim().min(1, 'is required').max(PART_NUMBER_MAX_LENGTH, 'is too long').regex(/[0-9A-Za-z]/, 'must contain letters or digits'),
    description: z.string().trim().max(5000, 'is too long'),
  };
}

const { name, brand, partNumber, description } = partFields();
export const partPatchSchema = z.object({
  name,
  brand,
  partNumber,
  description,
  categoryId: bodyId('must be a category id'),
  imageUrl: z
    .string()
    .trim()
    .max(2000, 'is too long')
    .refine((value) => value.startsWith('/') || /^https?:\/\/\S+$/i.test(value), 'must be an http(s) url or a site path')
    .nullable(),
}).partial();
export type PartPatch = z.input<typeof partPatchSchema>;

export const fitmentCreateSchema = z
  .object({
    modelId: bodyId('is required'),
    yearFrom: year,
    yearTo: year,
    notes: z.string().trim().max(500, 'is too long').nullable().default(null),
  })
  .refine((f) => f.yearTo >= f.yearFrom, { message: 'must not be before the first year', path: ['yearTo'] });
export type FitmentCreate = z.input<typeof fitmentCreateSchema>;

export const numberCreateSchema = z.object({
  number: z.string({ error: 'is required' }).trim().min(1, 'is required').max(PART_NUMBER_MAX_LENGTH, 'is too long').regex(/[0-9A-Za-z]/, 'must contain letters or digits'),
  kind: z.enum(INTERCHANGE_KINDS, { error: 'must be oem, superseded or aftermarket' }),
  brand: z.string().trim().max(100, 'is too long').nullable().default(null),
});
export type NumberCreate = z.input<typeof numberCreateSchema>;

/** Part picker in the review queue and the promotions form. */
export const partLookupQuerySchema = z.object({ q: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long') });
export const partLookupResponseSchema = z.object({
  parts: z.array(z.object({ id: z.number(), name: z.string(), brand: z.string(), partNumber: z.string(), slug: z.string() })),
});
export type PartLookupResponse = z.infer<typeof partLookupResponseSchema>;

/** Choices for the part form (category) and the fitment form (make and model). */
export const catalogChoicesSchema = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  models: z.array(z.object({ id: z.number(), name: z.string(), makeName: z.string(), yearFrom: z.number(), yearTo: z.number().nullable() })),
});
export type CatalogChoices = z.infer<typeof catalogChoicesSchema>;
