import { z } from 'zod';
import { bodyId, MAX_ROW_ID } from './common';
import { adminPage, adminTableQuery, bulkIdsSchema } from './admin-table';
import { partFields } from './admin-catalog';
import { UNMATCHED_STATUSES } from './feeds';

/** One unmatched feed offer as the review queue lists it. */
export const reviewItemSchema = z.object({
  id: z.number(),
  vendorId: z.number(),
  vendorSlug: z.string(),
  vendorName: z.string(),
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
  linkedPart: z.object({ id: z.number(), name: z.string(), partNumber: z.string(), slug: z.string() }).nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const REVIEW_SORTS = ['lastSeenAt', 'title', 'vendor', 'price'] as const;
export const reviewQueueQuerySchema = adminTableQuery(REVIEW_SORTS, 'lastSeenAt', 'desc').extend({
  status: z.enum(UNMATCHED_STATUSES, { error: `must be one of ${UNMATCHED_STATUSES.join(', ')}` }).default('open'),
  vendorId: z.coerce.number({ error: 'must be a vendor id' }).int().positive('must be a vendor id').max(MAX_ROW_ID, 'must be a vendor id').optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export const reviewQueueResponseSchema = adminPage(reviewItemSchema);
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const reviewLinkSchema = z.object({ ids: bulkIdsSchema, partId: bodyId('is required') });
export type ReviewLink = z.input<typeof reviewLinkSchema>;
export const reviewDismissSchema = z.object({ ids: bulkIdsSchema });
export type ReviewDismiss = z.input<typeof reviewDismissSchema>;
/** How many entries a bulk action changed. */
export const reviewActionResultSchema = z.object({ changed: z.number() });

const newPart = partFields('is required');
/** A new catalog part made from an unmatched offer (then linked to it). */
export const reviewCreatePartSchema = z.object({
  name: newPart.name,
  brand: newPart.brand,
  partNumber: newPart.partNumber,
  categoryId: bodyId('is required'),
  description: newPart.description.default(''),
});
export type ReviewCreatePart = z.input<typeof reviewCreatePartSchema>;
export const reviewCreatePartResultSchema = z.object({ partId: z.number(), slug: z.string(), partNumber: z.string() });
