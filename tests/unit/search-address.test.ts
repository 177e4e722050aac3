import { describe, expect, it } from 'vitest';
import { OFFER_FILTER_NAMES, offerFilterRecord } from '../../src/shared/rules/offer-filters';
import { searchQuerySchema, SEARCH_SORTS } from '../../src/shared/schemas/search';
import { parseSearchState, type SearchState, searchStateToParams } from '../../src/web/features/search/search-state';
import { searchRequestParams } from '../../src/web/features/search/search-request';

/** A state with every parameter away from its default. */
const everything: SearchState = {
  q: 'brake pads',
  make: 'bmw',
  model: '3-series-e90',
  year: 2008,
  categoryId: 2,
  minPrice: '10',
  maxPrice: '99.5',
  vendorIds: [1, 4],
  brands: ['ATE', 'Brembo'],
  partType: ['brake-pads-front', 'brake-sensor'],
  ...offerFilterRecord(() => true),
  literal: true,
  sort: 'price_desc',
  page: 3,
};

const roundTrip = (state: SearchState) => parseSearchState(searchStateToParams(state));

describe('search address parameters', () => {
  it('carries every parameter through write and read, each one a parameter of the search API', () => {
    expect(roundTrip(everything)).toEqual(everything);
    const written = searchStateToParams(everything);
    expect([...written.keys()].sort()).toEqual(Object.keys(everything).sort());
    for (const name of written.keys()) expect(Object.keys(searchQuerySchema.shape), name).toContain(name);
    expect(searchQuerySchema.safeParse(Object.fromEntries(written)).success).toBe(true);
    expect(searchQuerySchema.safeParse(Object.fromEntries(searchRequestParams(everything, true))).success).toBe(true);
  });

  it('carries each parameter on its own, and leaves it out at its default', () => {
    const none = parseSearchState(new URLSearchParams());
    for (const name of Object.keys(everything) as (keyof SearchState)[]) {
      const one = { ...none, [name]: everything[name] };
      expect(roundTrip(one), name).toEqual(one);
      expect([...searchStateToParams(one).keys()], name).toEqual([name]);
    }
    expect(searchStateToParams(none).toString()).toBe('');
    expect(Object.fromEntries(searchRequestParams(none, true))).toEqual({ sort: 'price_asc', page: '1' });
  });

  it('drops values the search API would refuse and keeps the rest', () => {
    const state = parseSearchState(
      new URLSearchParams(
        'make=b_m_w&model=a%20b&year=1899&categoryId=0&minPrice=-1&maxPrice=1e9&vendorIds=0,7,99999999999&partType=nope,wiper' +
          `&sort=cheapest&page=10001&literal=yes&${OFFER_FILTER_NAMES.map((name) => `${name}=1`).join('&')}`,
      ),
    );
    expect(state).toEqual({ ...parseSearchState(new URLSearchParams()), vendorIds: [7], partType: ['wiper'] });
  });
});

describe('search address and the API’s parameter schema', () => {
  const request = (query: string) => Object.fromEntries(searchRequestParams(parseSearchState(new URLSearchParams(query)), true));
  const samples: Record<string, string[]> = {
    make: ['bmw', ' BMW ', 'b_m_w', 'a b', 'x'.repeat(101)],
    model: ['3-series-e90', 'M3 (F80)'],
    year: ['1900', '2100', '1899', '2101', '20x5', '2008.5', '-2008'],
    categoryId: ['1', '999999999', '0', '2147483648', '1e3', '-1'],
    minPrice: ['0', '12.50', '49.999', '10000000', '10000000.01', '-1', '1e3', 'abc', ''],
    maxPrice: ['99.5', '1e9'],
    vendorIds: ['1,4', '0,7', 'x,3', '2147483648'],
    brands: ['ATE,Brembo', ' , '],
    partType: ['wiper', 'nope,brake-sensor', 'nope'],
    ...Object.fromEntries(OFFER_FILTER_NAMES.map((name) => [name, ['true', 'false', '1']])),
    literal: ['true', 'yes'],
    sort: ['price_desc', 'cheapest', ''],
    page: ['1', '10000', '10001', '0', 'x'],
  };

  it('sends the API nothing it would refuse, whatever the address says', () => {
    for (const [name, values] of Object.entries(samples)) {
      for (const value of values) {
        const query = `${name}=${encodeURIComponent(value)}`;
        expect(searchQuerySchema.safeParse(request(query)).success, query).toBe(true);
      }
    }
  });

  it('keeps every value the API accepts as the address writes it', () => {
    const kept = [
      'make=bmw', 'model=3-series-e90', 'year=1900', 'year=2100', 'categoryId=999999999', 'minPrice=10000000', 'maxPrice=0.5',
      'vendorIds=1,4', 'brands=ATE', 'partType=wiper,brake-sensor', 'literal=true', 'page=10000',
      ...SEARCH_SORTS.filter((sort) => sort !== 'price_asc').map((sort) => `sort=${sort}`),
      ...OFFER_FILTER_NAMES.map((name) => `${name}=true`),
    ];
    for (const query of kept) {
      expect(searchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success, query).toBe(true);
      expect(decodeURIComponent(searchStateToParams(parseSearchState(new URLSearchParams(query))).toString()), query).toBe(query);
    }
  });
});
