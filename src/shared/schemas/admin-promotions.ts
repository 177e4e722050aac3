import { z } from 'zod';
import { bodyId } from './common';
import { adminPage, adminTableQuery } from './admin-table';

/**
 * Where a featured placement shows. A placement only decides what fills a labelled featured slot:
 * it never changes a price or moves a result in the organic order.
 */
export const PROMOTION_PLACEMENTS = ['search'] as const;
export type PromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];
export const PROMOTION_PLACEMENT_LABELS: Record<PromotionPlacement, string> = { search: 'Search results: featured strip' };

export const PROMOTION_STATES = ['scheduled', 'active', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

const when = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });

const promotionFields = z.object({
  partId: bodyId('is required'),
  placement: z.enum(PROMOTION_PLACEMENTS, { error: `must be one of ${PROMOTION_PLACEMENTS.join(', ')}` }),
  label: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is too long (40 characters at most)'),
  startsAt: when,
  endsAt: when.nullable(),
  priority: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most 1000'),
});

const endsAfterStart = (value: { startsAt?: string; endsAt?: string | null }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const endsAfterStartIssue = { message: 'must be after the start', path: ['endsAt'] };

export const promotionCreateSchema = promotionFields
  .extend({ placement: promotionFields.shape.placement.default('search'), priority: promotionFields.shape.priority.default(0), endsAt: when.nullable().default(null) })
  .refine(endsAfterStart, endsAfterStartIssue);
export type PromotionCreate = z.input<typeof promotionCreateSchema>;
export const promotionPatchSchema = promotionFields.partial().refine(endsAfterStart, endsAfterStartIssue);
export type PromotionPatch = z.input<typeof promotionPatchSchema>;

export const adminPromotionSchema = z.object({
  id: z.number(),
  partId: z.number(),
  partName: z.string(),
  partNumber: z.string(),
  partSlug: z.string(),
  placement: z.enum(PROMOTION_PLACEMENTS),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  priority: z.number(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const PROMOTION_SORTS = ['startsAt', 'endsAt', 'label', 'priority', 'partName'] as const;
export const adminPromotionsQuerySchema = adminTableQuery(PROMOTION_SORTS, 'startsAt', 'desc').extend({
  state: z.enum(['all', ...PROMOTION_STATES], { error: 'must be all, scheduled, active or ended' }).default('all'),
});
export type AdminPromotionsQuery = z.infer<typeof adminPromotionsQuerySchema>;
export const adminPromotionsResponseSchema = adminPage(adminPromotionSchema);
export type AdminPromotionsResponse = z.infer<typeof adminPromotionsResponseSchema>;
