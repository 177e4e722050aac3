/**
 * A basket priced delivered: each line's usable offers (in stock, price not out of date, delivered in
 * time), each shop's order shipping from its policy, and the three plans of `basket-plans.ts` turned
 * into the answer's amounts, shops, Buy links and hints.
 */
import type { CostLine, LineOffer, ShippingTerms } from '@shared/rules/basket-cost';
import { freeShippingHints, type BasketPlan } from '@shared/rules/basket-plans';
import { withClickOrigin } from '@shared/rules/click-origin';
import { centsToAmount, formatUsd } from '@shared/rules/money';
import type { BasketQuote, QuotePlan } from '@shared/schemas/basket';
import type { BasketOfferRow, BasketPartRow } from './basket.queries';
import { provenPlans } from './proven-plans';

export interface QuoteLine {
  part: BasketPartRow;
  quantity: number;
}

interface PricedOffer extends LineOffer {
  vendorName: string;
}

/** A listing's latest delivery day: its own, else its shop's standard days. */
const deliveryDays = (row: BasketOfferRow) => row.delivery_days_max ?? row.policy?.standardDays[1] ?? null;

/** Why a line has no usable offer, from the most to the least fixable for the shopper. */
function unavailableReason(rows: readonly BasketOfferRow[], deliverWithinDays: number | null): string {
  if (rows.length === 0) return 'No shop lists it';
  const inStock = rows.filter((r) => r.in_stock);
  if (inStock.length === 0) return 'Out of stock at every shop';
  const fresh = inStock.filter((r) => !r.stale);
  if (fresh.length === 0) return 'In stock only at prices that may be out of date';
  return `No shop in stock delivers it within ${deliverWithinDays} ${deliverWithinDays === 1 ? 'day' : 'days'}`;
}

function usable(row: BasketOfferRow, deliverWithinDays: number | null): boolean {
  if (!row.in_stock || row.stale) return false;
  if (deliverWithinDays === null) return true;
  const days = deliveryDays(row);
  return days !== null && days <= deliverWithinDays;
}

const termsOf = (row: BasketOfferRow): ShippingTerms | null =>
  row.policy ? { flatCents: row.policy.standardShippingCents, freeOverCents: row.policy.freeShippingThresholdCents } : null;

export async function priceBasket(lines: readonly QuoteLine[], offers: readonly BasketOfferRow[], deliverWithinDays: number | null): Promise<BasketQuote> {
  const terms = new Map<number, ShippingTerms>();
  const vendorNames = new Map<number, string>();
  for (const row of offers) {
    vendorNames.set(row.vendor_id, row.vendor_name);
    const policy = termsOf(row);
    if (policy) terms.set(row.vendor_id, policy);
  }
  const byPart = new Map<number, BasketOfferRow[]>();
  for (const row of offers) byPart.set(row.part_id, [...(byPart.get(row.part_id) ?? []), row]);

  const costLines: (CostLine & { offers: PricedOffer[] })[] = lines.map((line) => ({
    quantity: line.quantity,
    offers: (byPart.get(line.part.id) ?? [])
      .filter((row) => usable(row, deliverWithinDays))
      .map((row) => ({
        listingId: row.listing_id,
        vendorId: row.vendor_id,
        vendorName: row.vendor_name,
        unitCents: row.price_cents,
        unitShippingCents: row.shipping_cost_cents,
        deliveryDaysMax: deliveryDays(row),
      })),
  }));

  const toPlan = (plan: BasketPlan): QuotePlan => ({
    kind: plan.kind,
    exact: plan.exact,
    total: centsToAmount(plan.totalCents),
    itemsTotal: centsToAmount(plan.itemsCents),
    shippingTotal: centsToAmount(plan.shippingCents),
    shops: plan.shops.map((shop) => {
      const bought = shop.lines.map((i) => ({ line: lines[i]!, offer: costLines[i]!.offers[plan.choice[i]!]! }));
      const days = bought.map((b) => b.offer.deliveryDaysMax);
      const threshold = terms.get(shop.vendorId)?.freeOverCents ?? null;
      return {
        vendorId: shop.vendorId,
        vendorName: vendorNames.get(shop.vendorId)!,
        subtotal: centsToAmount(shop.subtotalCents),
        shipping: centsToAmount(shop.shippingCents),
        freeShippingThreshold: threshold === null ? null : centsToAmount(threshold),
        missingForFreeShipping: shop.missingForFreeCents === null ? null : centsToAmount(shop.missingForFreeCents),
        deliveryDaysMax: days.some((d) => d === null) ? null : Math.max(...(days as number[])),
        lines: bought.map(({ line, offer }) => ({
          slug: line.part.slug,
          listingId: offer.listingId,
          quantity: line.quantity,
          unitPrice: centsToAmount(offer.unitCents),
          url: withClickOrigin(`/go/${offer.listingId}`, 'basket'),
        })),
      };
    }),
    unavailable: plan.unavailable.map((i) => lines[i]!.part.slug),
    hints: freeShippingHints(plan, terms).map((hint) => {
      const vendorName = vendorNames.get(hint.vendorId)!;
      const shipping = plan.shops.find((s) => s.vendorId === hint.vendorId)!.shippingCents;
      return {
        vendorId: hint.vendorId,
        vendorName,
        add: centsToAmount(hint.addCents),
        saves: centsToAmount(shipping - hint.addCents),
        text: `Add ${formatUsd(centsToAmount(hint.addCents))} at ${vendorName} for free shipping`,
      };
    }),
  });

  const usedVendors = new Set(costLines.flatMap((l) => l.offers.map((o) => o.vendorId)));
  return {
    plans: (await provenPlans(costLines, terms)).map(toPlan),
    policies: Object.fromEntries(
      [...terms].filter(([vendorId]) => usedVendors.has(vendorId)).map(([vendorId, t]) => [String(vendorId), { flatCents: t.flatCents, freeOverCents: t.freeOverCents }]),
    ),
    lines: lines.map((line, i) => ({
      slug: line.part.slug,
      name: line.part.name,
      brand: line.part.brand,
      partNumber: line.part.part_number,
      quantity: line.quantity,
      unavailableReason: costLines[i]!.offers.length ? null : unavailableReason(byPart.get(line.part.id) ?? [], deliverWithinDays),
    })),
    deliverWithinDays,
  };
}
