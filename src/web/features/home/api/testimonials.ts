import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { testimonialSchema } from '@shared/schemas/catalog';
import { getJson } from '@web/lib/api';

export function useTestimonials() {
  return useQuery({ queryKey: ['testimonials'], queryFn: () => getJson('/api/testimonials', z.array(testimonialSchema)) });
}
