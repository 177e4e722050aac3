import { useQuery } from '@tanstack/react-query';
import { partDetailSchema } from '@shared/schemas/parts';
import { getJson } from '@web/lib/api';

/** GET /api/parts/slug/{slug}: everything the product page shows. */
export function usePartBySlug(slug: string) {
  return useQuery({
    queryKey: ['parts', 'slug', slug],
    queryFn: () => getJson(`/api/parts/slug/${encodeURIComponent(slug)}`, partDetailSchema),
    enabled: slug.length > 0,
  });
}
