import {
  adminPromotionSchema,
  adminPromotionsResponseSchema,
  type AdminPromotionsQuery,
  type PromotionCreate,
  type PromotionPatch,
} from '@shared/schemas/admin-promotions';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const PROMOTIONS_KEY = [ADMIN_QUERY_ROOT, 'promotions'] as const;

export function usePromotions(query: Partial<AdminPromotionsQuery>) {
  return useAdminQuery([...PROMOTIONS_KEY, query], `/api/admin/promotions${adminQueryString(query)}`, adminPromotionsResponseSchema);
}

export function useCreatePromotion() {
  return useAdminMutation((body: PromotionCreate) => adminRequest('POST', '/api/admin/promotions', adminPromotionSchema, body), [PROMOTIONS_KEY]);
}

export function useUpdatePromotion() {
  return useAdminMutation(
    ({ id, patch }: { id: number; patch: PromotionPatch }) => adminRequest('PATCH', `/api/admin/promotions/${id}`, adminPromotionSchema, patch),
    [PROMOTIONS_KEY],
  );
}

export function useDeletePromotion() {
  return useAdminMutation((id: number) => adminRequest('DELETE', `/api/admin/promotions/${id}`, null), [PROMOTIONS_KEY]);
}
