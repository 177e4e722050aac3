import { z } from 'zod';
import { adminPage, adminTableQuery, httpUrlField } from './admin-table';
import { FEED_FORMATS, feedCredentialsSchema } from './feeds';

/** Money in the console's forms: dollars with at most two decimals. */
const dollars = z
  .number({ error: 'must be an amount in dollars' })
  .min(0, 'must not be negative')
  .max(1_000_000, 'is too large')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals');

const dayRange = z
  .tuple([z.number().int().min(0).max(90), z.number().int().min(0).max(90)], { error: 'must be [min, max] days' })
  .refine(([min, max]) => min <= max, 'must be [min, max] with min ≤ max');

/** A vendor's published shipping terms as the console edits them (dollars). */
export const vendorShippingPolicySchema = z.object({
  freeShippingThreshold: dollars.nullable(),
  standardShipping: dollars,
  standardDays: dayRange,
  expressDays: dayRange.nullable(),
  expressShipping: dollars.nullable().optional(),
});
export type VendorShippingPolicy = z.infer<typeof vendorShippingPolicySchema>;

/** The click-out url template: "{url}" or "{url_encoded}" stands for the listing's url. */
const affiliateTemplate = z
  .string()
  .trim()
  .max(1000, 'is too long')
  .refine((value) => value.includes('{url}') || value.includes('{url_encoded}'), 'must contain {url} or {url_encoded}')
  .refine((value) => {
    try {
      const url = new URL(value.replaceAll('{url_encoded}', 'x').replaceAll('{url}', 'https://vendor.example/item'));
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must give an http(s) url');

const logo = z
  .string()
  .trim()
  .max(2000, 'is too long')
  .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) url or a site path');

export const FEED_INTERVAL_MIN_MINUTES = 15;
export const FEED_INTERVAL_MAX_MINUTES = 7 * 24 * 60;

/** Every field an operator can set on a vendor. */
export const vendorFieldsSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long'),
  slug: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'is too long')
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
  website: httpUrlField,
  logo,
  description: z.string().trim().max(2000, 'is too long'),
  /** A fraction: 0.08 is 8%. */
  commissionRate: z.number({ error: 'must be a number between 0 and 1' }).min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
  averageOrderValue: dollars,
  affiliateNetwork: z.string().trim().max(100, 'is too long').nullable(),
  affiliateTemplate: affiliateTemplate.nullable(),
  shippingPolicy: vendorShippingPolicySchema.nullable(),
  feedUrl: httpUrlField.nullable(),
  feedIntervalMinutes: z
    .number({ error: 'must be a number of minutes' })
    .int('must be whole minutes')
    .min(FEED_INTERVAL_MIN_MINUTES, `must be at least ${FEED_INTERVAL_MIN_MINUTES} minutes`)
    .max(FEED_INTERVAL_MAX_MINUTES, 'must be at most a week')
    .nullable(),
  /** The feed's format; null: detected from the content (auto). */
  feedFormat: z.enum(FEED_FORMATS, { error: `must be one of ${FEED_FORMATS.join(', ')}, or null for auto` }).nullable(),
  /** When the feed is fetched: a cron expression of five fields (UTC), checked by the server; takes the place of the interval. */
  /**
   * The shrink guard, in percent: a full feed with fewer items (or matched offers) than this share of
   * the last successful full run is held for an operator; 0 turns it off.
   */
  feedShrinkLimit: z
    .number({ error: 'must be a percentage from 0 to 100' })
    .int('must be a whole percentage')
    .min(0, 'must be a percentage from 0 to 100')
    .max(100, 'must be a percentage from 0 to 100'),
  feedSchedule: z.string({ error: 'must be a cron expression' }).trim().min(1, 'must be a cron expression').max(200, 'is too long').nullable(),
  /**
   * How the feed url is authenticated: names of FEED_SECRET_* environment variables, never a secret
   * itself (none is stored, none is sent by any API).
   */
  feedCredentials: feedCredentialsSchema.nullable(),
  /** Live connector settings (kind, endpoint, timeouts...), as the connectors read them. */
  connector: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullable(),
  isActive: z.boolean({ error: 'must be true or false' }),
});

export const vendorCreateSchema = vendorFieldsSchema.partial().required({ name: true, slug: true, website: true });
export type VendorCreate = z.input<typeof vendorCreateSchema>;
export const vendorPatchSchema = vendorFieldsSchema.partial();
export type VendorPatch = z.input<typeof vendorPatchSchema>;

export const adminVendorSchema = vendorFieldsSchema.extend({
  id: z.number(),
  listingCount: z.number(),
  lastFeedRunAt: z.string().nullable(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const VENDOR_SORTS = ['name', 'slug', 'commissionRate', 'isActive', 'listingCount'] as const;
export const VENDOR_STATUS_FILTERS = ['all', 'active', 'paused'] as const;
export const adminVendorsQuerySchema = adminTableQuery(VENDOR_SORTS, 'name').extend({
  status: z.enum(VENDOR_STATUS_FILTERS, { error: 'must be all, active or paused' }).default('all'),
});
export type AdminVendorsQuery = z.infer<typeof adminVendorsQuerySchema>;
export const adminVendorsResponseSchema = adminPage(adminVendorSchema);
export type AdminVendorsResponse = z.infer<typeof adminVendorsResponseSchema>;
