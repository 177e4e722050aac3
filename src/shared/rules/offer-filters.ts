/**
 * Filters on a part's offers ("in stock only", "free shipping"): a result must have an offer that
 * passes every filter chosen, and only the offers that pass are shown with it. This list is their
 * one definition. The search address's parameters, the sidebar and its removable chips read it; both
 * search engines map each name to how they apply it (`engines/sql/filters.ts`, the in-process index's offer
 * bits), in maps typed by these names, so a filter added here does not compile until both say how.
 */
export const OFFER_FILTERS = [
  { name: 'hasFreeShipping', label: 'Free Shipping', group: 'Shipping' },
  { name: 'hasSameDayShipping', label: 'Same-Day Shipping', group: 'Shipping' },
  { name: 'hasNextDayDelivery', label: 'Next-Day Delivery', group: 'Shipping' },
  { name: 'inStock', label: 'In Stock Only', group: 'Availability' },
] as const satisfies readonly { name: string; label: string; group: string }[];

export type OfferFilter = (typeof OFFER_FILTERS)[number];
export type OfferFilterName = OfferFilter['name'];

export const OFFER_FILTER_NAMES: readonly OfferFilterName[] = OFFER_FILTERS.map((filter) => filter.name);

/** One value per filter, from `value(name)`. */
export function offerFilterRecord<T>(value: (name: OfferFilterName) => T): Record<OfferFilterName, T> {
  return Object.fromEntries(OFFER_FILTER_NAMES.map((name) => [name, value(name)])) as Record<OfferFilterName, T>;
}

/** The filters in the sidebar's order, grouped under their headings ("Shipping", "Availability"). */
export function offerFilterGroups(): { group: string; filters: OfferFilter[] }[] {
  const groups: { group: string; filters: OfferFilter[] }[] = [];
  for (const filter of OFFER_FILTERS) {
    const last = groups.at(-1);
    if (last?.group === filter.group) last.filters.push(filter);
    else groups.push({ group: filter.group, filters: [filter] });
  }
  return groups;
}
