import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const testimonialList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.testimonialSchema));

export function useTestimonials() {
  return useQuery({ queryKey: ['testimonials'], queryFn: () => getJson('/api/testimonials', testimonialList) });
}
