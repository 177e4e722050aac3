import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HeldOffer, ListingOffer } from './listing-offer';

/**
 * Puts held price changes in the review queue, one open entry per listing: a later held price for the
 * same listing replaces the open entry (the newest offer is the one to judge).
 */
export async function saveHeldPriceChanges(
  db: Database,
  vendorId: number,
  held: readonly HeldOffer<ListingOffer>[],
  context: { source: 'feed' | 'live'; runId: number | null },
): Promise<void> {
  const rows = held.map(
    (h) =>
      sql`(${h.listingId}, ${vendorId}, ${context.runId}, ${context.source}, ${h.previousPriceCents}, ${h.offer.priceCents}, ${h.medianPriceCents}, ${JSON.stringify(h.offer)}::jsonb)`,
  );
  await db.execute(sql`
    insert into held_price_changes (listing_id, vendor_id, run_id, source, previous_price_cents, new_price_cents, median_price_cents, offer)
    values ${sql.join(rows, sql`, `)}
    on conflict (listing_id) where status = 'open' do update set
      run_id = excluded.run_id, source = excluded.source, previous_price_cents = excluded.previous_price_cents,
      new_price_cents = excluded.new_price_cents, median_price_cents = excluded.median_price_cents,
      offer = excluded.offer, created_at = now()`);
}
