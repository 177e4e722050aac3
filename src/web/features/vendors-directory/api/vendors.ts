import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorSchema } from '@shared/schemas/catalog';
import { getJson } from '@web/lib/api';

/** GET /api/vendors; the key is the home page's too, so the list is fetched once per visit. */
export function useVendors() {
  return useQuery({ queryKey: ['vendors'], queryFn: () => getJson('/api/vendors', z.array(vendorSchema)) });
}
