import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BasketComparison, BasketOffer } from '@shared/schemas/basket';
import { bestCompleteShop, bestPerPartTotal, offersByShop, shopTotals } from '@shared/rules/basket';
import { bestOffer } from '@shared/rules/best-offer';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { groupListings, findListings, findParts } from '../parts';

const PartSlugRow = z.object({ id: z.number(), slug: z.string() });

export function createBasketService(db: Database) {
  return {
    /** The parts named, each with every shop's offer, and the totals per shop and overall. */
    async compare(slugs: string[]): Promise<BasketComparison> {
      const unique = [...new Set(slugs)];
      const found = await queryRows(db, PartSlugRow, sql`select id, slug from parts where slug in (${sql.join(unique.map((s) => sql`${s}`), sql`, `)})`);
      const idBySlug = new Map(found.map((r) => [r.slug, r.id]));
      const ids = unique.flatMap((s) => (idBySlug.has(s) ? [idBySlug.get(s)!] : []));
      const [rows, listingRows] = await Promise.all([findParts(db, ids), findListings(db, ids)]);
      const listings = groupListings(listingRows);

      const parts = ids.flatMap((id) => {
        const row = rows.find((r) => r.id === id);
        if (!row) return [];
        // One offer per shop (its best), in the offer rule's order.
        const offers: BasketOffer[] = offersByShop((listings.get(id) ?? []).map((l) => ({ ...l, vendorName: l.vendor.name }))).map((l) => ({
          vendorId: l.vendorId,
          vendorName: l.vendorName,
          totalPrice: l.totalPrice,
          inStock: l.inStock,
          stale: l.stale,
          url: l.url,
        }));
        return [{ slug: row.slug, name: row.name, brand: row.brand, partNumber: row.part_number, url: `/product/${row.slug}`, offers, best: bestOffer(offers) }];
      });
      const offerLists = parts.map((p) => p.offers);
      const shops = shopTotals(offerLists);
      return {
        parts,
        shops,
        bestShop: bestCompleteShop(shops),
        bestTotal: parts.length ? bestPerPartTotal(offerLists) : null,
        missing: unique.filter((s) => !idBySlug.has(s)),
      };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
