import type { LiveSearchQuery, LiveSearchResponse } from '@shared/schemas/pricing';
import type { Database } from '../../db/client';
import { groupListings, toPartSummary, withListings, findListings, findParts, dealLabelsForParts, NO_DEAL_LABELS } from '../parts';
import type { VendorAnswer } from './live-offer';
import { liveSearchVendorQuery } from './live-search.query';
import { toVendorStatus } from './live-pricing.summary';
import type { PricingEngine } from './pricing.engine';
import { listingIdsCondition } from './pricing.queries';

/** Parts returned by live search; the popup shows 5, the results page pages through the rest. */
export const LIVE_SEARCH_MAX_PARTS = 20;

/**
 * Parts in the order the network ranks them: offered by more vendors first, then by how high
 * the vendors placed them in their own answers.
 */
export function rankParts(answers: readonly VendorAnswer[]): { partIds: number[]; listingIds: number[] } {
  const byPart = new Map<number, { vendors: Set<number>; bestPosition: number; listingIds: number[] }>();
  for (const answer of answers) {
    answer.offers.forEach((offer, position) => {
      const entry = byPart.get(offer.partId) ?? { vendors: new Set(), bestPosition: position, listingIds: [] };
      entry.vendors.add(answer.vendorId);
      entry.bestPosition = Math.min(entry.bestPosition, position);
      entry.listingIds.push(offer.listingId);
      byPart.set(offer.partId, entry);
    });
  }
  const ranked = [...byPart]
    .sort(([idA, a], [idB, b]) => b.vendors.size - a.vendors.size || a.bestPosition - b.bestPosition || idA - idB)
    .slice(0, LIVE_SEARCH_MAX_PARTS);
  return { partIds: ranked.map(([id]) => id), listingIds: ranked.flatMap(([, entry]) => entry.listingIds) };
}

/** Live search (GET /api/live-search): the vendor network's offers, as catalog parts. */
export function createLiveSearchService(db: Database, engine: PricingEngine) {
  return {
    async search(query: LiveSearchQuery, cancel?: AbortSignal): Promise<LiveSearchResponse> {
      const outcome = await engine.search(liveSearchVendorQuery(query), { cancel });
      const { partIds, listingIds } = rankParts(outcome.answers);
      const [partRows, listingRows, labels] = await Promise.all([
        findParts(db, partIds),
        findListings(db, partIds, [listingIdsCondition(listingIds)]),
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
