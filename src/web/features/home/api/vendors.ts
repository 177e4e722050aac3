import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorSchema } from '@shared/schemas/catalog';
import { getJson } from '@web/lib/api';

export function useVendors() {
  return useQuery({ queryKey: ['vendors'], queryFn: () => getJson('/api/vendors', z.array(vendorSchema)) });
}
