/**
 * What the Live Search popup and the results list make of a live search answer:
 * up to 5 parts per delivery tab, and the parts as a page of results, paged on the client.
 */
import { bestOffer } from '@shared/rules/best-offer';
import type { DealLabelsView, Listing, PartWithListings } from '@shared/schemas/parts';
import type { SearchResponse } from '@shared/schemas/search';

/** Parts the popup lists. */
export const LIVE_POPUP_PARTS = 5;

export type LiveTabFlag = 'hasFreeShipping' | 'hasSameDayShipping' | 'hasNextDayDelivery';

/** The popup's filter tabs: no more than these three. */
export const LIVE_TABS: readonly { value: string; label: string; flag: LiveTabFlag; none: string }[] = [
  { value: 'free-shipping', label: 'Free Shipping', flag: 'hasFreeShipping', none: 'No live offer ships free.' },
  { value: 'same-day', label: 'Same-Day', flag: 'hasSameDayShipping', none: 'No live offer ships the same day.' },
  { value: 'next-day', label: 'Next-Day', flag: 'hasNextDayDelivery', none: 'No live offer arrives the next day.' },
];

export interface LiveTabPart {
  part: PartWithListings;
  /** The best buy (offer rule: in stock, lowest total) among the part's offers with the tab's delivery option. */
  offer: Listing;
  /** How many of its offers have that option. */
  offerCount: number;
}

/** The first parts (in the network's order) with an in-stock offer that has `flag`, each with its best such offer. */
export function liveTabParts(parts: readonly PartWithListings[], flag: LiveTabFlag): LiveTabPart[] {
  const found: LiveTabPart[] = [];
  for (const part of parts) {
    const offers = part.listings.filter((listing) => listing[flag]);
    const offer = bestOffer(offers);
    if (!offer) continue;
    found.push({ part, offer, offerCount: offers.length });
    if (found.length === LIVE_POPUP_PARTS) break;
  }
  return found;
}

/** The tab to open on: the first with any part, else the first. */
export function firstTabWithParts(parts: readonly PartWithListings[]): string {
  return (LIVE_TABS.find((tab) => liveTabParts(parts, tab.flag).length > 0) ?? LIVE_TABS[0]!).value;
}

export type LiveResultsPage = Pick<SearchResponse, 'parts' | 'featured' | 'total' | 'page' | 'pageSize' | 'totalPages'>;

/** One page of live parts in the shape of a catalog search page (never featured: nothing is placed). */
export function liveResultsPage(parts: readonly (PartWithListings & { dealLabels: DealLabelsView })[], page: number, pageSize: number): LiveResultsPage {
  const start = (page - 1) * pageSize;
  return {
    parts: parts.slice(start, start + pageSize).map((part) => ({ ...part, featured: false, featuredLabel: null })),
    featured: [],
    total: parts.length,
    page,
    pageSize,
    totalPages: Math.ceil(parts.length / pageSize),
  };
}
