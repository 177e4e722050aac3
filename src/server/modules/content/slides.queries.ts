import { asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, listings, makes, parts, vendors } from '../../db/schema';

/** The live figures the application overview quotes: what the network holds right now. */
export async function loadOverviewFigures(db: Database) {
  const [vendorRows, partRows, listingRows, makeRows, categoryRows] = await Promise.all([
    db.select({ name: vendors.name }).from(vendors).where(eq(vendors.isActive, true)).orderBy(asc(vendors.sortOrder), asc(vendors.name)),
    db.select({ n: count() }).from(parts),
    // Only offers a shopper can follow: those of active vendors.
    db
      .select({ n: count(), lastUpdated: max(listings.updatedAt) })
      .from(listings)
      .innerJoin(vendors, eq(vendors.id, listings.vendorId))
      .where(eq(vendors.isActive, true)),
    db.select({ n: count() }).from(makes),
    db.select({ n: count() }).from(categories),
  ]);
  const lastUpdated = listingRows[0]?.lastUpdated;
  return {
    vendorNames: vendorRows.map((r) => r.name),
    parts: Number(partRows[0]?.n ?? 0),
    listings: Number(listingRows[0]?.n ?? 0),
    makes: Number(makeRows[0]?.n ?? 0),
    categories: Number(categoryRows[0]?.n ?? 0),
    pricesUpdatedAt: lastUpdated ? new Date(lastUpdated) : null,
  };
}

export type OverviewFigures = Awaited<ReturnType<typeof loadOverviewFigures>>;
