/**
 * What a basket costs delivered, given which offer each line is bought at. A shop with a shipping
 * policy charges it once per order on that shop's item subtotal (a flat cost, waived at or over its
 * free-shipping threshold); a shop without one charges the shipping its feed gives for each item.
 * All amounts are integer cents.
 */

/** A shop's order shipping: `flatCents` below `freeOverCents`, nothing at or over it (null: never free). */
export interface ShippingTerms {
  flatCents: number;
  freeOverCents: number | null;
}

/** One offer a line can be bought at. */
export interface LineOffer {
  listingId: number;
  vendorId: number;
  unitCents: number;
  /** The item's own shipping per unit, charged only by shops without a policy. */
  unitShippingCents: number;
  deliveryDaysMax: number | null;
}

export interface CostLine {
  quantity: number;
  offers: readonly LineOffer[];
}

/** Shipping terms by vendor id; a vendor missing here has no policy. */
export type ShopTerms = ReadonlyMap<number, ShippingTerms>;

export interface ShopBill {
  vendorId: number;
  subtotalCents: number;
  shippingCents: number;
}

/** The shipping a shop with `terms` charges on an order with this item subtotal. */
export function orderShipping(terms: ShippingTerms, subtotalCents: number): number {
  return terms.freeOverCents !== null && subtotalCents >= terms.freeOverCents ? 0 : terms.flatCents;
}

/**
 * Each shop's bill for a choice of offers (`choice[i]` indexes line i's offers; -1 leaves the line
 * out), in the order the shops first appear.
 */
export function shopBills(lines: readonly CostLine[], terms: ShopTerms, choice: readonly number[]): ShopBill[] {
  const bills = new Map<number, { subtotalCents: number; itemShippingCents: number }>();
  lines.forEach((line, i) => {
    const pick = choice[i] ?? -1;
    if (pick < 0) return;
    const offer = line.offers[pick]!;
    const bill = bills.get(offer.vendorId) ?? { subtotalCents: 0, itemShippingCents: 0 };
    bill.subtotalCents += offer.unitCents * line.quantity;
    bill.itemShippingCents += offer.unitShippingCents * line.quantity;
    bills.set(offer.vendorId, bill);
  });
  return [...bills].map(([vendorId, bill]) => {
    const policy = terms.get(vendorId);
    return {
      vendorId,
      subtotalCents: bill.subtotalCents,
      shippingCents: policy ? orderShipping(policy, bill.subtotalCents) : bill.itemShippingCents,
    };
  });
}

/** Items plus every chosen shop's shipping. */
export function basketCost(lines: readonly CostLine[], terms: ShopTerms, choice: readonly number[]): number {
  return shopBills(lines, terms, choice).reduce((sum, b) => sum + b.subtotalCents + b.shippingCents, 0);
}
