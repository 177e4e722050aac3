import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { UnmatchedStatus } from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import { unmatchedFeedItems, vendors } from '../../db/schema';

/** One review-queue entry as written by a run. */
export interface UnmatchedEntry {
  sku: string;
  reason: string;
  title: string;
  brand: string | null;
  mpn: string | null;
  gtin: string | null;
  numbers: string[];
  product_type: string | null;
  link: string;
  image_link: string | null;
  price_cents: number;
}

/**
 * Adds or refreshes the run's unmatched items, one row per (vendor, item id). An entry a reviewer
 * dismissed stays dismissed; one that a run had matched before reopens.
 */
export async function upsertUnmatched(tx: Database, vendorId: number, runId: number, entries: readonly UnmatchedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`
    insert into unmatched_feed_items as u (
      vendor_id, vendor_sku, reason, title, brand, mpn, gtin, numbers, product_type, link, image_link, price_cents,
      status, last_run_id, first_seen_at, last_seen_at, resolved_at)
    select ${vendorId}, e.sku, e.reason, e.title, e.brand, e.mpn, e.gtin, coalesce(e.numbers, '[]'::jsonb), e.product_type,
      e.link, e.image_link, e.price_cents, 'open', ${runId}, now(), now(), null
    from json_to_recordset(${JSON.stringify(entries)}::json) as e(
      sku text, reason text, title text, brand text, mpn text, gtin text, numbers jsonb, product_type text,
      link text, image_link text, price_cents int)
    on conflict (vendor_id, vendor_sku) do update set
      reason = excluded.reason, title = excluded.title, brand = excluded.brand, mpn = excluded.mpn,
      gtin = excluded.gtin, numbers = excluded.numbers, product_type = excluded.product_type, link = excluded.link,
      image_link = excluded.image_link, price_cents = excluded.price_cents, last_run_id = excluded.last_run_id,
      last_seen_at = excluded.last_seen_at,
      status = case when u.status = 'dismissed' then u.status else 'open' end,
      resolved_at = case when u.status = 'dismissed' then u.resolved_at else null end
  `);
}

/**
 * Open entries whose items this run stored as listings (seen now, in the run's transaction) leave
 * the queue: a part with their number has been added, or a reviewer mapped them. Once per run.
 */
export async function resolveMatched(tx: Database, vendorId: number): Promise<void> {
  await tx.execute(sql`
    update unmatched_feed_items u set status = 'matched', resolved_at = now()
    from listings l
    where u.vendor_id = ${vendorId} and u.status = 'open'
      and l.vendor_id = ${vendorId} and l.vendor_sku = u.vendor_sku and l.last_seen_at = now()
  `);
}

export async function findUnmatched(db: Database, options: { vendorId?: number; status: UnmatchedStatus; limit: number }) {
  const where = and(
    eq(unmatchedFeedItems.status, options.status),
    options.vendorId !== undefined ? eq(unmatchedFeedItems.vendorId, options.vendorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: unmatchedFeedItems, vendorSlug: vendors.slug })
      .from(unmatchedFeedItems)
      .innerJoin(vendors, eq(vendors.id, unmatchedFeedItems.vendorId))
      .where(where)
      .orderBy(desc(unmatchedFeedItems.lastSeenAt), unmatchedFeedItems.id)
      .limit(options.limit),
    db.select({ n: count() }).from(unmatchedFeedItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Open entries per vendor, for the status overview. */
export async function countOpenUnmatched(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ vendorId: unmatchedFeedItems.vendorId, n: count() })
    .from(unmatchedFeedItems)
    .where(eq(unmatchedFeedItems.status, 'open'))
    .groupBy(unmatchedFeedItems.vendorId);
  return new Map(rows.map((r) => [r.vendorId, r.n]));
}

/**
 * A reviewer sets an entry aside; later runs keep it dismissed. Returns what it was (for the audit
 * log), or null for an unknown id.
 */
export async function dismissUnmatched(db: Database, id: number): Promise<{ status: UnmatchedStatus; linkedPartId: number | null } | null> {
  const [before] = await db
    .select({ status: unmatchedFeedItems.status, linkedPartId: unmatchedFeedItems.linkedPartId })
    .from(unmatchedFeedItems)
    .where(eq(unmatchedFeedItems.id, id))
    .for('update');
  if (!before) return null;
  await db.update(unmatchedFeedItems).set({ status: 'dismissed', linkedPartId: null, resolvedAt: new Date() }).where(eq(unmatchedFeedItems.id, id));
  return before;
}
