import { z } from 'zod';
import { FEED_FORMATS } from './feed-formats';

/** The product feed formats: their ids and everything said of them live in their registry, feed-formats.ts. */
export { FEED_FORMATS, type FeedFormat } from './feed-formats';

/** Environment variables a vendor's credentials may name: only these, so no setting can send another secret of the server away. */
export const FEED_SECRET_PREFIX = 'FEED_SECRET_';
export const feedSecretName = z
  .string()
  .regex(/^FEED_SECRET_[A-Z0-9_]{1,100}$/, 'must name an environment variable starting with FEED_SECRET_ (upper case, digits, _)');

/**
 * How a vendor's feed url is authenticated, by reference to environment variables (never the
 * secret itself): HTTP Basic, a bearer token, a header, or a query parameter. A feed url may also
 * carry `{env:FEED_SECRET_…}` placeholders (Awin's download urls hold the key in their path).
 */
export const feedCredentialsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('basic'), usernameEnv: feedSecretName, passwordEnv: feedSecretName }),
  z.object({ type: z.literal('bearer'), tokenEnv: feedSecretName }),
  z.object({ type: z.literal('header'), header: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a header name'), valueEnv: feedSecretName }),
  z.object({ type: z.literal('query'), param: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be a parameter name'), valueEnv: feedSecretName }),
]);
export type FeedCredentials = z.infer<typeof feedCredentialsSchema>;

/** What a run's fetch got: 200 (read), 304 (not modified), an error, or none (a file or an upload). */
export const FEED_FETCH_RESULTS = ['200', '304', 'error'] as const;
export type FeedFetchResult = (typeof FEED_FETCH_RESULTS)[number];

/**
 * A run is `running`, then `succeeded`, `failed` (nothing changed), `refused` (another run of the
 * vendor was in progress) or `cancelled` (an operator, the client that asked for it going away, or a
 * shutdown stopped it; nothing changed). `interrupted` is how older releases recorded a run whose
 * process died; such runs are now recorded as failed. `not_modified`: the feed url answered 304 to the
 * validators of the last applied answer; nothing was read, the vendor's feed listings count as confirmed.
 *
 * `held`: a full feed far smaller than the vendor's last successful run (the shrink guard); staged,
 * nothing applied, waiting for an operator to accept it (then `accepted`, applied by a new run) or
 * for a later successful run of the vendor (then `superseded`).
 */
export const FEED_RUN_STATUSES = [
  'running',
  'succeeded',
  'not_modified',
  'failed',
  'refused',
  'cancelled',
  'interrupted',
  'held',
  'accepted',
  'superseded',
] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];

/** Who started a run: the command line, the scheduler, or an admin request. */
export const FEED_TRIGGERS = ['cli', 'schedule', 'admin'] as const;
export type FeedTrigger = (typeof FEED_TRIGGERS)[number];

/**
 * Review queue states: waiting for a reviewer, matched by a later run, set aside by a reviewer, or
 * linked by a reviewer to a catalog part (later runs list the item on that part).
 */
export const UNMATCHED_STATUSES = ['open', 'matched', 'dismissed', 'linked'] as const;
export type UnmatchedStatus = (typeof UNMATCHED_STATUSES)[number];

/** A held price change: waiting, applied by an operator, set aside by one, or replaced by a later price. */
export const HELD_PRICE_STATUSES = ['open', 'accepted', 'rejected', 'superseded'] as const;
export type HeldPriceStatus = (typeof HELD_PRICE_STATUSES)[number];

/**
 * Freshness: a listing whose price was last confirmed longer ago than this is shown as "price may be
 * out of date" and ranked after fresh offers. The server's value comes from FRESHNESS_MAX_AGE_HOURS
 * and is served by GET /api/feeds/freshness; this is its default.
 */
export const DEFAULT_FRESHNESS_MAX_AGE_HOURS = 48;
export { PRICE_MAY_BE_OUT_OF_DATE } from './constants';

export const freshnessSchema = z.object({ maxAgeHours: z.number() });
export type Freshness = z.infer<typeof freshnessSchema>;

/** Whether a listing last seen at `lastSeenAt` (ISO text or Date) is past the freshness age at `now`. */
export function isPriceStale(lastSeenAt: string | Date, maxAgeHours: number, now: Date = new Date()): boolean {
  const seen = typeof lastSeenAt === 'string' ? Date.parse(lastSeenAt) : lastSeenAt.getTime();
  if (!Number.isFinite(seen)) return true;
  return now.getTime() - seen > maxAgeHours * 60 * 60 * 1000;
}

const vendorSlug = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'is too long')
  .regex(/^[a-z0-9-]+$/, 'must be a vendor slug (lower-case letters, digits, dashes)');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) url' }).max(2000, 'is too long');

/** POST /api/admin/feeds/ingest with a JSON body: fetch the vendor's feed (its configured url unless given). */
export const feedIngestRequestSchema = z.object({
  vendor: vendorSlug,
  source: httpUrl.optional(),
  format: z.enum(FEED_FORMATS).optional(),
  /** False for a partial (delta) feed: listings missing from it keep their stock status. */
  full: z.boolean().default(true),
  /** Read the vendor's feed url even when it has not changed: the stored ETag / Last-Modified are not sent. */
  force: z.boolean().default(false),
});
export type FeedIngestRequest = z.input<typeof feedIngestRequestSchema>;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** POST /api/admin/feeds/ingest with the feed itself as an application/octet-stream body. */
export const feedUploadQuerySchema = z.object({
  vendor: vendorSlug,
  /** What to record as the run's source (the CLI sends the file name or the url it read). */
  source: z.string().trim().min(1).max(2000).optional(),
  format: z.enum(FEED_FORMATS).optional(),
  full: queryBoolean.default(true),
});

export const feedRunSchema = z.object({
  id: z.number(),
  vendorId: z.number(),
  vendorSlug: z.string(),
  vendorName: z.string(),
  source: z.string(),
  format: z.enum(FEED_FORMATS).nullable(),
  trigger: z.enum(FEED_TRIGGERS),
  fullFeed: z.boolean(),
  status: z.enum(FEED_RUN_STATUSES),
  /** A url's fetch: "200" read, "304" not modified, "error"; null for a file or an upload. */
  fetchResult: z.enum(FEED_FETCH_RESULTS).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  bytesRead: z.number(),
  itemsRead: z.number(),
  matched: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  priceChanges: z.number(),
  unmatched: z.number(),
  rejected: z.number(),
  markedOutOfStock: z.number(),
  /** Items with a "was" price their vendor's own last 30 days do not support. */
  unsupportedWasPrice: z.number(),
  /** Items whose price change is held for review (the price anomaly guard). */
  heldPrices: z.number(),
  error: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedRejectionSchema = z.object({ line: z.number(), itemId: z.string().nullable(), reason: z.string() });
export type FeedRejection = z.infer<typeof feedRejectionSchema>;

/** One run with the first of its rejections (line and reason). */
export const feedRunDetailSchema = feedRunSchema.extend({ rejections: z.array(feedRejectionSchema) });
export type FeedRunDetail = z.infer<typeof feedRunDetailSchema>;

export const feedRunsQuerySchema = z.object({
  vendor: vendorSlug.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const feedRunsResponseSchema = z.object({ runs: z.array(feedRunSchema) });

export const unmatchedItemSchema = z.object({
  id: z.number(),
  vendorSlug: z.string(),
  vendorSku: z.string(),
  reason: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  mpn: z.string().nullable(),
  gtin: z.string().nullable(),
  numbers: z.array(z.string()),
  productType: z.string().nullable(),
  link: z.string(),
  price: z.number(),
  status: z.enum(UNMATCHED_STATUSES),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type UnmatchedItem = z.infer<typeof unmatchedItemSchema>;

export const unmatchedQuerySchema = z.object({
  vendor: vendorSlug.optional(),
  status: z.enum(UNMATCHED_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const unmatchedResponseSchema = z.object({ items: z.array(unmatchedItemSchema), total: z.number() });

/** A price change the price guard held for review, as the console lists it. */
export const heldPriceSchema = z.object({
  id: z.number(),
  vendorSlug: z.string(),
  vendorName: z.string(),
  listingId: z.number(),
  vendorSku: z.string(),
  partName: z.string(),
  partSlug: z.string(),
  /** The listing's price when the change arrived (what it still shows), the held price, and the 30-day median it was judged by. */
  previousPrice: z.number(),
  newPrice: z.number(),
  medianPrice: z.number(),
  /** "$9.29 → $0.93, −90%". */
  change: z.string(),
  source: z.enum(['feed', 'live']),
  runId: z.number().nullable(),
  status: z.enum(HELD_PRICE_STATUSES),
  createdAt: z.string(),
});
export type HeldPrice = z.infer<typeof heldPriceSchema>;

export const heldPricesQuerySchema = z.object({
  vendor: vendorSlug.optional(),
  status: z.enum(HELD_PRICE_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const heldPricesResponseSchema = z.object({ items: z.array(heldPriceSchema), total: z.number() });
