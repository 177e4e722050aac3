import type { PartDetail, PartLookup, PriceHistory } from '@shared/schemas/parts';
import { dealLabels } from '@shared/rules/deal-labels';
import { centsToAmount } from '@shared/rules/money';
import { normalizePartNumber } from '@shared/rules/part-number';
import type { PartVehicleQuery } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { vehicleOf, type FitmentService } from '../fitment';
import { HttpError } from '../../plugins/errors';
import { groupListings, toPartSummary, withListings } from './part-mappers';
import * as queries from './parts.queries';

export const RELATED_PARTS = 4;
export const PRICE_HISTORY_DAYS = 90;

/** Spec 000 §3 compatibleVehicles: makes in order, each with its model names (with generation). */
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
    const [[part], extras, relatedIds, verdicts] = await Promise.all([
      partsWithListings([partId]),
      queries.findDetailExtras(db, partId),
      queries.findRelatedPartIds(db, partId, RELATED_PARTS),
      vehicle && fitment ? fitment.verdicts([partId], vehicle) : null,
    ]);
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
      related: await partsWithListings(relatedIds),
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
      const rows = await queries.findDailyPrices(db, partId, PRICE_HISTORY_DAYS);
      const days = new Map<string, number | null>();
      // One line per vendor: a vendor listing the part twice counts with its cheaper offer.
      const vendors = new Map<number, { vendorId: number; vendorName: string; byDay: Map<string, number | null> }>();
      for (const row of rows) {
        const vendor = vendors.get(row.vendor_id) ?? { vendorId: row.vendor_id, vendorName: row.vendor_name, byDay: new Map() };
        vendors.set(row.vendor_id, vendor);
        const previous = vendor.byDay.get(row.day);
        if (row.price_cents != null && (previous == null || row.price_cents < previous)) vendor.byDay.set(row.day, row.price_cents);
        else if (!vendor.byDay.has(row.day)) vendor.byDay.set(row.day, null);
        const lowest = days.get(row.day);
        if (row.price_cents != null && (lowest == null || row.price_cents < lowest)) days.set(row.day, row.price_cents);
        else if (!days.has(row.day)) days.set(row.day, null);
      }
      const dayList = [...days].map(([date, cents]) => ({ date, lowest: cents == null ? null : centsToAmount(cents) }));
      // Deal labels read totals: each day's lowest item price plus that offer's one-unit shipping
      // (as stored now), and today's real best in-stock total.
      const totals = new Map<string, number | null>();
      for (const row of rows) {
        const total = row.price_cents == null ? null : row.price_cents + row.shipping_cost_cents;
        const best = totals.get(row.day);
        if (total != null && (best == null || total < best)) totals.set(row.day, total);
        else if (!totals.has(row.day)) totals.set(row.day, null);
      }
      const labels = dealLabels(
        [...totals].map(([date, totalCents]) => ({ date, totalCents })),
        await queries.findBestTotal(db, partId),
      );
      const known = dayList.flatMap((d) => (d.lowest == null ? [] : [d.lowest]));
      return {
        partId,
        days: dayList,
        vendors: [...vendors.values()].map((v) => ({
          vendorId: v.vendorId,
          vendorName: v.vendorName,
          points: [...v.byDay].map(([date, cents]) => ({ date, price: cents == null ? null : centsToAmount(cents) })),
        })),
        lowestEver: known.length ? Math.min(...known) : null,
        current: dayList.at(-1)?.lowest ?? null,
        dealLabels: {
          lowestIn90Days: labels.lowestIn90Days,
          typicalPrice: labels.typicalCents === null ? null : centsToAmount(labels.typicalCents),
          weekRisePercent: labels.weekRisePercent,
        },
      };
    },
  };
}
