import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BasketComparison, BasketLineInput, BasketOffer, BasketQuote } from '@shared/schemas/basket';
import { BASKET_MAX_QUANTITY } from '@shared/schemas/basket';
import { offersByShop, shopTotals } from '@shared/rules/basket';
import { bestOffer } from '@shared/rules/best-offer';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { HttpError } from '../../http/http-error';
import { groupListings, findListings, findParts } from '../parts';
import { priceBasket, type QuoteLine } from './basket-quote';
import { findBasketOffers, findPartsBySlug } from './basket.queries';

const PartSlugRow = z.object({ id: z.number(), slug: z.string() });

/** The lines asked for, one per part (repeats added up), each checked against the catalog. */
async function resolveLines(db: Database, asked: readonly BasketLineInput[]): Promise<QuoteLine[]> {
  const parts = new Map((await findPartsBySlug(db, [...new Set(asked.map((l) => l.slug))])).map((p) => [p.slug, p]));
  const issues: { field: string; message: string }[] = [];
  const lines = new Map<string, QuoteLine>();
  asked.forEach((line, i) => {
    const part = parts.get(line.slug);
    if (!part) return issues.push({ field: `lines.${i}.slug`, message: 'is not a part we list' });
    const quantity = (lines.get(line.slug)?.quantity ?? 0) + line.quantity;
    if (quantity > BASKET_MAX_QUANTITY) return issues.push({ field: `lines.${i}.quantity`, message: `adds up to more than ${BASKET_MAX_QUANTITY} of this part` });
    lines.set(line.slug, { part, quantity });
  });
  if (issues.length) throw new HttpError(400, `Invalid body: ${issues.map((i) => i.field).join(', ')}`, issues);
  return [...lines.values()];
}

export function createBasketService(db: Database) {
  async function quoteLines(lines: QuoteLine[], deliverWithinDays: number | null): Promise<BasketQuote> {
    const offers = await findBasketOffers(db, lines.map((l) => l.part.id));
    return priceBasket(lines, offers, deliverWithinDays);
  }

  return {
    /** The basket priced delivered three ways; 400 naming the line for an unknown part. */
    async quote(asked: readonly BasketLineInput[], deliverWithinDays?: number): Promise<BasketQuote> {
      return quoteLines(await resolveLines(db, asked), deliverWithinDays ?? null);
    },

    /** Lines already checked against the catalog (the stored basket's), priced the same way. */
    quoteLines,

    /**
     * The parts named, each with every shop's offer side by side, and one of each priced by the quote's
     * plans: the single shop and the total are what buying them delivered costs, shipping once per shop.
     */
    async compare(slugs: string[]): Promise<BasketComparison> {
      const unique = [...new Set(slugs)];
      const found = await queryRows(db, PartSlugRow, sql`select id, slug from parts where slug in (${sql.join(unique.map((s) => sql`${s}`), sql`, `)})`);
      const idBySlug = new Map(found.map((r) => [r.slug, r.id]));
      const ids = unique.flatMap((s) => (idBySlug.has(s) ? [idBySlug.get(s)!] : []));
      const [rows, listingRows, partRows] = await Promise.all([findParts(db, ids), findListings(db, ids), findPartsBySlug(db, unique.filter((s) => idBySlug.has(s)))]);
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
      const shops = shopTotals(parts.map((p) => p.offers));
      const quote = parts.length ? await quoteLines(partRows.map((part) => ({ part, quantity: 1 })), null) : null;
      const optimal = quote?.plans.find((p) => p.kind === 'optimal');
      const single = quote?.plans.find((p) => p.kind === 'single-shop');
      const singleShop = single && single.unavailable.length === 0 && single.shops[0] ? single.shops[0] : null;
      return {
        parts,
        shops,
        bestShop: singleShop ? { vendorId: singleShop.vendorId, vendorName: singleShop.vendorName, total: single!.total, partsInStock: parts.length, complete: true } : null,
        bestTotal: optimal && optimal.unavailable.length === 0 ? optimal.total : null,
        missing: unique.filter((s) => !idBySlug.has(s)),
        plans: quote?.plans ?? [],
      };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
