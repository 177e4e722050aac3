import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const categoryList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.categorySchema));

export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: () => getJson('/api/categories', categoryList) });
}
