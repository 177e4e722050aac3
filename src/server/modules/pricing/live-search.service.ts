import type { LiveSearchQuery, LiveSearchResponse } from '@shared/schemas/pricing';
import type { Database } from '../../db/client';
import { groupListings, toPartSummary, withListings, findListings, findParts, dealLabelsForParts, NO_DEAL_LABELS } from '../parts';
import type { VendorAnswer } from './live-offer';
import { liveSearchVendorQuery } from './live-search.query';
import { toVendorStatus } from './live-pricing.summary';
import type { PricingEngine } from './pricing.engine';

/** Parts returned by live search; the popup shows 5, the results page pages through the rest. */
export const LIVE_SEARCH_MAX_PARTS = 20;

/**
 * Parts in the order the network ranks them: offered by more vendors first, then by how high
 * the vendors placed them in their own answers.
 */
export function rankParts(answers: readonly VendorAnswer[]): number[] {
  const byPart = new Map<number, { vendors: Set<number>; bestPosition: number }>();
  for (const answer of answers) {
    answer.offers.forEach((offer, position) => {
      const entry = byPart.get(offer.partId) ?? { vendors: new Set(), bestPosition: position };
      entry.vendors.add(answer.vendorId);
      entry.bestPosition = Math.min(entry.bestPosition, position);
      byPart.set(offer.partId, entry);
    });
  }
  return [...byPart]
    .sort(([idA, a], [idB, b]) => b.vendors.size - a.vendors.size || a.bestPosition - b.bestPosition || idA - idB)
    .slice(0, LIVE_SEARCH_MAX_PARTS)
    .map(([id]) => id);
}

/**
 * Live search (GET /api/live-search): the parts the vendor network offers now, as catalog parts. The
 * vendors' answers pick and rank the parts and refresh the offers they carry; each part then comes
 * with every offer it has, ranked by the offer rule, so its best buy is the one the results list and
 * the part page name. A vendor's answer is capped and a vendor may be slow: an offer missing from one
 * answer is still the part's offer.
 */
export function createLiveSearchService(db: Database, engine: PricingEngine) {
  return {
    async search(query: LiveSearchQuery, cancel?: AbortSignal): Promise<LiveSearchResponse> {
      const outcome = await engine.search(liveSearchVendorQuery(query), { cancel });
      const partIds = rankParts(outcome.answers);
      const [partRows, listingRows, labels] = await Promise.all([
        findParts(db, partIds),
        findListings(db, partIds),
        dealLabelsForParts(db, partIds),
      ]);
      const listings = groupListings(listingRows);
      const byId = new Map(
        partRows.map((row) => [row.id, { ...withListings(toPartSummary(row), listings.get(row.id) ?? []), dealLabels: labels.get(row.id) ?? NO_DEAL_LABELS }]),
      );
      const parts = partIds.flatMap((id) => byId.get(id) ?? []);
      return {
        query: { q: query.q, make: query.make, model: query.model, year: query.year ?? null },
        totalResults: parts.length,
        searchTimestamp: outcome.startedAt.toISOString(),
        parts,
        vendors: outcome.answers.map(toVendorStatus),
      };
    },
  };
}

export type LiveSearchService = ReturnType<typeof createLiveSearchService>;
