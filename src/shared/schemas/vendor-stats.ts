import { z } from 'zod';

/**
 * One retailer's live figures for the /vendors directory: how many catalog parts it
 * offers and when Pitlane last refreshed its prices.
 */
export const vendorStatsSchema = z.object({
  vendorId: z.number(),
  /** Distinct catalog parts the vendor has a listing for. */
  partsListed: z.number().int().nonnegative(),
  /**
   * The last time one of its prices was refreshed (a feed run or a live answer), as ISO 8601,
   * whether or not the price changed; null while Pitlane holds no offer from it.
   */
  pricesUpdatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;

/** GET /api/vendors/stats: one entry per active vendor. */
export const vendorStatsListSchema = z.array(vendorStatsSchema);
