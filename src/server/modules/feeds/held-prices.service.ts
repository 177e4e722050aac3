/**
 * The review queue of held price changes: an operator accepts one (the offer as it arrived is applied
 * through the one upsert path, the guard set aside, so the part's offer columns and its price alerts
 * follow) or rejects it (the listing keeps its last good price). Each decision is audited.
 */
import { centsToAmount } from '@shared/rules/money';
import { priceChangeText } from '@shared/rules/price-change';
import type { HeldPrice, HeldPriceStatus } from '@shared/schemas/feeds';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { upsertOffers, type ListingOffer } from '../listings';
import { recordAudit, type AuditActor } from '../operators';
import { findVendorBySlug } from './feeds.queries';
import { decideHeldPrice, findHeldPrices, findHeldPriceStatus, lockOpenHeldPrice, type HeldPriceRow } from './held-prices.queries';

function toHeldPrice(row: HeldPriceRow): HeldPrice {
  const { entry } = row;
  return {
    id: entry.id,
    vendorSlug: row.vendorSlug,
    vendorName: row.vendorName,
    listingId: entry.listingId,
    vendorSku: row.vendorSku,
    partName: row.partName,
    partSlug: row.partSlug,
    previousPrice: centsToAmount(entry.previousPriceCents),
    newPrice: centsToAmount(entry.newPriceCents),
    medianPrice: centsToAmount(entry.medianPriceCents),
    change: priceChangeText(entry.previousPriceCents, entry.newPriceCents),
    source: entry.source,
    runId: entry.runId,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function createHeldPricesService(db: Database) {
  /** Locks the open entry or answers why not: 404 for none, 409 for one already decided. */
  async function openEntry(tx: Database, id: number) {
    const entry = await lockOpenHeldPrice(tx, id);
    if (entry) return entry;
    const status = await findHeldPriceStatus(tx, id);
    if (!status) throw new HttpError(404, 'Held price change not found');
    throw new HttpError(409, `The held price change is not open (its status is ${status})`);
  }

  return {
    async list(options: { vendor?: string; status: HeldPriceStatus; limit: number }): Promise<{ items: HeldPrice[]; total: number }> {
      let vendorId: number | undefined;
      if (options.vendor !== undefined) {
        const vendor = await findVendorBySlug(db, options.vendor);
        if (!vendor) throw new HttpError(404, `No vendor with slug "${options.vendor}"`);
        vendorId = vendor.id;
      }
      const { rows, total } = await findHeldPrices(db, { vendorId, status: options.status, limit: options.limit });
      return { items: rows.map(toHeldPrice), total };
    },

    /** Applies the held offer whole; the offer refresh records the part's change for its price alerts. */
    async accept(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (trx) => {
        const tx = trx as Database;
        const entry = await openEntry(tx, id);
        await upsertOffers(tx, entry.vendorId, [entry.offer as unknown as ListingOffer], { source: entry.source, guardPrices: false });
        await decideHeldPrice(tx, id, 'accepted');
        const change = { previousPriceCents: entry.previousPriceCents, newPriceCents: entry.newPriceCents, medianPriceCents: entry.medianPriceCents };
        await recordAudit(tx, { operator: actor, action: 'held_price.accepted', entity: 'held_price_change', entityId: id, before: { status: 'open', ...change }, after: { status: 'accepted' } });
      });
    },

    async reject(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (trx) => {
        const tx = trx as Database;
        const entry = await openEntry(tx, id);
        await decideHeldPrice(tx, id, 'rejected');
        const change = { previousPriceCents: entry.previousPriceCents, newPriceCents: entry.newPriceCents, medianPriceCents: entry.medianPriceCents };
        await recordAudit(tx, { operator: actor, action: 'held_price.rejected', entity: 'held_price_change', entityId: id, before: { status: 'open', ...change }, after: { status: 'rejected' } });
      });
    },
  };
}

export type HeldPricesService = ReturnType<typeof createHeldPricesService>;
