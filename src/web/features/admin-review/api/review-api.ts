import { catalogChoicesSchema, partLookupResponseSchema } from '@shared/schemas/admin-catalog';
import {
  reviewActionResultSchema,
  reviewCreatePartResultSchema,
  reviewQueueResponseSchema,
  type ReviewCreatePart,
  type ReviewQueueQuery,
} from '@shared/schemas/admin-review';
import {
  fitmentImportRunDetailSchema,
  fitmentImportRunListSchema,
  fitmentReportClosedSchema,
  fitmentReportListSchema,
  type FitmentReportStatus,
} from '@shared/schemas/fitment';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const REVIEW_KEY = [ADMIN_QUERY_ROOT, 'review'] as const;

export function useReviewQueue(query: Partial<ReviewQueueQuery>) {
  return useAdminQuery([...REVIEW_KEY, query], `/api/admin/review-queue${adminQueryString(query)}`, reviewQueueResponseSchema);
}

export function usePartLookup(q: string) {
  const text = q.trim();
  return useAdminQuery([ADMIN_QUERY_ROOT, 'part-lookup', text], `/api/admin/catalog/parts/lookup${adminQueryString({ q: text })}`, partLookupResponseSchema, {
    enabled: text.length >= 2,
  });
}

export function useCategories() {
  return useAdminQuery([ADMIN_QUERY_ROOT, 'catalog-choices'], '/api/admin/catalog/choices', catalogChoicesSchema);
}

export function useLinkItems() {
  return useAdminMutation(
    (body: { ids: number[]; partId: number }) => adminRequest('POST', '/api/admin/review-queue/link', reviewActionResultSchema, body),
    [REVIEW_KEY],
  );
}

export function useDismissItems() {
  return useAdminMutation((body: { ids: number[] }) => adminRequest('POST', '/api/admin/review-queue/dismiss', reviewActionResultSchema, body), [REVIEW_KEY]);
}

export function useCreatePartFrom(id: number) {
  return useAdminMutation(
    (body: ReviewCreatePart) => adminRequest('POST', `/api/admin/review-queue/${id}/create-part`, reviewCreatePartResultSchema, body),
    [REVIEW_KEY],
  );
}

const FITMENT_REPORTS_KEY = [ADMIN_QUERY_ROOT, 'fitment-reports'] as const;

export function useFitmentReports(status: FitmentReportStatus) {
  return useAdminQuery([...FITMENT_REPORTS_KEY, status], `/api/admin/fitment-reports${adminQueryString({ status })}`, fitmentReportListSchema);
}

export function useCloseFitmentReport() {
  return useAdminMutation(
    (body: { id: number; status: 'resolved' | 'dismissed' }) =>
      adminRequest('POST', `/api/admin/fitment-reports/${body.id}/close`, fitmentReportClosedSchema, { status: body.status }),
    [FITMENT_REPORTS_KEY],
  );
}

const FITMENT_IMPORTS_KEY = [ADMIN_QUERY_ROOT, 'fitment-imports'] as const;

/** The latest fitment imports (the command's and the console's), newest first. */
export function useFitmentImports() {
  return useAdminQuery([...FITMENT_IMPORTS_KEY], '/api/admin/fitment-imports', fitmentImportRunListSchema);
}

/** One fitment import with its refused rows by line; null holds the query until a run is picked. */
export function useFitmentImport(id: number | null) {
  return useAdminQuery([...FITMENT_IMPORTS_KEY, id], `/api/admin/fitment-imports/${id ?? 0}`, fitmentImportRunDetailSchema, { enabled: id !== null });
}
