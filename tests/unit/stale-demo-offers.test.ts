import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from '../../src/demo/seed/catalog/build-demo-catalog';
import { STALE_DEMO_OFFER_AGE_DAYS } from '../../src/demo/seed/catalog/stale-offers';
import { FEED_BACKED_DEMO_VENDORS } from '../../src/demo/seed/data/vendors';

describe('demo offers confirmed days ago', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const parts = buildDemoCatalog({ now });
  const aged = parts.flatMap((part) => part.listings.filter((l) => l.lastSeenAt).map((offer) => ({ part, offer })));

  it('exist, a few days old, on vendors no scheduled feed refreshes', () => {
    expect(aged.length).toBeGreaterThan(5);
    for (const { offer } of aged) {
      expect(now.getTime() - offer.lastSeenAt!.getTime()).toBe(STALE_DEMO_OFFER_AGE_DAYS * 86_400_000);
      expect(FEED_BACKED_DEMO_VENDORS.has(offer.vendorSlug)).toBe(false);
    }
  });

  it('are each the dearest total of several offers and never the only one in stock, so the order and the best buy do not change', () => {
    const total = (l: { priceCents: number; shippingCostCents: number }) => l.priceCents + l.shippingCostCents;
    for (const { part, offer } of aged) {
      expect(part.listings.filter((l) => l.lastSeenAt)).toHaveLength(1);
      expect(part.listings.length).toBeGreaterThanOrEqual(3);
      for (const other of part.listings) if (other !== offer) expect(total(other)).toBeLessThan(total(offer));
      if (offer.inStock) expect(part.listings.some((l) => l !== offer && l.inStock)).toBe(true);
    }
  });
});
