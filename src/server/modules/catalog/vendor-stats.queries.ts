import { countDistinct, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, vendors } from '../../db/schema';

/**
 * Per active vendor: distinct parts listed and the latest `last_seen_at` of its listings (stamped on
 * every refresh, unlike `updated_at`, which moves only when an offer changes). Left join, so a
 * vendor without listings still appears, with 0 and null. One grouped scan over the
 * (vendor_id, part_id) index.
 */
export function loadVendorStats(db: Database) {
  return db
    .select({
      vendorId: vendors.id,
      partsListed: countDistinct(listings.partId),
      lastSeenAt: max(listings.lastSeenAt),
    })
    .from(vendors)
    .leftJoin(listings, eq(listings.vendorId, vendors.id))
    .where(eq(vendors.isActive, true))
    .groupBy(vendors.id);
}
