import {
  adminVendorSchema,
  adminVendorsResponseSchema,
  type AdminVendorsQuery,
  type VendorCreate,
  type VendorPatch,
} from '@shared/schemas/admin-vendors';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const VENDORS_KEY = [ADMIN_QUERY_ROOT, 'vendors'] as const;

export function useVendors(query: Partial<AdminVendorsQuery>) {
  return useAdminQuery([...VENDORS_KEY, 'list', query], `/api/admin/vendors${adminQueryString(query)}`, adminVendorsResponseSchema);
}

export function useVendor(id: number) {
  return useAdminQuery([...VENDORS_KEY, 'one', id], `/api/admin/vendors/${id}`, adminVendorSchema);
}

export function useUpdateVendor(id: number) {
  return useAdminMutation((patch: VendorPatch) => adminRequest('PATCH', `/api/admin/vendors/${id}`, adminVendorSchema, patch), [VENDORS_KEY]);
}

export function useCreateVendor() {
  return useAdminMutation((input: VendorCreate) => adminRequest('POST', '/api/admin/vendors', adminVendorSchema, input), [VENDORS_KEY]);
}
