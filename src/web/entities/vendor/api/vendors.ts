import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';
import { vendorKeys } from './vendor-keys';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const vendorList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.vendorSchema));

/** GET /api/vendors: one key for every page that lists vendors, so the list is fetched once per visit. */
export function useVendors() {
  return useQuery({ queryKey: vendorKeys.all, queryFn: () => getJson('/api/vendors', vendorList) });
}
