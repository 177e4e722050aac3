import type { PartDetail, PartLookup, PriceHistory } from '@shared/schemas/parts';
import { dealLabels } from '@shared/rules/deal-labels';
import { centsToAmount } from '@shared/rules/money';
import { normalizePartNumber } from '@shared/rules/part-number';
import type { PartVehicleQuery } from '@shared/schemas/fitment';
import type { FitVehicle } from '@shared/rules/fitment';
import type { Database } from '../../db/client';
import { vehicleOf, type FitmentService } from '../fitment';
import { HttpError } from '../../http/http-error';
import { groupListings, toPartSummary, withListings } from './part-mappers';
import { inIdOrder, loadPartContent, loadPartContentBySlug, RELATED_PARTS, type PartContent, type PartExtras } from './part-content';
import type { PartPageCache } from './part-page-cache';
import { dailyBestTotals, vendorItemPrices } from './price-history';
import { toDealLabelsView } from './deal-labels.service';
import * as queries from './parts.queries';

export const PRICE_HISTORY_DAYS = 90;

/** "Compatible Vehicles": makes in order, each with its model names (with generation). */
function compatibleVehicles(fitments: NonNullable<PartExtras['fitments']>): PartDetail['compatibleVehicles'] {
  const makes = new Map<string, Set<string>>();
  for (const f of fitments) {
    const models = makes.get(f.makeName) ?? new Set<string>();
    models.add(f.generation ? `${f.modelName} (${f.generation})` : f.modelName);
    makes.set(f.makeName, models);
  }
  return { makes: [...makes].map(([name, models]) => ({ name, models: [...models] })) };
}

/** When the part's prices were last checked: its most recently seen offer, or null without offers. */
function pricesCheckedAt(partId: number, listingRows: readonly queries.ListingRow[]): string | null {
  let latest: number | null = null;
  for (const row of listingRows) {
    if (row.part_id !== partId) continue;
    const seen = new Date(row.last_seen_at).getTime();
    if (latest === null || seen > latest) latest = seen;
  }
  return latest === null ? null : new Date(latest).toISOString();
}

const pageIds = (content: PartContent) => [content.part.id, ...content.related.map((row) => row.id)];

export interface PartsServiceOptions {
  /** Where part pages' content is kept between requests; null reads it on every request. */
  pageCache?: PartPageCache | null;
}

export function createPartsService(db: Database, fitment: FitmentService | null = null, { pageCache = null }: PartsServiceOptions = {}) {
  /** "You may also like" for the shopper's vehicle: its parts first, so not the content's list. */
  async function relatedForVehicle(content: PartContent, vehicle: FitVehicle): Promise<queries.PartRow[]> {
    const ids = await queries.findRelatedPartIds(db, content.part.id, RELATED_PARTS, vehicle);
    const known = new Map(content.related.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !known.has(id));
    const rows = [...known.values(), ...(missing.length ? await queries.findParts(db, missing) : [])];
    return inIdOrder(rows, ids);
  }

  /**
   * The page from its content and what is read live: offers (and so prices, deal figures, the time
   * prices were checked) and, with a vehicle, the fit verdicts and the related parts for it.
   * `listingRows`: the offers of the content's parts, when already read.
   */
  async function page(content: PartContent, vehicle: FitVehicle | null, listingRows: queries.ListingRow[] | null = null): Promise<PartDetail> {
    const partId = content.part.id;
    const relatedRows = vehicle ? await relatedForVehicle(content, vehicle) : content.related;
    const ids = [partId, ...relatedRows.map((row) => row.id)];
    // One read of offers for the part and "You may also like"; one verdict query for both too, as
    // each related part shows its fit.
    const [offers, verdicts] = await Promise.all([
      listingRows && !vehicle ? listingRows : queries.findListings(db, ids),
      vehicle && fitment ? fitment.verdicts(ids, vehicle) : null,
    ]);
    const listings = groupListings(offers);
    const withOffers = (row: queries.PartRow) => withListings(toPartSummary(row), listings.get(row.id) ?? []);
    const part = withOffers(content.part);
    const { extras } = content;
    const reviews = (extras.reviews ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    const fitments = extras.fitments ?? [];
    return {
      ...part,
      ...(verdicts?.get(partId) ?? {}),
      categorySlug: extras.category_slug,
      specifications: extras.specifications,
      fitments,
      compatibleVehicles: compatibleVehicles(fitments),
      interchange: extras.interchange ?? [],
      reviews: { average: part.rating, count: part.reviewCount, items: reviews },
      related: relatedRows.map((row) => ({ ...withOffers(row), ...(verdicts?.get(row.id) ?? {}) })),
      pricesCheckedAt: pricesCheckedAt(partId, offers),
    };
  }

  async function detail(partId: number, vehicleQuery: PartVehicleQuery = {}): Promise<PartDetail> {
    const content = await loadPartContent(db, partId);
    if (!content) throw new HttpError(404, 'Part not found');
    return page(content, vehicleOf(vehicleQuery));
  }

  /** The content of the part with this slug: kept in memory while the content revision holds. */
  async function contentBySlug(cache: PartPageCache, slug: string, revision: number): Promise<PartContent> {
    const current = cache.get(slug, revision);
    if (current) return current;
    const loaded = await loadPartContentBySlug(db, slug);
    if (!loaded.content) throw new HttpError(404, `No part with slug "${slug}"`);
    // Kept under the revision read with it (on the same server), not the one read for this request.
    cache.set(slug, loaded.revision, loaded.content);
    return loaded.content;
  }

  return {
    detail,

    async bySlug(slug: string, vehicleQuery: PartVehicleQuery = {}): Promise<PartDetail> {
      const vehicle = vehicleOf(vehicleQuery);
      if (!pageCache) {
        const id = await queries.findPartIdBySlug(db, slug);
        if (id === null) throw new HttpError(404, `No part with slug "${slug}"`);
        return detail(id, vehicleQuery);
      }
      const kept = pageCache.peek(slug);
      // The offers of the kept page's parts are read while the revision is checked: live either way.
      const [revision, keptOffers] = await Promise.all([
        queries.readPartContentRevision(db),
        kept && !vehicle ? queries.findListings(db, pageIds(kept)) : null,
      ]);
      const content = await contentBySlug(pageCache, slug, revision);
      return page(content, vehicle, content === kept ? keptOffers : null);
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
