import {
  adminPartSchema,
  adminPartsResponseSchema,
  catalogChoicesSchema,
  type AdminPartsQuery,
  type FitmentCreate,
  type NumberCreate,
  type PartPatch,
} from '@shared/schemas/admin-catalog';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const CATALOG_KEY = [ADMIN_QUERY_ROOT, 'catalog'] as const;

export function useParts(query: Partial<AdminPartsQuery>) {
  return useAdminQuery([...CATALOG_KEY, 'parts', query], `/api/admin/catalog/parts${adminQueryString(query)}`, adminPartsResponseSchema);
}

export function usePart(id: number) {
  return useAdminQuery([...CATALOG_KEY, 'part', id], `/api/admin/catalog/parts/${id}`, adminPartSchema);
}

export function useCatalogChoices() {
  return useAdminQuery([ADMIN_QUERY_ROOT, 'catalog-choices'], '/api/admin/catalog/choices', catalogChoicesSchema);
}

const partUrl = (id: number) => `/api/admin/catalog/parts/${id}`;

export function usePartChanges(id: number) {
  const keys = [CATALOG_KEY];
  return {
    update: useAdminMutation((patch: PartPatch) => adminRequest('PATCH', partUrl(id), adminPartSchema, patch), keys),
    addFitment: useAdminMutation((body: FitmentCreate) => adminRequest('POST', `${partUrl(id)}/fitments`, adminPartSchema, body), keys),
    removeFitment: useAdminMutation((fitmentId: number) => adminRequest('DELETE', `${partUrl(id)}/fitments/${fitmentId}`, adminPartSchema), keys),
    addNumber: useAdminMutation((body: NumberCreate) => adminRequest('POST', `${partUrl(id)}/numbers`, adminPartSchema, body), keys),
    removeNumber: useAdminMutation((numberId: number) => adminRequest('DELETE', `${partUrl(id)}/numbers/${numberId}`, adminPartSchema), keys),
  };
}
