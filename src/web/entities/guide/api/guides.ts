import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';
import { guideKeys } from './guide-keys';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const guideCardList = arrayOf(() => import('@shared/schemas/guides').then((module) => module.guideCardSchema));
const guideDetail = () => import('@shared/schemas/guides').then((module) => module.guideDetailSchema);

/** Every guide as a knowledge-base card; each carries the path of its own page. */
export function useGuideCards() {
  return useQuery({ queryKey: guideKeys.all, queryFn: () => getJson('/api/guides', guideCardList) });
}

/** One guide with its full content and its parts' catalog links. */
export function useGuide(slug: string) {
  return useQuery({
    queryKey: guideKeys.detail(slug),
    queryFn: () => getJson(`/api/guides/${encodeURIComponent(slug)}`, guideDetail),
  });
}
