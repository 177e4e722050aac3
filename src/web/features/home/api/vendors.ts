import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const vendorList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.vendorSchema));

export function useVendors() {
  return useQuery({ queryKey: ['vendors'], queryFn: () => getJson('/api/vendors', vendorList) });
}
