/**
 * The offer rule: what a shopper pays for one unit, and which offer is the best buy. Every screen
 * and answer that says "best", "lowest" or sorts offers by price takes it from here, so the server,
 * the web app and the catalog audit cannot disagree.
 *
 * - Total price = item price + the shipping that applies to one unit. Shipping is 0 when the offer
 *   ships free or the item price reaches the vendor's free-shipping threshold; otherwise the shipping
 *   the vendor quoted, or, when it quoted none, the vendor's standard rate, marked as an estimate.
 *   Tax is never included.
 * - Order: in-stock offers first; within in stock and within out of stock, offers whose price was
 *   confirmed lately before stale ones; then total ascending, then the fresher confirmation, then the
 *   quicker delivery. An out-of-stock offer is never the best one.
 */

/** The part of a vendor's shipping policy the total needs (money in cents). */
export interface ShippingPolicyTerms {
  /** Items at or above this price ship free; null: the vendor has no threshold. */
  freeShippingThresholdCents: number | null;
  /** What the vendor charges for standard shipping when an offer quotes no shipping. */
  standardShippingCents: number;
}

/** An offer's own shipping terms as a vendor sent them (cents; null or absent: not quoted). */
export interface QuotedShipping {
  priceCents: number;
  shippingCostCents?: number | null;
  hasFreeShipping?: boolean | null;
}

export interface UnitShipping {
  shippingCents: number;
  /** The vendor quoted no shipping: its standard rate stands in ("est." on screen). */
  estimated: boolean;
}

/** The shipping one unit of an offer costs, by the rule above. */
export function unitShipping(offer: QuotedShipping, policy: ShippingPolicyTerms | null): UnitShipping {
  if (offer.hasFreeShipping) return { shippingCents: 0, estimated: false };
  const threshold = policy?.freeShippingThresholdCents;
  if (threshold != null && offer.priceCents >= threshold) return { shippingCents: 0, estimated: false };
  if (offer.shippingCostCents != null) return { shippingCents: offer.shippingCostCents, estimated: false };
  return { shippingCents: policy?.standardShippingCents ?? 0, estimated: true };
}

/** Item price plus one unit's shipping, in cents. */
export function totalCents(priceCents: number, shippingCents: number): number {
  return priceCents + shippingCents;
}

/** What ordering offers needs to know of one (amounts are the API's decimal dollars). */
export interface RankedOffer {
  totalPrice: number;
  inStock: boolean;
  /** Past the freshness age; absent means fresh. */
  stale?: boolean;
  /** When the price was last confirmed (ISO 8601); absent ranks as oldest. */
  lastSeenAt?: string | null;
  deliveryDaysMin?: number | null;
  deliveryDaysMax?: number | null;
  /** The listing's id: the last tie-break, so equal offers come in the same order from any query. */
  id?: number;
}

const cents = (amount: number) => Math.round(amount * 100);
const seenAt = (offer: RankedOffer) => (offer.lastSeenAt ? Date.parse(offer.lastSeenAt) || 0 : 0);
/** Days until the offer arrives at the latest; unknown ranks after every known delivery. */
const deliveryDays = (offer: RankedOffer) => offer.deliveryDaysMax ?? offer.deliveryDaysMin ?? Number.MAX_SAFE_INTEGER;

/**
 * The order offers are listed in everywhere (see the rule above). Offers equal on every term of the
 * rule go by listing id, so the same offers come in the same order whatever order a query returned
 * them in (a row that was just updated can come back elsewhere); 0 only for offers without ids.
 */
export function compareOffers(a: RankedOffer, b: RankedOffer): number {
  return (
    Number(!a.inStock) - Number(!b.inStock) ||
    Number(Boolean(a.stale)) - Number(Boolean(b.stale)) ||
    cents(a.totalPrice) - cents(b.totalPrice) ||
    seenAt(b) - seenAt(a) ||
    deliveryDays(a) - deliveryDays(b) ||
    (a.id ?? 0) - (b.id ?? 0)
  );
}

/** The offers in the rule's order (a stable sort: offers it cannot tell apart keep their order). */
export function sortOffers<T extends RankedOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareOffers);
}

/** The best buy: the first offer in the rule's order, when it is in stock; null when nothing is. */
export function bestOffer<T extends RankedOffer>(offers: readonly T[]): T | null {
  let best: T | null = null;
  for (const offer of offers) {
    if (offer.inStock && (best === null || compareOffers(offer, best) < 0)) best = offer;
  }
  return best;
}

/** The lowest price a shopper can buy at: the best offer's total, or null when nothing is in stock. */
export function lowestTotal(offers: readonly RankedOffer[]): number | null {
  return bestOffer(offers)?.totalPrice ?? null;
}

/** One way an offer can be shipped. */
export interface ShippingOption {
  service: string;
  /** Decimal dollars; null when the vendor does not say. */
  cost: number | null;
  daysMin: number | null;
  daysMax: number | null;
}

export interface DeliveryTerms {
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
  shippingOptions: readonly ShippingOption[];
}

/** The offer itself arrives within a day. */
export function deliversNextDay(offer: Pick<DeliveryTerms, 'deliveryDaysMin' | 'deliveryDaysMax'>): boolean {
  const latest = offer.deliveryDaysMax ?? offer.deliveryDaysMin;
  return latest != null && latest <= 1;
}

/** A shipping option that arrives within a day, when the offer has one. */
export function nextDayOption(offer: Pick<DeliveryTerms, 'shippingOptions'>): ShippingOption | null {
  return offer.shippingOptions.find((option) => option.daysMax != null && option.daysMax <= 1) ?? null;
}

/** Whether next-day delivery can be had at all: the offer's own delivery, or a next-day option. */
export function hasNextDay(offer: DeliveryTerms): boolean {
  return deliversNextDay(offer) || nextDayOption(offer) !== null;
}

export const NEXT_DAY_BADGE = 'Next Day';
export const NEXT_DAY_AVAILABLE_BADGE = 'Next-day available';

/**
 * The delivery badge an offer earns, agreeing with its delivery text: "Next Day" only when the offer
 * arrives within a day; "Next-day available" when a next-day option can be chosen at extra cost.
 */
export function deliveryBadge(offer: DeliveryTerms): typeof NEXT_DAY_BADGE | typeof NEXT_DAY_AVAILABLE_BADGE | null {
  if (deliversNextDay(offer)) return NEXT_DAY_BADGE;
  if (nextDayOption(offer)) return NEXT_DAY_AVAILABLE_BADGE;
  return null;
}

/** Said once near prices: totals never include tax. */
export const TAX_NOTE = 'Totals include shipping for one unit; tax not included.';
