import type { SearchQuery, SearchResponse } from '@shared/schemas/search';
import { normalizePartNumber, PART_NUMBER_PATTERN } from '@shared/rules/part-number';
import type { Database } from '../../db/client';
import { groupListings, toPartSummary, withListings } from '../parts/part-mappers';
import { planFacets } from './search.facets';
import * as queries from './search.queries';
import type { PageRow } from './search.queries';
import { listingConditions, type SearchCriteria } from './search.sql';
import { findListings, findParts } from '../parts/parts.queries';
import type { SearchIndex } from './index/search-index';
import { vehicleOf, type FitmentService } from '../fitment';

const EMPTY: SearchResponse['facets'] = { categories: [], vendors: [], brands: [] };

/** A query can be a part number when it is number-shaped and carries at least one digit. */
function asPartNumber(text: string | undefined): string | undefined {
  if (!text || text.length > 40 || !PART_NUMBER_PATTERN.test(text) || !/\d/.test(text)) return undefined;
  const normalized = normalizePartNumber(text);
  return normalized.length >= 4 ? normalized : undefined;
}

/**
 * `index`: the in-process search index (decision 005), which answers every search it can answer
 * exactly; without one, or when it declines, the SQL search below answers.
 */
export function createSearchService(db: Database, index: SearchIndex | null = null, fitment: FitmentService | null = null) {
  async function toCriteria(query: SearchQuery): Promise<SearchCriteria | null> {
    let { makeId, modelId } = query;
    if ((query.make && makeId === undefined) || (query.model && modelId === undefined)) {
      const vehicle = await queries.resolveVehicleSlugs(db, query.make, query.model);
      // An unknown make or model slug matches nothing rather than silently matching everything.
      if (!vehicle || (query.model && vehicle.model_id == null)) return null;
      makeId ??= vehicle.make_id;
      modelId ??= vehicle.model_id ?? undefined;
    }
    const text = query.q || undefined;
    return {
      text,
      partNumber: asPartNumber(text),
      categoryId: query.categoryId,
      makeId,
      modelId,
      year: query.year,
      minPriceCents: query.minPrice,
      maxPriceCents: query.maxPrice,
      vendorIds: query.vendorIds,
      brands: [...(query.brandIds ?? []), ...(query.brands ?? [])],
      hasFreeShipping: query.hasFreeShipping,
      hasSameDayShipping: query.hasSameDayShipping,
      hasNextDayDelivery: query.hasNextDayDelivery,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
  }

  /** Page ids, total and facets from PostgreSQL: the reference the index must agree with. */
  async function searchInSql(criteria: SearchCriteria) {
    const plan = planFacets(criteria);
    const [{ page, featured, total, facets }, ...widerFacets] = await Promise.all([
      queries.findPageAndFacets(db, criteria, plan.withResults),
      ...plan.wider.map(([wider, names]) => queries.findFacets(db, wider, names)),
    ]);
    const allFacets: SearchResponse['facets'] = Object.assign({ ...EMPTY }, facets, ...widerFacets);
    return { page, featured, total, facets: allFacets };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResponse> {
      const criteria = await toCriteria(query);
      const base = { page: query.page, pageSize: query.pageSize };
      if (!criteria) return { parts: [], featured: [], total: 0, totalPages: 0, facets: EMPTY, ...base };

      const { page, featured, total, facets: allFacets } = (await index?.search(criteria)) ?? (await searchInSql(criteria));
      const ids = [...page, ...featured].map((r) => r.id);
      // The verdict is judged after either engine chose the page, from the same fitments, so both
      // engines give the same answer; the filter itself stays model and year.
      const vehicle = fitment && criteria.modelId !== undefined ? vehicleOf({ ...query, modelId: criteria.modelId }) : null;
      const [partRows, listingRows, verdicts] = await Promise.all([
        findParts(db, ids),
        findListings(db, ids, listingConditions(criteria)),
        vehicle && fitment ? fitment.verdicts(ids, vehicle) : null,
      ]);
      const partsById = new Map(partRows.map((row) => [row.id, toPartSummary(row)]));
      const listingsByPart = groupListings(listingRows);

      const toResults = (rows: PageRow[]) =>
        rows.flatMap(({ id, promo_label }) => {
          const part = partsById.get(id);
          if (!part) return [];
          const verdict = verdicts?.get(id);
          return [{ ...withListings(part, listingsByPart.get(id) ?? []), featured: promo_label != null, featuredLabel: promo_label, ...(verdict ?? {}) }];
        });
      return {
        parts: toResults(page),
        featured: toResults(featured),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        facets: allFacets,
        ...base,
      };
    },
  };
}
