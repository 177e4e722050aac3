import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { guideCardSchema, guideDetailSchema } from '@shared/schemas/guides';
import { getJson } from '@web/lib/api';

/** Every guide as a knowledge-base card. */
export function useGuideCards() {
  return useQuery({ queryKey: ['guides'], queryFn: () => getJson('/api/guides', z.array(guideCardSchema)) });
}

/** One guide with its full content and its parts' catalog links. */
export function useGuide(slug: string) {
  return useQuery({
    queryKey: ['guides', slug],
    queryFn: () => getJson(`/api/guides/${encodeURIComponent(slug)}`, guideDetailSchema),
  });
}
