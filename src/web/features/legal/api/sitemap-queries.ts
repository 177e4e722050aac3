import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const categoryList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.categorySchema));
const guideCardList = arrayOf(() => import('@shared/schemas/guides').then((module) => module.guideCardSchema));

/** Same key and shape as the home page's list, so a visitor who came from home fetches it once. */
export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: () => getJson('/api/categories', categoryList) });
}

/** The knowledge base's guide cards; each carries the path of its own page. */
export function useGuides() {
  return useQuery({ queryKey: ['guides'], queryFn: () => getJson('/api/guides', guideCardList) });
}
