/**
 * How each search filter (shared/rules/search-filters.ts) applies, in both engines: when the criteria
 * ask for it, the criteria without it (what its facet counts over), its SQL conditions and its test
 * in the in-process index. The map is typed by the filter names, so a filter added to the shared list
 * does not compile until it says all of these; the SQL builder, the facet planner and the index read
 * nothing else.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_FILTERS, type SearchFacetName, type SearchFilterName } from '@shared/rules/search-filters';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../../db/fitment-models';
import type { SearchCriteria } from './criteria';
import { OFFER_FILTER_BITS, type CatalogIndex } from '../engines/index/catalog-index';

/** A filter on the part itself, in the index: whether the part in `slot` passes. */
export interface PartTest {
  level: 'part';
  passes(slot: number): boolean;
}

/**
 * A filter on offers, in the index: whether offer `o` passes, and, from the part's own summary, whether
 * some or every offer of the part in `slot` may pass (so most parts are settled without their offers).
 */
export interface OfferTest {
  level: 'offer';
  passes(offer: number): boolean;
  somePasses(slot: number): boolean;
  everyPasses(slot: number): boolean;
}

interface FilterEngines {
  isOn(c: SearchCriteria): boolean;
  /** The criteria without this filter. */
  off(c: SearchCriteria): SearchCriteria;
  /**
   * SQL on the search row `p`; an offer filter's condition there is a cheap test on the part's
   * summary columns that lets parts without any passing offer drop out before their listings are read.
   */
  partSql(c: SearchCriteria): SQL;
  /** An offer filter's condition on a listing row `l`: it filters the results and their offers alike. */
  listingSql?(c: SearchCriteria): SQL;
  /** Its test in the in-process index, compiled once per search. */
  indexTest(c: SearchCriteria, index: CatalogIndex): PartTest | OfferTest;
}

const list = (values: readonly (number | string)[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);
const intArray = (ids: number[]): SQL => sql`array[${list(ids)}]::int[]`;

/** An offer filter of offer-filters.ts: a flag of the listing, and its bit in the index. */
function offerFlagFilter(name: OfferFilterName, listing: SQL, part: SQL): FilterEngines {
  return {
    isOn: (c) => c.offerFilters?.includes(name) ?? false,
    off: (c) => ({ ...c, offerFilters: c.offerFilters?.filter((other) => other !== name) }),
    partSql: () => part,
    listingSql: () => listing,
    indexTest(_c, index) {
      const bit = OFFER_FILTER_BITS[name];
      const flags = index.offerFlags.data;
      const some = index.someOfferFlags.data;
      const every = index.everyOfferFlags.data;
      return {
        level: 'offer',
        passes: (o) => (flags[o]! & bit) !== 0,
        somePasses: (slot) => (some[slot]! & bit) !== 0,
        everyPasses: (slot) => (every[slot]! & bit) !== 0,
      };
    },
  };
}

export const SEARCH_FILTER_ENGINES: Record<SearchFilterName, FilterEngines> = {
  category: {
    isOn: (c) => c.categoryId !== undefined,
    off: (c) => ({ ...c, categoryId: undefined }),
    partSql: (c) => sql`p.category_id = ${c.categoryId}`,
    indexTest(c, index) {
      const want = c.categoryId!;
      const category = index.categoryId.data;
      return { level: 'part', passes: (slot) => category[slot] === want };
    },
  },
  vehicle: {
    isOn: (c) => c.makeId !== undefined || c.modelId !== undefined || c.year !== undefined,
    off: (c) => ({ ...c, makeId: undefined, modelId: undefined, year: undefined }),
    partSql(c) {
      const fit: SQL[] = [];
      if (c.makeId !== undefined) fit.push(sql`mo.make_id = ${c.makeId}`);
      if (c.modelId !== undefined) fit.push(sql`mo.id = ${c.modelId}`);
      if (c.year !== undefined) fit.push(sql`${c.year} between ${fitmentYearFrom('f', 'mo')} and ${fitmentYearTo('f', 'mo')}`);
      return sql`exists (select 1 from fitments f join models mo on ${fitmentCoversModel('f', 'mo')}
        where f.part_id = p.part_id and ${sql.join(fit, sql` and `)})`;
    },
    indexTest(c, index) {
      const [make, model, year] = [c.makeId ?? -1, c.modelId ?? -1, c.year ?? -1];
      const [start, count] = [index.fitStart.data, index.fitCount.data];
      const [fitMake, fitModel, fitFrom, fitTo] = [index.fitMake.data, index.fitModel.data, index.fitFrom.data, index.fitTo.data];
      return {
        level: 'part',
        passes(slot) {
          for (let f = start[slot]!, end = f + count[slot]!; f < end; f++) {
            if ((make < 0 || fitMake[f] === make) && (model < 0 || fitModel[f] === model) && (year < 0 || (fitFrom[f]! <= year && year <= fitTo[f]!))) {
              return true;
            }
          }
          return false;
        },
      };
    },
  },
  brand: {
    isOn: (c) => (c.brands?.length ?? 0) > 0,
    off: (c) => ({ ...c, brands: undefined }),
    partSql: (c) => sql`lower(p.brand) in (${list(c.brands!.map((b) => b.toLowerCase()))})`,
    indexTest(c, index) {
      const wanted = new Set(c.brands!.map((b) => b.toLowerCase()));
      const passing = Uint8Array.from(index.brandLower, (lower) => (wanted.has(lower) ? 1 : 0));
      const brand = index.brandId.data;
      return { level: 'part', passes: (slot) => passing[brand[slot]!] === 1 };
    },
  },
  price: {
    isOn: (c) => c.minPriceCents !== undefined || c.maxPriceCents !== undefined,
    off: (c) => ({ ...c, minPriceCents: undefined, maxPriceCents: undefined }),
    partSql(c) {
      const bounds: SQL[] = [];
      if (c.minPriceCents !== undefined) bounds.push(sql`p.highest_price_cents >= ${c.minPriceCents}`);
      if (c.maxPriceCents !== undefined) bounds.push(sql`p.lowest_price_cents <= ${c.maxPriceCents}`);
      return sql.join(bounds, sql` and `);
    },
    listingSql(c) {
      const bounds: SQL[] = [];
      if (c.minPriceCents !== undefined) bounds.push(sql`l.price_cents >= ${c.minPriceCents}`);
      if (c.maxPriceCents !== undefined) bounds.push(sql`l.price_cents <= ${c.maxPriceCents}`);
      return sql.join(bounds, sql` and `);
    },
    indexTest(c, index) {
      const [min, max] = [c.minPriceCents ?? -Infinity, c.maxPriceCents ?? Infinity];
      const [price, cheapest, dearest] = [index.offerPrice.data, index.cheapestOffer.data, index.dearestOffer.data];
      return {
        level: 'offer',
        passes: (o) => price[o]! >= min && price[o]! <= max,
        somePasses: (slot) => dearest[slot]! >= min && cheapest[slot]! <= max,
        everyPasses: (slot) => cheapest[slot]! >= min && dearest[slot]! <= max,
      };
    },
  },
  vendor: {
    isOn: (c) => (c.vendorIds?.length ?? 0) > 0,
    off: (c) => ({ ...c, vendorIds: undefined }),
    partSql: (c) => sql`p.vendor_ids && ${intArray(c.vendorIds!)}`,
    listingSql: (c) => sql`l.vendor_id in (${list(c.vendorIds!)})`,
    indexTest(c, index) {
      const passing = new Uint8Array(index.vendorIdLimit);
      for (const id of c.vendorIds!) if (id < passing.length) passing[id] = 1;
      const [offerVendor, start, count, vendors] = [index.offerVendor.data, index.vendorStart.data, index.vendorCount.data, index.vendors.data];
      const partVendors = (slot: number, want: boolean) => {
        for (let v = start[slot]!, end = v + count[slot]!; v < end; v++) if ((passing[vendors[v]!] === 1) === want) return true;
        return false;
      };
      return {
        level: 'offer',
        passes: (o) => passing[offerVendor[o]!] === 1,
        somePasses: (slot) => partVendors(slot, true),
        everyPasses: (slot) => !partVendors(slot, false),
      };
    },
  },
  hasFreeShipping: offerFlagFilter('hasFreeShipping', sql`l.has_free_shipping`, sql`p.any_free_shipping`),
  hasSameDayShipping: offerFlagFilter('hasSameDayShipping', sql`l.has_same_day_shipping`, sql`p.any_same_day_shipping`),
  hasNextDayDelivery: offerFlagFilter('hasNextDayDelivery', sql`l.has_next_day_delivery`, sql`p.any_next_day_delivery`),
  // The best in-stock total is null exactly when no offer is in stock.
  inStock: offerFlagFilter('inStock', sql`l.in_stock`, sql`p.best_total_cents is not null`),
};

/** The filters the criteria ask for, in the registry's order, with their shared definitions. */
export function filtersOn(c: SearchCriteria) {
  return SEARCH_FILTERS.filter((filter) => SEARCH_FILTER_ENGINES[filter.name].isOn(c));
}

/** The filter whose values a facet counts. */
export function filterOfFacet(facet: SearchFacetName): SearchFilterName {
  return SEARCH_FILTERS.find((filter) => filter.facet === facet)!.name;
}
