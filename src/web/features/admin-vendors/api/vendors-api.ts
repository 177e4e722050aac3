import {
  adminVendorSchema,
  adminVendorsResponseSchema,
  type AdminVendorsQuery,
  type VendorCreate,
  type VendorPatch,
} from '@shared/schemas/admin-vendors';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const VENDORS_KEY = [ADMIN_QUERY_ROOT, 'vendors'] as const;

/**
 * A vendor as the console's form sends it: the fields of a vendor, not checked here. Values the schema
 * refuses are sent as typed, so the server's 400 names the field and the form shows it beside it.
 */
export type VendorFormBody = { [K in keyof VendorCreate]: unknown };

export function useVendors(query: Partial<AdminVendorsQuery>) {
  return useAdminQuery([...VENDORS_KEY, 'list', query], `/api/admin/vendors${adminQueryString(query)}`, adminVendorsResponseSchema);
}

export function useVendor(id: number) {
  return useAdminQuery([...VENDORS_KEY, 'one', id], `/api/admin/vendors/${id}`, adminVendorSchema);
}

export function useUpdateVendor(id: number) {
  return useAdminMutation((patch: VendorPatch | VendorFormBody) => adminRequest('PATCH', `/api/admin/vendors/${id}`, adminVendorSchema, patch), [VENDORS_KEY]);
}

export function useCreateVendor() {
  return useAdminMutation((input: VendorFormBody) => adminRequest('POST', '/api/admin/vendors', adminVendorSchema, input), [VENDORS_KEY]);
}
