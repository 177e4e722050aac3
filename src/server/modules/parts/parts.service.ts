import type { PartDetail, PartLookup, PriceHistory } from '@shared/schemas/parts';
import { dealLabels } from '@shared/rules/deal-labels';
import { centsToAmount } from '@shared/rules/money';
import { normalizePartNumber } from '@shared/rules/part-number';
import type { PartVehicleQuery } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { vehicleOf, type FitmentService } from '../fitment';
import { HttpError } from '../../http/http-error';
import { groupListings, toPartSummary, withListings } from './part-mappers';
import { dailyBestTotals, vendorItemPrices } from './price-history';
import { toDealLabelsView } from './deal-labels.service';
import * as queries from './parts.queries';

export const RELATED_PARTS = 4;
export const PRICE_HISTORY_DAYS = 90;

/** "Compatible Vehicles": makes in order, each with its model names (with generation). */
function compatibleVehicles(fitments: NonNullable<queries.DetailExtrasRow['fitments']>): PartDetail['compatibleVehicles'] {
  const makes = new Map<string, Set<string>>();
  for (const f of fitments) {
    const models = makes.get(f.makeName) ?? new Set<string>();
    models.add(f.generation ? `${f.modelName} (${f.generation})` : f.modelName);
    makes.set(f.makeName, models);
  }
  return { makes: [...makes].map(([name, models]) => ({ name, models: [...models] })) };
}

export function createPartsService(db: Database, fitment: FitmentService | null = null) {
  /** Parts with all their offers, in the order of `ids`. */
  async function partsWithListings(ids: number[]) {
    const [rows, listingRows] = await Promise.all([queries.findParts(db, ids), queries.findListings(db, ids)]);
    const listings = groupListings(listingRows);
    const byId = new Map(rows.map((row) => [row.id, withListings(toPartSummary(row), listings.get(row.id) ?? [])]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async function detail(partId: number, vehicleQuery: PartVehicleQuery = {}): Promise<PartDetail> {
    const vehicle = vehicleOf(vehicleQuery);
    const [extras, relatedIds] = await Promise.all([
      queries.findDetailExtras(db, partId),
      queries.findRelatedPartIds(db, partId, RELATED_PARTS, vehicle ?? undefined),
    ]);
    // The part and "You may also like" in one read of parts and one of offers; one verdict query for
    // both too, as each related part shows its fit.
    const [withOffers, verdicts] = await Promise.all([
      partsWithListings([partId, ...relatedIds]),
      vehicle && fitment ? fitment.verdicts([partId, ...relatedIds], vehicle) : null,
    ]);
    const part = withOffers.find((p) => p.id === partId);
    const relatedParts = withOffers.filter((p) => p.id !== partId);
    if (!part || !extras) throw new HttpError(404, 'Part not found');
    const reviews = (extras.reviews ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    const fitments = extras.fitments ?? [];
    const verdict = verdicts?.get(partId);
    return {
      ...part,
      ...(verdict ?? {}),
      categorySlug: extras.category_slug,
      specifications: extras.specifications,
      fitments,
      compatibleVehicles: compatibleVehicles(fitments),
      interchange: extras.interchange ?? [],
      reviews: { average: part.rating, count: part.reviewCount, items: reviews },
      related: relatedParts.map((related) => ({ ...related, ...(verdicts?.get(related.id) ?? {}) })),
      pricesCheckedAt: extras.prices_checked_at ? new Date(extras.prices_checked_at).toISOString() : null,
    };
  }

  return {
    detail,

    async bySlug(slug: string, vehicle: PartVehicleQuery = {}): Promise<PartDetail> {
      const id = await queries.findPartIdBySlug(db, slug);
      if (id === null) throw new HttpError(404, `No part with slug "${slug}"`);
      return detail(id, vehicle);
    },

    async byNumber(partNumber: string, vehicle: PartVehicleQuery = {}): Promise<PartLookup> {
      const normalized = normalizePartNumber(partNumber);
      const hit = normalized ? await queries.findPartByNumber(db, normalized) : null;
      if (!hit) throw new HttpError(404, `Part number ${partNumber} was not found`);
      const part = await detail(hit.part_id, vehicle);
      return { part, vendors: part.listings, match: { query: partNumber, kind: hit.kind, matchedNumber: hit.matched_number } };
    },

    async priceHistory(partId: number): Promise<PriceHistory> {
      if (!(await queries.partExists(db, partId))) throw new HttpError(404, 'Part not found');
      const [rows, bestTotalToday] = await Promise.all([
        queries.findDailyPrices(db, partId, PRICE_HISTORY_DAYS),
        queries.findBestTotal(db, partId),
      ]);
      const totals = dailyBestTotals(rows, bestTotalToday);
      const labels = dealLabels(totals, bestTotalToday);
      const dayList = totals.map((d) => ({ date: d.date, lowest: d.totalCents == null ? null : centsToAmount(d.totalCents) }));
      const known = dayList.flatMap((d) => (d.lowest == null ? [] : [d.lowest]));
      return {
        partId,
        days: dayList,
        vendors: vendorItemPrices(rows),
        lowestEver: known.length ? Math.min(...known) : null,
        current: bestTotalToday == null ? null : centsToAmount(bestTotalToday),
        dealLabels: toDealLabelsView(labels),
      };
    },
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
