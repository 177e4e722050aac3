import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const partDetail = () => import('@shared/schemas/parts').then((module) => module.partDetailSchema);

/**
 * GET /api/parts/slug/{slug}: everything the product page shows, with the fit verdict for the
 * vehicle given (`vehicle`: modelId, year, variant, engine as query fields). Waits while `ready` is
 * false (My Garage not known yet), so the page asks once, with the vehicle.
 */
export function usePartBySlug(slug: string, vehicle: Record<string, string> = {}, ready = true) {
  const query = new URLSearchParams(vehicle).toString();
  return useQuery({
    queryKey: ['parts', 'slug', slug, vehicle],
    queryFn: () => getJson(`/api/parts/slug/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`, partDetail),
    enabled: slug.length > 0 && ready,
  });
}
