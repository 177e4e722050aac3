import { describe, expect, it } from 'vitest';
import {
  HOME_SEARCH_MESSAGES,
  homeSearchProblem,
  homeSearchTarget,
  isUnselected,
  pageWindow,
  quickSearchTarget,
  searchPrerequisite,
  vehicleSearchTarget,
  withMakePrefix,
} from '../../src/shared/rules/search';

describe('make-based query prefix', () => {
  it('puts the brand name in front for the six prefixed makes', () => {
    expect(withMakePrefix('brake pads', 'bmw')).toBe('BMW brake pads');
    expect(withMakePrefix('oil filter', 'mercedes')).toBe('Mercedes-Benz oil filter');
    expect(withMakePrefix('oil filter', 'mercedes-benz')).toBe('Mercedes-Benz oil filter');
    expect(withMakePrefix('spark plugs', 'porsche')).toBe('Porsche spark plugs');
    expect(withMakePrefix('spark plugs', 'audi')).toBe('Audi spark plugs');
    expect(withMakePrefix('timing belt', 'volkswagen')).toBe('Volkswagen timing belt');
  });

  it('leaves a query that already names the make alone, in any case or spelling', () => {
    expect(withMakePrefix('bmw brake pads', 'bmw')).toBe('bmw brake pads');
    expect(withMakePrefix('Mercedes air filter', 'mercedes-benz')).toBe('Mercedes air filter');
    expect(withMakePrefix('benz air filter', 'mercedes')).toBe('benz air filter');
    expect(withMakePrefix('pads for my Porsche', 'PORSCHE')).toBe('pads for my Porsche');
  });

  it('matches whole words only', () => {
    expect(withMakePrefix('audio cable', 'audi')).toBe('Audi audio cable');
  });

  it('ignores other makes and a missing make', () => {
    expect(withMakePrefix('brake pads', 'ferrari')).toBe('brake pads');
    expect(withMakePrefix('brake pads', undefined)).toBe('brake pads');
    expect(withMakePrefix('  brake pads ', null)).toBe('brake pads');
  });

  it('turns an empty query into the brand name', () => {
    expect(withMakePrefix('', 'bmw')).toBe('BMW');
    expect(withMakePrefix('', 'lexus')).toBe('');
  });
});

describe('home search checks', () => {
  const complete = { term: 'brake pads', make: 'bmw', year: 2008, model: '3-series-e90' };

  it('reports the missing fields in the spec order', () => {
    expect(homeSearchProblem({ term: '', make: '', year: '', model: '' })).toEqual({
      field: 'term',
      message: 'Please enter a part name or number',
    });
    expect(homeSearchProblem({ term: 'pads' })?.message).toBe('Please select a vehicle make');
    expect(homeSearchProblem({ term: 'pads', make: 'bmw' })?.message).toBe('Please select a vehicle year');
    expect(homeSearchProblem({ term: 'pads', make: 'bmw', year: 2008 })?.message).toBe('Please select a vehicle model');
    expect(homeSearchProblem(complete)).toBeNull();
  });

  it('treats blanks and "any" as unselected', () => {
    expect(homeSearchProblem({ ...complete, term: '   ' })?.field).toBe('term');
    expect(homeSearchProblem({ ...complete, make: 'any' })?.field).toBe('make');
    expect(homeSearchProblem({ ...complete, year: 'any' })?.field).toBe('year');
    expect(homeSearchProblem({ ...complete, model: 'ANY' })?.field).toBe('model');
    expect(isUnselected(0)).toBe(false);
    expect(isUnselected(undefined)).toBe(true);
    expect(Object.values(HOME_SEARCH_MESSAGES)).toHaveLength(4);
  });

  it('routes part numbers to the part-number screen', () => {
    expect(homeSearchTarget({ ...complete, term: ' 11621259307 ' })).toBe('/part-search?partNumber=11621259307');
    expect(homeSearchTarget({ ...complete, term: 'W712-75' })).toBe('/part-search?partNumber=W712-75');
  });

  it('routes anything else to the results page with the vehicle as slugs', () => {
    expect(homeSearchTarget(complete)).toBe('/search?q=brake+pads&make=bmw&year=2008&model=3-series-e90');
    // Too short, too long, or with spaces: words, not a part number.
    expect(homeSearchTarget({ ...complete, term: 'pads' })).toMatch(/^\/search\?q=pads&/);
    expect(homeSearchTarget({ ...complete, term: '11 62 1 259 307' })).toMatch(/^\/search\?q=11\+62/);
    expect(homeSearchTarget({ ...complete, term: 'a'.repeat(21) })).toMatch(/^\/search\?/);
  });

  it('builds the vehicle and quick-search addresses', () => {
    expect(vehicleSearchTarget({ year: 2020, make: 'porsche', model: '911-992' })).toBe(
      '/search?year=2020&make=porsche&model=911-992',
    );
    expect(vehicleSearchTarget({ year: '', make: 'porsche', model: 'any' })).toBe('/search?make=porsche');
    expect(quickSearchTarget('Brake Pads')).toBe('/search?q=Brake+Pads');
  });
});

describe('results page prerequisites', () => {
  it('needs a query, or a vehicle and a category', () => {
    expect(searchPrerequisite({})).toBe('select-vehicle');
    expect(searchPrerequisite({ q: '  ' })).toBe('select-vehicle');
    // A category tile opens the category's results, vehicle or not.
    expect(searchPrerequisite({ q: '  ', categoryId: 2 })).toBe('ready');
    expect(searchPrerequisite({ make: 'bmw' })).toBe('select-category');
    expect(searchPrerequisite({ make: 'bmw', categoryId: 2 })).toBe('ready');
    expect(searchPrerequisite({ q: 'pads' })).toBe('ready');
  });
});

describe('page window (up to 5 page numbers with ellipsis)', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page and the current page with its neighbours', () => {
    expect(pageWindow(1, 22)).toEqual([1, 2, 3, 4, 'gap', 22]);
    expect(pageWindow(3, 22)).toEqual([1, 2, 3, 4, 'gap', 22]);
    expect(pageWindow(10, 22)).toEqual([1, 'gap', 9, 10, 11, 'gap', 22]);
    expect(pageWindow(20, 22)).toEqual([1, 'gap', 19, 20, 21, 22]);
    expect(pageWindow(22, 22)).toEqual([1, 'gap', 19, 20, 21, 22]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
  });

  it('never shows more than five numbers and clamps a page outside the range', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pageWindow(page, total).filter((item) => item !== 'gap');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(page);
      }
    }
    expect(pageWindow(99, 22)).toEqual(pageWindow(22, 22));
    expect(pageWindow(0, 22)).toEqual(pageWindow(1, 22));
  });
});
