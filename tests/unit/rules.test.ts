import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatUsd } from '../../src/shared/rules/money';
import { discountPercent, stars, uniqueBrands, vendorCount } from '../../src/shared/rules/offers';
import { isNumberShaped, looksLikePartNumber, normalizePartNumber, partNumberOfQuery } from '../../src/shared/rules/part-number';
import { metaDescription, slugify } from '../../src/shared/rules/text';
import { baseModelGroup, lastYears, sortBaseModelGroups, yearInRange, yearsForMake } from '../../src/shared/rules/vehicles';

describe('money', () => {
  it('formats en-US USD with exactly two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(centsToAmount(12995))).toBe('$129.95');
  });
  it('parses amounts to cents without float drift', () => {
    expect(amountToCents('129.95')).toBe(12995);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents(-1)).toBeNull();
  });
});

describe('offer rules', () => {
  it('rounds the discount and gives 0 without a real reduction', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(66.67, 100)).toBe(33);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
    expect(discountPercent(10, -5)).toBe(0);
    expect(discountPercent(10, null)).toBe(0);
  });
  it('counts distinct vendors and de-duplicates brands', () => {
    expect(vendorCount([{ vendorId: 1 }, { vendorId: 2 }, { vendorId: 1 }])).toBe(2);
    expect(uniqueBrands(['Bosch', 'bosch ', 'Mahle', ''])).toEqual(['Bosch', 'Mahle']);
  });
  it('draws five star slots with a half star from .5', () => {
    expect(stars(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(stars(4.49)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(stars(0)).toEqual(Array(5).fill('empty'));
    expect(stars(5)).toEqual(Array(5).fill('full'));
    expect(stars(7)).toEqual(Array(5).fill('full'));
  });
});

describe('part numbers', () => {
  it('detects a part-number-looking term', () => {
    expect(looksLikePartNumber('11621259307')).toBe(true);
    expect(looksLikePartNumber(' 06J-115-403Q ')).toBe(true);
    expect(looksLikePartNumber('1234')).toBe(false);
    expect(looksLikePartNumber('brake pads')).toBe(false);
    expect(looksLikePartNumber('A'.repeat(21))).toBe(false);
  });
  it('takes number-shaped text for a number: separators allowed, a digit needed, 40 characters at most', () => {
    expect(isNumberShaped('11 42 7 953 129')).toBe(true);
    expect(isNumberShaped('HU 816 X')).toBe(true);
    expect(isNumberShaped('clearance')).toBe(false);
    expect(isNumberShaped('-1234')).toBe(false);
    expect(isNumberShaped('1'.repeat(41))).toBe(false);
  });
  it('reads search words as a normalized part number only when they can be one', () => {
    expect(partNumberOfQuery('34 11 6 855 152')).toBe('34116855152');
    expect(partNumberOfQuery('e46 m3')).toBe('E46M3');
    expect(partNumberOfQuery('M3')).toBeUndefined(); // under 4 characters
    expect(partNumberOfQuery('brake pads')).toBeUndefined();
    expect(partNumberOfQuery(undefined)).toBeUndefined();
  });
  it('normalizes separators and case', () => {
    expect(normalizePartNumber('11 62 1 259 307')).toBe('11621259307');
    expect(normalizePartNumber('11-62-1-259-307')).toBe('11621259307');
    expect(normalizePartNumber('a 000.180 26 09')).toBe('A0001802609');
  });
});

describe('vehicles', () => {
  it('groups base models by special name or first word, 911 first', () => {
    expect(baseModelGroup('911 Carrera')).toBe('911');
    expect(baseModelGroup('Cayman GT4')).toBe('Cayman');
    expect(baseModelGroup('C-Class')).toBe('C-Class');
    expect(baseModelGroup('3 Series')).toBe('3 Series');
    expect(sortBaseModelGroups(['Macan', 'Boxster', '911', 'Cayenne', 'Boxster'])).toEqual([
      '911',
      'Boxster',
      'Cayenne',
      'Macan',
    ]);
  });
  it('offers years from each make’s start year, 15 back by default', () => {
    expect(yearsForMake('porsche', 2026).at(-1)).toBe(1950);
    expect(yearsForMake('lamborghini', 2026).at(-1)).toBe(1963);
    expect(yearsForMake('lexus', 2026)).toHaveLength(16);
    expect(yearsForMake('lexus', 2026, 1989).at(-1)).toBe(1989);
    expect(lastYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  });
  it('treats an open-ended range as in production', () => {
    expect(yearInRange(2030, 2019, null)).toBe(true);
    expect(yearInRange(2012, 2005, 2011)).toBe(false);
  });
});

describe('text', () => {
  it('cuts meta descriptions at 160 characters', () => {
    expect(metaDescription('a'.repeat(200))).toHaveLength(160);
    expect(metaDescription('  two\n lines ')).toBe('two lines');
  });
  it('slugifies', () => {
    expect(slugify('Huracán EVO / Spyder')).toBe('huracan-evo-spyder');
  });
});
