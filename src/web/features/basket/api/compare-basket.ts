import { useQuery } from '@tanstack/react-query';
import { sendJson } from '@web/lib/api';

// Imported when a basket is built: the page hydrates without zod.
const basketComparison = () => import('@shared/schemas/basket').then((module) => module.basketComparisonSchema);

export const BASKET_URL = '/api/basket/compare';

/** The parts compared across shops; fetched once per list of parts. */
export function useBasketComparison(slugs: string[]) {
  return useQuery({
    queryKey: ['basket', slugs],
    queryFn: () => sendJson(BASKET_URL, { parts: slugs }, basketComparison),
    enabled: slugs.length > 0,
  });
}
