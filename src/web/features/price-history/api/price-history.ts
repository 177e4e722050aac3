import { useQuery } from '@tanstack/react-query';
import { priceHistorySchema } from '@shared/schemas/parts';
import { getJson } from '@web/lib/api';

/** GET /api/parts/{id}/price-history: the daily lowest price over the last 90 days. */
export function usePriceHistory(partId: number | undefined) {
  return useQuery({
    queryKey: ['parts', partId, 'price-history'],
    queryFn: () => getJson(`/api/parts/${partId}/price-history`, priceHistorySchema),
    // The id comes from the part's own request; wait for it.
    enabled: partId !== undefined,
  });
}
