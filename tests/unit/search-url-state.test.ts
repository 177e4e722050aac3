import { describe, expect, it } from 'vitest';
import { searchRequestParams } from '../../src/web/features/search/search-request';
import { offerFilterGroups } from '../../src/shared/rules/offer-filters';
import {
  activeFilterCount,
  cleanPriceBound,
  hasListingFilters,
  parseSearchState,
  priceRangeError,
  searchHref,
  withChanges,
  withoutListingFilters,
} from '../../src/web/features/search/search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('results page address', () => {
  it('reads every parameter and round-trips to the same address', () => {
    const href =
      '/search?q=brake+pads&make=bmw&year=2008&model=3-series-e90&categoryId=2&minPrice=10&maxPrice=99.5' +
      '&vendorIds=1%2C4&brands=ATE%2CBrembo&partType=brake-pads-front%2Cbrake-sensor&hasFreeShipping=true&hasNextDayDelivery=true&inStock=true&sort=price_desc&page=3';
    const state = parse(href.split('?')[1]!);
    expect(state).toMatchObject({
      q: 'brake pads',
      make: 'bmw',
      year: 2008,
      model: '3-series-e90',
      categoryId: 2,
      minPrice: '10',
      maxPrice: '99.5',
      vendorIds: [1, 4],
      brands: ['ATE', 'Brembo'],
      partType: ['brake-pads-front', 'brake-sensor'],
      hasFreeShipping: true,
      hasSameDayShipping: false,
      hasNextDayDelivery: true,
      inStock: true,
      sort: 'price_desc',
      page: 3,
    });
    expect(searchHref(state)).toBe(href);
  });

  it('ignores what it cannot read and leaves defaults out', () => {
    const state = parse('q=+&year=20x5&categoryId=-1&minPrice=abc&vendorIds=x,3&sort=cheapest&page=0&make=B%20M%20W');
    expect(state).toMatchObject({ q: '', year: undefined, categoryId: undefined, minPrice: undefined, vendorIds: [3], sort: 'price_asc', page: 1, make: undefined });
    expect(searchHref(parse(''))).toBe('/search');
    // A plain form's ticked boxes repeat the field; a type the catalog does not know is dropped.
    expect(parse('partType=wiper&partType=nope,brake-sensor').partType).toEqual(['wiper', 'brake-sensor']);
  });

  it('cleans price bounds to what the API accepts', () => {
    expect(cleanPriceBound('')).toBeUndefined();
    expect(cleanPriceBound(' 49.999 ')).toBe('50');
    expect(cleanPriceBound('12.50')).toBe('12.5');
    expect(cleanPriceBound('-3')).toBeUndefined();
    expect(cleanPriceBound('1e3')).toBe('1000');
  });

  it('goes back to page 1 on any change and clears only the sidebar filters', () => {
    const state = parse('q=pads&make=bmw&page=4&vendorIds=2&hasFreeShipping=true&inStock=true&partType=wiper');
    expect(withChanges(state, { sort: 'best_match' }).page).toBe(1);
    expect(hasListingFilters(state)).toBe(true);
    expect(activeFilterCount(state)).toBe(4);
    expect(hasListingFilters(parse('q=pads&partType=wiper'))).toBe(true);
    expect(hasListingFilters(parse('q=pads&inStock=true'))).toBe(true);
    const cleared = withoutListingFilters(state);
    expect(hasListingFilters(cleared)).toBe(false);
    expect(searchHref(cleared)).toBe('/search?q=pads&make=bmw');
  });
});

describe('search request', () => {
  it('sends a known make as a fitment filter and leaves the words alone', () => {
    const params = searchRequestParams(parse('q=oil+filter&make=bmw&year=2008&model=3-series-e90'), true);
    expect(params.get('q')).toBe('oil filter');
    expect(params.get('make')).toBe('bmw');
    expect(params.get('model')).toBe('3-series-e90');
    expect(params.get('year')).toBe('2008');
    expect(params.get('sort')).toBe('price_asc');
    expect(params.get('page')).toBe('1');
  });

  it('puts the brand name in front when the make cannot be a filter', () => {
    const params = searchRequestParams(parse('q=oil+filter&make=mercedes&model=c-class-w205&year=2016'), false);
    expect(params.get('q')).toBe('Mercedes-Benz oil filter');
    expect(params.has('make')).toBe(false);
    expect(params.has('model')).toBe(false);
    expect(params.has('year')).toBe(false);
  });

  it('sends price bounds as they are and flags as true', () => {
    const params = searchRequestParams(parse('q=pads&minPrice=10&maxPrice=90&hasSameDayShipping=true&vendorIds=3,5'), true);
    expect(params.get('minPrice')).toBe('10');
    expect(params.get('maxPrice')).toBe('90');
    expect(params.get('hasSameDayShipping')).toBe('true');
    expect(params.has('hasFreeShipping')).toBe(false);
    expect(params.get('vendorIds')).toBe('3,5');
    expect(params.has('partType')).toBe(false);
    expect(searchRequestParams(parse('q=pads&partType=brake-pads-rear&partType=wiper'), true).get('partType')).toBe('brake-pads-rear,wiper');
  });

  it('calls a minimum above the maximum an impossible range, and an equal pair a price', () => {
    expect(priceRangeError('200', '20')).toBe('Min price must be less than max price');
    expect(priceRangeError('20', '200')).toBeUndefined();
    expect(priceRangeError('20', '20')).toBeUndefined();
    expect(priceRangeError('200', undefined)).toBeUndefined();
  });

  it('groups the offer filters under the sidebar headings, in order', () => {
    expect(offerFilterGroups().map(({ group, filters }) => [group, filters.map((f) => f.label)])).toEqual([
      ['Shipping', ['Free Shipping', 'Same-Day Shipping', 'Next-Day Delivery']],
      ['Availability', ['In Stock Only']],
    ]);
  });
});
