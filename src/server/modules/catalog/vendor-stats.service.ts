import type { VendorStats } from '@shared/schemas/vendor-stats';
import type { Database } from '../../db/client';
import { loadVendorStats } from './vendor-stats.queries';

export function createVendorStatsService(db: Database) {
  return {
    /** Each active vendor's parts listed and when its prices were last refreshed, for the /vendors page. */
    async list(): Promise<VendorStats[]> {
      const rows = await loadVendorStats(db);
      return rows.map((row) => ({
        vendorId: row.vendorId,
        partsListed: Number(row.partsListed),
        // Drivers differ: node-postgres gives a Date, PGlite's raw aggregate may come back as a string.
        pricesUpdatedAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
      }));
    },
  };
}

export type VendorStatsService = ReturnType<typeof createVendorStatsService>;
