import { z } from 'zod';
import { idParam } from './common';
import { yearParam } from './catalog';

/** A variant or trim ("335i", "M3 Competition"), as the catalog names it. */
export const variantParam = z.string().trim().max(60, 'must be at most 60 characters').refine((v) => !v.includes('\u0000'), 'must not contain null characters');
/** An engine code ("N54", "2UR-GSE"). */
export const engineParam = z
  .string()
  .trim()
  .max(30, 'must be at most 30 characters')
  .regex(/^[A-Za-z0-9 ./-]*$/, 'must be an engine code such as N54');

/** A body style ("Sedan", "Coupe", or vPIC's "Sedan/Saloon"). */
export const bodyParam = z
  .string()
  .trim()
  .max(60, 'must be at most 60 characters')
  .regex(/^[A-Za-z0-9 ()/-]*$/, 'must be a body style such as Sedan');

/**
 * The shopper's vehicle, on part detail and search: with `modelId` and `year` every part carries
 * `fitsVehicle` and `fitmentNote`.
 */
export const vehicleQueryFields = {
  modelId: idParam.optional(),
  year: yearParam.optional(),
  variant: variantParam.optional(),
  engine: engineParam.optional(),
  body: bodyParam.optional(),
};

export const partVehicleQuerySchema = z.object(vehicleQueryFields);
export type PartVehicleQuery = z.infer<typeof partVehicleQuerySchema>;

/**
 * One fitment row: the model and years a part fits and the qualifiers that narrow it. The catalog's
 * fitment rules read it as it is; the part page and the console add the vehicle's names.
 */
export const fitmentFactsSchema = z.object({
  /** Null: an engine-coded fitment, for every model with `engineCode`. */
  modelId: z.number().nullable(),
  yearFrom: z.number(),
  yearTo: z.number(),
  notes: z.string().nullable(),
  /** Qualifiers: front, rear, left, right... */
  position: z.string().nullable(),
  engineCode: z.string().nullable(),
  variants: z.array(z.string()),
  body: z.string().nullable(),
  /** YYYY-MM */
  producedFrom: z.string().nullable(),
  producedTo: z.string().nullable(),
});
export type FitmentFacts = z.infer<typeof fitmentFactsSchema>;

/** A fitment as the part page lists it: a model's, with the make and model named. */
export const fitmentSchema = z.object({
  makeId: z.number(),
  makeName: z.string(),
  makeSlug: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  generation: z.string().nullable(),
  ...fitmentFactsSchema.omit({ modelId: true }).shape,
});
export type Fitment = z.infer<typeof fitmentSchema>;

/** A fitment as the console's part editor lists it: a model's years and note, with its row id. */
export const adminFitmentSchema = z.object({
  id: z.number(),
  ...fitmentSchema.pick({ modelId: true, makeName: true, modelName: true, yearFrom: true, yearTo: true, notes: true }).shape,
});

/** true: fits; false: does not fit; null: the data cannot say (universal part, an open qualifier) or no vehicle asked. */
export const fitVerdictFields = {
  fitsVehicle: z.boolean().nullable().optional(),
  /** Position, engine, variants, years and the note of the fitment that decided it. */
  fitmentNote: z.string().nullable().optional(),
};

/** One catalog vehicle a VIN maps to. */
export const vinMatchSchema = z.object({
  makeId: z.number(),
  makeName: z.string(),
  makeSlug: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  modelSlug: z.string(),
  generation: z.string().nullable(),
  /** "M3 (F80)" */
  displayName: z.string(),
  year: z.number(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
});
export type VinMatch = z.infer<typeof vinMatchSchema>;

export const vinParams = z.object({ vin: z.string().max(200, 'is too long') });

export const vinDecodeSchema = z.object({
  vin: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  generation: z.string().nullable(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  /** Catalog vehicles it maps onto, best first; empty when we carry nothing for it. */
  matches: z.array(vinMatchSchema),
  /** Position 9 is the check digit the rest calls for; when not, the car is added only once the shopper confirms. */
  checkDigitMatches: z.boolean(),
  warnings: z.array(z.string()),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

export const vinErrorSchema = z.object({
  error: z.string(),
  field: z.literal('vin'),
  reason: z.enum(['length', 'letters', 'characters']),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});

export const FITMENT_REPORT_NOTE_MAX = 1000;

export const fitmentReportBody = z.object({
  partId: idParam,
  modelId: idParam.optional(),
  year: yearParam.optional(),
  variant: variantParam.optional(),
  engine: engineParam.optional(),
  shownVerdict: z.enum(['fits', 'does-not-fit', 'check']).optional(),
  note: z
    .string()
    .trim()
    .min(1, 'must say what is wrong')
    .max(FITMENT_REPORT_NOTE_MAX, `must be at most ${FITMENT_REPORT_NOTE_MAX} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not contain null characters'),
});
export type FitmentReportBody = z.infer<typeof fitmentReportBody>;

export const fitmentReportCreatedSchema = z.object({ id: z.number() });

export const FITMENT_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type FitmentReportStatus = (typeof FITMENT_REPORT_STATUSES)[number];

export const fitmentReportListQuery = z.object({
  status: z.enum(FITMENT_REPORT_STATUSES, { error: `must be one of ${FITMENT_REPORT_STATUSES.join(', ')}` }).default('open'),
});

/** A wrong-fitment report as the console's review queue lists it. */
export const fitmentReportSchema = z.object({
  id: z.number(),
  partId: z.number(),
  partSlug: z.string(),
  partName: z.string(),
  partNumber: z.string(),
  /** "2018 BMW M3 (F80) M3 CS · N54", or null when the shopper had no vehicle. */
  vehicle: z.string().nullable(),
  shownVerdict: z.string().nullable(),
  note: z.string(),
  status: z.enum(FITMENT_REPORT_STATUSES),
  createdAt: z.string(),
});
export type FitmentReport = z.infer<typeof fitmentReportSchema>;

export const fitmentReportListSchema = z.object({ items: z.array(fitmentReportSchema), total: z.number() });

export const fitmentReportCloseBody = z.object({ status: z.enum(['resolved', 'dismissed'], { error: 'must be resolved or dismissed' }) });
export const fitmentReportClosedSchema = z.object({ id: z.number(), status: z.enum(['resolved', 'dismissed']) });

/** One vehicle of My Garage, with the catalog's names and ids. */
export const garageVehicleSchema = z.object({
  /** Its place in the garage (the cookie's order). */
  index: z.number(),
  make: z.string(),
  makeName: z.string(),
  model: z.string(),
  /** "M3 (F80)" */
  modelName: z.string(),
  /** "M3" */
  baseName: z.string(),
  modelId: z.number(),
  year: z.number(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
  body: z.string().nullable(),
  nickname: z.string().nullable(),
  vin: z.string().nullable(),
  /** "2018 BMW M3", as verdicts name it. */
  label: z.string(),
});
export type GarageVehicle = z.infer<typeof garageVehicleSchema>;

export const garageSchema = z.object({
  vehicles: z.array(garageVehicleSchema),
  active: garageVehicleSchema.nullable(),
});
export type Garage = z.infer<typeof garageSchema>;

export const FITMENT_IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;

/** One fitment import as the console lists it (like a feed run). */
export const fitmentImportRunSchema = z.object({
  id: z.number(),
  /** The file's name. */
  source: z.string(),
  status: z.enum(FITMENT_IMPORT_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  rows: z.number(),
  added: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  /** Why the whole import failed and wrote nothing; null when it succeeded. */
  error: z.string().nullable(),
});
export type FitmentImportRun = z.infer<typeof fitmentImportRunSchema>;

export const fitmentImportRunDetailSchema = fitmentImportRunSchema.extend({
  /** Refused rows by line (the first 100). */
  rejections: z.array(z.object({ line: z.number(), reason: z.string() })),
});
export type FitmentImportRunDetail = z.infer<typeof fitmentImportRunDetailSchema>;

export const fitmentImportRunListSchema = z.object({ items: z.array(fitmentImportRunSchema) });

export const fitmentImportListQuery = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
});

export const fitmentImportUploadQuery = z.object({
  /** The file's name, shown in the console. */
  source: z
    .string()
    .trim()
    .min(1, 'must name the file')
    .max(200, 'must be at most 200 characters')
    .refine((v) => !v.includes('\u0000'), 'must not contain null characters')
    .default('upload.csv'),
});
