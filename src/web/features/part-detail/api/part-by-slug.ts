import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const partDetail = () => import('@shared/schemas/parts').then((module) => module.partDetailSchema);

/** GET /api/parts/slug/{slug}: everything the product page shows. */
export function usePartBySlug(slug: string) {
  return useQuery({
    queryKey: ['parts', 'slug', slug],
    queryFn: () => getJson(`/api/parts/slug/${encodeURIComponent(slug)}`, partDetail),
    enabled: slug.length > 0,
  });
}
