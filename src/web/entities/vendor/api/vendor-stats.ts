import { useQuery } from '@tanstack/react-query';
import { vendorStatsListSchema, type VendorStats } from '@shared/schemas/vendor-stats';
import { getJson } from '@web/lib/api';
import { vendorKeys } from './vendor-keys';

/** Each vendor's live figures (parts listed, price freshness), keyed by vendor id. */
export function useVendorStats() {
  return useQuery({
    queryKey: vendorKeys.stats,
    queryFn: () => getJson('/api/vendors/stats', vendorStatsListSchema),
    select: (list): ReadonlyMap<number, VendorStats> => new Map(list.map((stats) => [stats.vendorId, stats])),
  });
}
