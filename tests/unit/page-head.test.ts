/** The shared page-head rules the web app and the server both build a page's <head> with. */
import { describe, expect, it } from 'vitest';
import { categoryListingId, documentTitle, partNumberPagePath } from '../../src/shared/rules/page-head';

describe('page head rules', () => {
  it('appends the site name, except on the home page', () => {
    expect(documentTitle('Brake Pads')).toBe('Brake Pads | Pitlane');
    expect(documentTitle('Pitlane')).toBe('Pitlane');
  });

  it('puts part pages under the normalized number', () => {
    expect(partNumberPagePath('11 62 1 259 307')).toBe('/part/11621259307');
  });

  it('treats only ?categoryId=N with nothing else as a category listing', () => {
    const id = (query: string) => categoryListingId(new URLSearchParams(query));
    expect(id('categoryId=7')).toBe(7);
    expect(id('categoryId=7&q=pads')).toBeNull();
    expect(id('categoryId=7&page=2')).toBeNull();
    expect(id('categoryId=0')).toBeNull();
    expect(id('categoryId=abc')).toBeNull();
    expect(id('')).toBeNull();
  });
});
