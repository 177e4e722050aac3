import { partLookupResponseSchema } from '@shared/schemas/admin-catalog';
import { ADMIN_QUERY_ROOT, adminQueryString, useAdminQuery } from '@web/lib/admin-api';

export function usePartLookup(q: string) {
  const text = q.trim();
  return useAdminQuery([ADMIN_QUERY_ROOT, 'part-lookup', text], `/api/admin/catalog/parts/lookup${adminQueryString({ q: text })}`, partLookupResponseSchema, {
    enabled: text.length >= 2,
  });
}
