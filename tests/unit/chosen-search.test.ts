import { describe, expect, it } from 'vitest';
import { chosenSearchText } from '../../src/web/components/search-suggestions/chosen-search';

describe('what a chosen suggestion searches for', () => {
  it('puts the suggestion after the typed words it does not repeat, dropping the word it completed', () => {
    expect(chosenSearchText('e46 brake p', { group: 'part', q: 'front brake pad set' })).toBe('e46 front brake pad set');
    expect(chosenSearchText('brake pads bmw e9', { group: 'vehicle', q: 'BMW 3 Series E90' })).toBe('brake pads BMW 3 Series E90');
    expect(chosenSearchText('bre', { group: 'brand', q: 'Brembo' })).toBe('Brembo');
  });

  it('searches a part number alone', () => {
    expect(chosenSearchText('pads 3411', { group: 'number', q: '34 11 6 855 152' })).toBe('34 11 6 855 152');
  });
});
