/**
 * How each search filter (spec/filters.ts) applies in the SQL search: its condition on the search row
 * `p` and, for a filter on offers, on a listing row `l`. Typed by the filter names.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilterName } from '@shared/rules/search-filters';
import type { OfferFilterName } from '@shared/rules/offer-filters';
import { fitmentCoversModel, fitmentYearFrom, fitmentYearTo } from '../../../../db/fitment-models';
import { offerFlagCondition } from '../../../../db/offer-flags';
import type { SearchCriteria } from '../../spec/criteria';

interface SqlFilter {
  /**
   * SQL on the search row `p`; an offer filter's condition there is a cheap test on the part's
   * summary columns that lets parts without any passing offer drop out before their listings are read.
   */
  partSql(c: SearchCriteria): SQL;
  /** An offer filter's condition on a listing row `l`: it filters the results and their offers alike. */
  listingSql?(c: SearchCriteria): SQL;
}

const list = (values: readonly (number | string)[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);
const intArray = (ids: number[]): SQL => sql`array[${list(ids)}]::int[]`;

/** An offer filter of offer-filters.ts: the flag of its name on a listing, and a summary column of the part. */
const offerFlagFilter = (name: OfferFilterName, part: SQL): SqlFilter => ({
  partSql: () => part,
  listingSql: () => offerFlagCondition(name, 'l'),
});

export const SQL_FILTERS: Record<SearchFilterName, SqlFilter> = {
  category: { partSql: (c) => sql`p.category_id = ${c.categoryId}` },
  vehicle: {
    partSql(c) {
      const fit: SQL[] = [];
      if (c.makeId !== undefined) fit.push(sql`mo.make_id = ${c.makeId}`);
      if (c.modelId !== undefined) fit.push(sql`mo.id = ${c.modelId}`);
      if (c.year !== undefined) fit.push(sql`${c.year} between ${fitmentYearFrom('f', 'mo')} and ${fitmentYearTo('f', 'mo')}`);
      return sql`exists (select 1 from fitments f join models mo on ${fitmentCoversModel('f', 'mo')}
        where f.part_id = p.part_id and ${sql.join(fit, sql` and `)})`;
    },
  },
  brand: { partSql: (c) => sql`lower(p.brand) in (${list(c.brands!.map((b) => b.toLowerCase()))})` },
  partType: { partSql: (c) => sql`p.part_type in (${list(c.partTypeFilter!)})` },
  price: {
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
  },
  vendor: {
    partSql: (c) => sql`p.vendor_ids && ${intArray(c.vendorIds!)}`,
    listingSql: (c) => sql`l.vendor_id in (${list(c.vendorIds!)})`,
  },
  hasFreeShipping: offerFlagFilter('hasFreeShipping', sql`p.any_free_shipping`),
  hasSameDayShipping: offerFlagFilter('hasSameDayShipping', sql`p.any_same_day_shipping`),
  hasNextDayDelivery: offerFlagFilter('hasNextDayDelivery', sql`p.any_next_day_delivery`),
  // The best in-stock total is null exactly when no offer is in stock.
  inStock: offerFlagFilter('inStock', sql`p.best_total_cents is not null`),
};
