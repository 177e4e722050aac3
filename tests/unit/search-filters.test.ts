import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS, searchFilterLabel } from '../../src/shared/rules/search-filters';
import { OFFER_FILTER_NAMES } from '../../src/shared/rules/offer-filters';
import { searchQuerySchema } from '../../src/shared/schemas/search';
import { filtersOn, SEARCH_FILTER_SPECS } from '../../src/server/modules/search/spec/filters';
import { listingConditions, type SearchCriteria } from '../../src/server/modules/search/engines/sql/search.sql';
import { FACETS, planFacets } from '../../src/server/modules/search/spec/facets';

const none: SearchCriteria = { sort: 'best_match', limit: 24, offset: 0 };

/** A search with every filter on. */
const everything: SearchCriteria = {
  ...none,
  text: 'brake pads',
  categoryId: 3,
  makeId: 1,
  modelId: 7,
  year: 2015,
  brands: ['Brembo'],
  partTypeFilter: ['brake-pads-front'],
  minPriceCents: 1000,
  maxPriceCents: 9000,
  vendorIds: [2, 5],
  offerFilters: [...OFFER_FILTER_NAMES],
};

describe('search filter registry', () => {
  it('lists each filter once, every offer filter among them', () => {
    const names = SEARCH_FILTERS.map((filter) => filter.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of OFFER_FILTER_NAMES) expect(names).toContain(name);
    expect(searchFilterLabel('price')).toBe('Price');
    expect(searchFilterLabel('inStock')).toBe('In Stock Only');
  });

  it('reads every filter parameter it names from the search address', () => {
    const shape = Object.keys(searchQuerySchema.shape);
    for (const filter of SEARCH_FILTERS) for (const param of filter.params) expect(shape, filter.name).toContain(param);
    const parsed = searchQuerySchema.parse({ categoryId: '3', minPrice: '10', vendorIds: '2,5', brands: 'Brembo', partType: 'brake-pads-front, wiper', inStock: 'true' });
    expect(parsed).toMatchObject({ categoryId: 3, minPrice: 1000, vendorIds: [2, 5], brands: ['Brembo'], partType: ['brake-pads-front', 'wiper'], inStock: true });
  });

  it('knows when each filter is on, and turns exactly that one off', () => {
    expect(filtersOn(none)).toEqual([]);
    expect(filtersOn(everything).map((f) => f.name)).toEqual(SEARCH_FILTERS.map((f) => f.name));
    for (const filter of SEARCH_FILTERS) {
      const without = SEARCH_FILTER_SPECS[filter.name].off(everything);
      const left = filtersOn(without).map((f) => f.name);
      expect(left, filter.name).not.toContain(filter.name);
      expect(left, filter.name).toHaveLength(SEARCH_FILTERS.length - 1);
      expect(without.text).toBe('brake pads');
    }
  });

  it('filters offers by the offer-level filters only', () => {
    const offerLevel = SEARCH_FILTERS.filter((filter) => filter.level === 'offer');
    expect(listingConditions(everything)).toHaveLength(offerLevel.length);
    expect(listingConditions({ ...none, categoryId: 3, brands: ['Bosch'], modelId: 7 })).toHaveLength(0);
  });

  it('counts each facet over the search without its own filter', () => {
    expect(FACETS).toEqual(['categories', 'brands', 'partTypes', 'vendors']);
    const plan = planFacets({ ...none, categoryId: 3, vendorIds: [2] });
    expect(plan.withResults).toEqual(['brands', 'partTypes']);
    const wider = new Map(plan.wider.map(([criteria, names]) => [names.join(), criteria]));
    expect(wider.get('categories')).toMatchObject({ categoryId: undefined, vendorIds: [2] });
    expect(wider.get('vendors')).toMatchObject({ categoryId: 3, vendorIds: undefined });
    const byType = new Map(planFacets({ ...none, partTypeFilter: ['wiper'], brands: ['Bosch'] }).wider.map(([criteria, names]) => [names.join(), criteria]));
    expect(byType.get('partTypes')).toMatchObject({ partTypeFilter: undefined, brands: ['Bosch'] });
    expect(byType.get('brands')).toMatchObject({ partTypeFilter: ['wiper'], brands: undefined });
  });
});
