import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewQueueQuery } from '@shared/schemas/admin-review';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { partGtins, parts, unmatchedFeedItems, vendors } from '../../db/schema';
import type { DatabaseOrTransaction } from '../operators';

export type ReviewEntryRow = typeof unmatchedFeedItems.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  lastSeenAt: sql`${unmatchedFeedItems.lastSeenAt}`,
  title: sql`lower(${unmatchedFeedItems.title})`,
  vendor: sql`lower(${vendors.name})`,
  price: sql`${unmatchedFeedItems.priceCents}`,
} satisfies Record<ReviewQueueQuery['sort'], SQL>;

/** One page of the review queue: status, vendor and text filters, sorted, with the linked part. */
export async function findReviewPage(db: Database, query: ReviewQueueQuery) {
  const where = and(
    eq(unmatchedFeedItems.status, query.status),
    query.vendorId !== undefined ? eq(unmatchedFeedItems.vendorId, query.vendorId) : undefined,
    query.q
      ? or(
          ilike(unmatchedFeedItems.title, likePattern(query.q)),
          ilike(unmatchedFeedItems.vendorSku, likePattern(query.q)),
          ilike(unmatchedFeedItems.mpn, likePattern(query.q)),
          ilike(unmatchedFeedItems.brand, likePattern(query.q)),
        )
      : undefined,
  );
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        item: unmatchedFeedItems,
        vendorSlug: vendors.slug,
        vendorName: vendors.name,
        part: { id: parts.id, name: parts.name, partNumber: parts.partNumber, slug: parts.slug },
      })
      .from(unmatchedFeedItems)
      .innerJoin(vendors, eq(vendors.id, unmatchedFeedItems.vendorId))
      .leftJoin(parts, eq(parts.id, unmatchedFeedItems.linkedPartId))
      .where(where)
      .orderBy(order, asc(unmatchedFeedItems.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(unmatchedFeedItems).innerJoin(vendors, eq(vendors.id, unmatchedFeedItems.vendorId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The entries a decision is about, locked until it is recorded. */
export async function lockEntries(tx: DatabaseOrTransaction, ids: readonly number[]): Promise<ReviewEntryRow[]> {
  return tx.select().from(unmatchedFeedItems).where(inArray(unmatchedFeedItems.id, [...ids])).orderBy(unmatchedFeedItems.id).for('update');
}

export async function markLinked(tx: DatabaseOrTransaction, ids: readonly number[], partId: number): Promise<void> {
  await tx
    .update(unmatchedFeedItems)
    .set({ status: 'linked', linkedPartId: partId, resolvedAt: new Date() })
    .where(inArray(unmatchedFeedItems.id, [...ids]));
}

/**
 * Records the GTINs of items a reviewer linked as the part's, so the next feed carrying one (from this
 * retailer or any other) matches it at once. A GTIN already held by a part keeps that part: one
 * reviewer's link does not move another part's offers. Returns the GTINs recorded.
 */
export async function rememberGtins(tx: DatabaseOrTransaction, gtins: readonly string[], partId: number): Promise<string[]> {
  const unique = [...new Set(gtins)];
  if (unique.length === 0) return [];
  const rows = await tx
    .insert(partGtins)
    .values(unique.map((gtin) => ({ gtin, partId })))
    .onConflictDoNothing({ target: partGtins.gtin })
    .returning({ gtin: partGtins.gtin });
  return rows.map((row) => row.gtin);
}

export async function markDismissed(tx: DatabaseOrTransaction, ids: readonly number[]): Promise<void> {
  await tx
    .update(unmatchedFeedItems)
    .set({ status: 'dismissed', linkedPartId: null, resolvedAt: new Date() })
    .where(inArray(unmatchedFeedItems.id, [...ids]));
}

export async function findPartSummary(tx: DatabaseOrTransaction, partId: number) {
  const [row] = await tx.select({ id: parts.id, name: parts.name, partNumber: parts.partNumber, slug: parts.slug }).from(parts).where(eq(parts.id, partId));
  return row ?? null;
}
