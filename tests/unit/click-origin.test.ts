import { describe, expect, it } from 'vitest';
import { isClickOrigin, pageTypeOfPath, withClickOrigin } from '../../src/shared/rules/click-origin';

describe('click origin', () => {
  it('reads the page type from the path of our page that sent the click', () => {
    expect(pageTypeOfPath('/search')).toBe('search');
    expect(pageTypeOfPath('/part/11621259307')).toBe('part');
    expect(pageTypeOfPath('/part-number-search')).toBe('part');
    expect(pageTypeOfPath('/product/bosch-oil-filter')).toBe('product');
    expect(pageTypeOfPath('/basket')).toBe('basket');
    expect(pageTypeOfPath('/searching')).toBe('other');
    expect(pageTypeOfPath('/')).toBe('other');
    expect(pageTypeOfPath(null)).toBe('other');
  });

  it('lets a Buy link name its origin, and accepts only the known ones', () => {
    expect(withClickOrigin('/go/42', 'live')).toBe('/go/42?from=live');
    expect(withClickOrigin('/go/42?x=1', 'live')).toBe('/go/42?x=1&from=live');
    // Only our tracked links carry it: a vendor's own url is left alone.
    expect(withClickOrigin('https://vendor.example/p/1', 'live')).toBe('https://vendor.example/p/1');
    expect(isClickOrigin('live')).toBe(true);
    expect(isClickOrigin('other')).toBe(false);
    expect(isClickOrigin('__proto__')).toBe(false);
  });
});
