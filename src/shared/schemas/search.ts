import { z } from 'zod';
import { idParam, MAX_ROW_ID } from './common';
import { yearParam } from './catalog';
import { dealLabelsSchema, partWithListingsSchema } from './parts';
import { bodyParam, engineParam, fitVerdictFields, variantParam } from './fitment';
import { DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE, SEARCH_MAX_PRICE_DOLLARS, SEARCH_PRICE_PATTERN, SEARCH_SLUG_PATTERN, SEARCH_SORTS } from './constants';
import { offerFilterRecord, type OfferFilterName } from '../rules/offer-filters';
import type { SearchFilterParam } from '../rules/search-filters';
import { isPartTypeId, type PartTypeId } from '../part-types';

export { DEFAULT_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from './constants';

export const MAX_PAGE_SIZE = 50;
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** A comma-joined list of ids: "1,4,9". */
const idList = z
  .string()
  .max(2000, 'is too long')
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_ROW_ID)) {
      ctx.addIssue({ code: 'custom', message: 'must be comma-separated ids' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** A comma-joined list of names: "Bosch,Brembo". */
const nameList = z
  .string()
  .max(2000, 'is too long')
  .transform((value) => [...new Set(value.split(',').map((p) => p.trim()).filter(Boolean))].slice(0, 50));

/** A comma-joined list of catalog part type ids: "brake-pads-front,brake-pads-rear" (shared/part-types.ts). */
const partTypeList = z
  .string()
  .max(2000, 'is too long')
  .transform((value, ctx) => {
    const ids = [...new Set(value.split(',').map((p) => p.trim()).filter(Boolean))];
    if (!ids.every(isPartTypeId)) {
      ctx.addIssue({ code: 'custom', message: 'must be comma-separated part types such as brake-pads-front' });
      return z.NEVER;
    }
    return ids as PartTypeId[];
  });

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');


/** A price bound in dollars; empty means no bound. */
const priceBound = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const amount = Number(value);
    if (!SEARCH_PRICE_PATTERN.test(value) || !Number.isFinite(amount) || amount > SEARCH_MAX_PRICE_DOLLARS) {
      ctx.addIssue({ code: 'custom', message: 'must be a price such as 49.99' });
      return z.NEVER;
    }
    return Math.round(amount * 100);
  });

const slug = z.string().trim().toLowerCase().regex(SEARCH_SLUG_PATTERN, 'must be a slug such as bmw');

/** One `true`/`false` parameter per offer filter (rules/offer-filters.ts). */
const offerFilterParams: Record<OfferFilterName, z.ZodOptional<typeof flag>> = offerFilterRecord(() => flag.optional());

/**
 * The parameters of every search filter (rules/search-filters.ts names them), keyed by those names so
 * a filter's parameter cannot be added there without its schema here.
 */
const filterParams = {
  categoryId: idParam.optional(),
  makeId: idParam.optional(),
  modelId: idParam.optional(),
  /** Slugs as the home page sends them (make=bmw&model=3-series-e90). */
  make: slug.optional(),
  model: slug.optional(),
  year: yearParam.optional(),
  /** Cents after parsing. */
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  vendorIds: idList.optional(),
  brandIds: nameList.optional(),
  brands: nameList.optional(),
  partType: partTypeList.optional(),
  ...offerFilterParams,
} satisfies Record<SearchFilterParam, z.ZodType>;

export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
      .refine((v) => !v.includes('\u0000'), 'must not contain null characters')
      .optional(),
    ...filterParams,
    /** With modelId and year: each result's verdict also weighs the variant and the engine code. */
    variant: variantParam.optional(),
    engine: engineParam.optional(),
    /** With modelId and year: fitments limited to a body style are judged by it. */
    body: bodyParam.optional(),
    /** `true`: search the words as typed, without correcting them ("search instead for …"). */
    literal: flag.optional(),
    /**
     * `true`: make, model and year (and variant, engine, body) are the shopper's My Garage vehicle,
     * applied by default rather than chosen for this search: a vehicle named in the words replaces it.
     */
    garage: flag.optional(),
    sort: z.enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` }).default('price_asc'),
    page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'starts at 1').max(SEARCH_MAX_PAGE, 'is too large').default(1),
    pageSize: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'must not be below minPrice',
    path: ['maxPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchResultPartSchema = partWithListingsSchema.extend({
  /**
   * A featured placement: labelled, price untouched. In `parts` it keeps the place the sort gives it;
   * the others are in `featured`.
   */
  featured: z.boolean(),
  featuredLabel: z.string().nullable(),
  /** The part's honest deal labels, from the same history and rule as its part page. */
  dealLabels: dealLabelsSchema,
  /** With modelId and year in the query: true, false or null (the data cannot say). */
  ...fitVerdictFields,
});
export type SearchResultPart = z.infer<typeof searchResultPartSchema>;

const facetSchema = z.object({ id: z.number(), name: z.string(), count: z.number() });
/** A part type's entry: its catalog id (the `partType` parameter's value) and the name a shopper reads. */
const partTypeFacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number() });

/** Featured placements shown beside one page of results, at most this many. */
export const FEATURED_STRIP_SIZE = 2;

/** The vehicle a search is for: read from its text ("2015 BMW M3") or chosen in a selector. */
export const searchVehicleSchema = z.object({
  makeId: z.number().nullable(),
  modelId: z.number().nullable(),
  generation: z.string().nullable(),
  year: z.number().nullable(),
  /** "2015 BMW M3 (F80)". */
  label: z.string(),
  /** Where it came from: the words of the query, or the vehicle selector (make/model/year). */
  source: z.enum(['query', 'selector']),
});
export type SearchVehicle = z.infer<typeof searchVehicleSchema>;

export const vehicleChoiceSchema = z.object({
  makeId: z.number(),
  modelId: z.number(),
  generation: z.string().nullable(),
  /** "BMW M3 (E46) 2001–2006". */
  label: z.string(),
  /** The make and model as a search address names them (make=bmw&model=m3-e46). */
  makeSlug: z.string().nullable(),
  modelSlug: z.string().nullable(),
});

export const searchResponseSchema = z.object({
  /** What was searched for when it differs from what was typed ("brake pads" for "brkae pads"); null otherwise. */
  correctedQuery: z.string().nullable(),
  /** The words searched for once the vehicle is taken out (null: none, the vehicle alone filters). */
  remainingText: z.string().nullable(),
  vehicle: searchVehicleSchema.nullable(),
  /** Models the query's vehicle words could mean when they name more than one. */
  vehicleChoices: z.array(vehicleChoiceSchema),
  /** The results in the chosen sort, exactly: featured placements never move (one that matches is labelled where it falls). */
  parts: z.array(searchResultPartSchema),
  /**
   * Featured placements matching the search, for their own labelled strip above the results:
   * highest priority first, none that is already among this page's `parts`.
   */
  featured: z.array(searchResultPartSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  facets: z.object({
    categories: z.array(facetSchema),
    vendors: z.array(facetSchema),
    brands: z.array(z.object({ name: z.string(), count: z.number() })),
    partTypes: z.array(partTypeFacetSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
