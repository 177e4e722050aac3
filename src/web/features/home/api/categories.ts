import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema } from '@shared/schemas/catalog';
import { getJson } from '@web/lib/api';

export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: () => getJson('/api/categories', z.array(categorySchema)) });
}
