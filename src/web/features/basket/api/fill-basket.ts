import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BasketLineInput, StoredBasket } from '@shared/schemas/basket';
import { sendJson } from '@web/lib/api';

// Imported on the first fill: the page hydrates without zod.
const storedBasket = () => import('@shared/schemas/basket').then((module) => module.storedBasketSchema);

/**
 * Adds lines to the shopper's stored basket (POST /api/basket/lines, repeats added up), then shows
 * the basket as it now is to every view of it: the header's count and /basket.
 */
export function useFillBasket() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (lines: BasketLineInput[]) => sendJson('/api/basket/lines', { lines }, storedBasket),
    onSuccess: (basket: StoredBasket) => {
      queries.setQueryData(['basket', 'stored'], basket);
      queries.setQueryData(['basket', 'count'], { count: basket.count });
    },
  });
}
