import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema } from '@shared/schemas/catalog';
import { guideCardSchema } from '@shared/schemas/guides';
import { getJson } from '@web/lib/api';

/** Same key and shape as the home page's list, so a visitor who came from home fetches it once. */
export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: () => getJson('/api/categories', z.array(categorySchema)) });
}

/** The knowledge base's guide cards; each carries the path of its own page. */
export function useGuides() {
  return useQuery({ queryKey: ['guides'], queryFn: () => getJson('/api/guides', z.array(guideCardSchema)) });
}
