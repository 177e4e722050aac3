/**
 * Connector for a vendor we only know through its product feed: answers from the listings the
 * feed ingestion stored. Its offers are already listings, so they carry their ids and are not
 * upserted again (that would stamp `last_seen_at` for a price nobody just saw).
 */
import type { Database } from '../../../db/client';
import { findStoredOffers } from '../pricing.queries';
import type { FeedConnectorConfig } from './config';
import type { Connector, ConnectorOffer, VendorQuery } from './types';

export function createFeedConnector(db: Database, vendorId: number, config: FeedConnectorConfig): Connector {
  return {
    async search(query: VendorQuery): Promise<ConnectorOffer[]> {
      const rows = await findStoredOffers(db, vendorId, query, { limit: config.maxResults, maxAgeHours: config.maxAgeHours });
      return rows.map((row) => ({
        listingId: row.listing_id,
        partId: row.part_id,
        vendorSku: row.vendor_sku,
        partName: row.part_name,
        partNumber: row.part_number,
        brand: row.brand,
        priceCents: row.price_cents,
        originalPriceCents: row.original_price_cents,
        shippingCostCents: row.shipping_cost_cents,
        shippingEstimated: row.shipping_estimated,
        shippingOptions: row.shipping_options,
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        hasFreeShipping: row.has_free_shipping,
        hasSameDayShipping: row.has_same_day_shipping,
        hasNextDayDelivery: row.has_next_day_delivery,
        inStore: row.in_store,
        inStock: row.in_stock,
        stockQuantity: row.stock_quantity,
        deliveryDaysMin: row.delivery_days_min,
        deliveryDaysMax: row.delivery_days_max,
        estimatedDelivery: null,
        productUrl: row.url,
        wasWindowPrices: row.was_window_prices,
      }));
    },
  };
}
