/**
 * The shape of `vendors.connector` (jsonb): which connector talks to the vendor and how. Parsed on
 * every use so a bad row is reported on that vendor's status instead of breaking a search.
 */
import { z } from 'zod';

/** A dotted path into an item ("pricing.sale", "images.0.url"). */
const fieldPath = z.string().min(1).max(200);
/** A path, or a flag true when the value there equals `equals` (or, for a list, contains it). */
const fieldSpec = z.union([
  fieldPath,
  z.object({ path: fieldPath, equals: z.union([z.string(), z.number(), z.boolean()]) }),
]);
export type FieldSpec = z.infer<typeof fieldSpec>;

const common = {
  /** Per-vendor timeout; the search's overall deadline still applies. */
  timeoutMs: z.number().int().min(50).max(60_000).optional(),
  /** Requests in flight toward this vendor at once, across all searches of this server. */
  maxConcurrency: z.number().int().min(1).max(64).default(4),
  breaker: z
    .object({
      /** Consecutive failures (errors or timeouts) that open the circuit. */
      failureThreshold: z.number().int().min(1).max(1000).default(3),
      /** How long an open circuit skips the vendor before one trial call. */
      cooldownMs: z.number().int().min(100).max(3_600_000).default(30_000),
    })
    .default({ failureThreshold: 3, cooldownMs: 30_000 }),
  /** Set by configureDemoConnectors: the vendor is served by the local simulator. */
  simulated: z.boolean().optional(),
};

/**
 * A vendor search API answering JSON. `searchUrl` is a template: {partNumber}, {text}, {make},
 * {model} and {year} are replaced by the url-encoded values (empty when not given).
 */
export const httpJsonConnectorSchema = z.object({
  kind: z.literal('http-json'),
  searchUrl: z.string().url().max(2000),
  /** Where the list of items is in the answer; "" for a top-level array. */
  itemsPath: z.string().max(200).default(''),
  headers: z.record(z.string(), z.string()).optional(),
  /** Largest answer read, in bytes. */
  maxBytes: z.number().int().min(1024).max(20_000_000).default(2_000_000),
  fields: z.object({
    sku: fieldSpec,
    partName: fieldSpec,
    partNumber: fieldSpec,
    price: fieldSpec,
    productUrl: fieldSpec,
    brand: fieldSpec.optional(),
    originalPrice: fieldSpec.optional(),
    inStock: fieldSpec.optional(),
    stockQuantity: fieldSpec.optional(),
    shippingCost: fieldSpec.optional(),
    hasFreeShipping: fieldSpec.optional(),
    hasSameDayShipping: fieldSpec.optional(),
    hasNextDayDelivery: fieldSpec.optional(),
    inStore: fieldSpec.optional(),
    estimatedDelivery: fieldSpec.optional(),
    deliveryDaysMin: fieldSpec.optional(),
    deliveryDaysMax: fieldSpec.optional(),
    /** A list (or comma-separated text) of further numbers: OEM cross references. */
    otherNumbers: fieldSpec.optional(),
  }),
  ...common,
});
export type HttpJsonConnectorConfig = z.infer<typeof httpJsonConnectorSchema>;
export type FieldMapping = HttpJsonConnectorConfig['fields'];

/** Answers from the vendor's listings already stored from its product feed. */
export const feedConnectorSchema = z.object({
  kind: z.literal('feed'),
  /** Ignore listings not refreshed for this long (a stale feed is no live price). */
  maxAgeHours: z.number().positive().max(24 * 365).optional(),
  maxResults: z.number().int().min(1).max(200).default(20),
  ...common,
});
export type FeedConnectorConfig = z.infer<typeof feedConnectorSchema>;

/**
 * eBay's Browse API (`/buy/browse/v1/item_summary/search`), searched by part number with the vehicle
 * as `compatibility_filter`. The OAuth application token is obtained with the application's client id
 * and secret (client credentials grant, ebay-token.ts), both read from environment variables named
 * here (FEED_SECRET_*), never stored; a ready token in a variable (`tokenEnv`) is used as it is. The
 * campaign id makes eBay answer with affiliate urls (eBay Partner Network).
 */
const secretEnv = z.string().regex(/^FEED_SECRET_[A-Z0-9_]{1,100}$/, 'must name a FEED_SECRET_ environment variable');
export const ebayBrowseConnectorSchema = z
  .object({
  kind: z.literal('ebay-browse'),
  /** The API's origin: https://api.ebay.com (or the sandbox, or the simulator). */
  endpoint: z.string().url().max(500).default('https://api.ebay.com'),
  marketplaceId: z.string().regex(/^EBAY_[A-Z]{2,5}$/).default('EBAY_US'),
  /** eBay Motors parts and accessories. */
  categoryId: z.string().regex(/^\d{1,10}$/).default('6030'),
  /** The application's OAuth client id (App ID) and secret (Cert ID): a token is requested with them. */
  clientIdEnv: secretEnv.optional(),
  clientSecretEnv: secretEnv.optional(),
  /** Where tokens are requested; `{endpoint}/identity/v1/oauth2/token` when not given. */
  tokenUrl: z.string().url().max(500).optional(),
  scope: z.string().min(1).max(500).default('https://api.ebay.com/oauth/api_scope'),
  /** A ready application token (renewed outside Pitlane), instead of the client credentials. */
  tokenEnv: secretEnv.optional(),
  /** eBay Partner Network campaign id (campid). */
  campaignId: z.string().regex(/^\d{1,20}$/).optional(),
  limit: z.number().int().min(1).max(200).default(50),
  maxBytes: z.number().int().min(1024).max(20_000_000).default(2_000_000),
  ...common,
  })
  .refine((c) => (c.clientIdEnv && c.clientSecretEnv) || c.tokenEnv, {
    message: 'needs clientIdEnv and clientSecretEnv (or a ready token in tokenEnv)',
    path: ['clientIdEnv'],
  });
export type EbayBrowseConnectorConfig = z.infer<typeof ebayBrowseConnectorSchema>;

export const connectorConfigSchema = z.discriminatedUnion('kind', [httpJsonConnectorSchema, feedConnectorSchema, ebayBrowseConnectorSchema]);
export type ConnectorConfig = z.infer<typeof connectorConfigSchema>;

/** The parsed config, or a one-line reason it is unusable. */
export function parseConnectorConfig(raw: unknown): { config: ConnectorConfig } | { problem: string } {
  const parsed = connectorConfigSchema.safeParse(raw);
  if (parsed.success) return { config: parsed.data };
  const first = parsed.error.issues[0];
  return { problem: `connector misconfigured: ${first?.path.join('.') || 'config'} ${first?.message ?? 'is invalid'}` };
}
