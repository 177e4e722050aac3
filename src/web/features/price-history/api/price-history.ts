import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const priceHistory = () => import('@shared/schemas/parts').then((module) => module.priceHistorySchema);

/** GET /api/parts/{id}/price-history: the daily lowest price over the last 90 days. */
export function usePriceHistory(partId: number | undefined) {
  return useQuery({
    queryKey: ['parts', partId, 'price-history'],
    queryFn: () => getJson(`/api/parts/${partId}/price-history`, priceHistory),
    // The id comes from the part's own request; wait for it.
    enabled: partId !== undefined,
  });
}
