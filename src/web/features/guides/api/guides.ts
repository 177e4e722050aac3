import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const guideCardList = arrayOf(() => import('@shared/schemas/guides').then((module) => module.guideCardSchema));
const guideDetail = () => import('@shared/schemas/guides').then((module) => module.guideDetailSchema);

/** Every guide as a knowledge-base card. */
export function useGuideCards() {
  return useQuery({ queryKey: ['guides'], queryFn: () => getJson('/api/guides', guideCardList) });
}

/** One guide with its full content and its parts' catalog links. */
export function useGuide(slug: string) {
  return useQuery({
    queryKey: ['guides', slug],
    queryFn: () => getJson(`/api/guides/${encodeURIComponent(slug)}`, guideDetail),
  });
}
