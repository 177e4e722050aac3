import { useQuery } from '@tanstack/react-query';
import { getJson, getJsonOrNullOn401 } from '@web/lib/api';

// Imported on the first real fetch: a page hydrating from its embedded data needs no zod.
const schemas = () => import('@shared/schemas/basket');

/** The shopper's basket with its quote (GET /api/basket). */
export function useStoredBasket() {
  return useQuery({
    queryKey: ['basket', 'stored'],
    queryFn: () => getJson('/api/basket', () => schemas().then((m) => m.storedBasketSchema)),
  });
}

/** How many units the basket holds, for the header; null before the gate lets the visitor in. */
export function useBasketCount() {
  return useQuery({
    queryKey: ['basket', 'count'],
    queryFn: () => getJsonOrNullOn401('/api/basket/count', () => schemas().then((m) => m.basketCountSchema)),
  });
}
