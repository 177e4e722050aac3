import { describe, expect, it } from 'vitest';
import { affiliateLink } from '../../src/server/modules/clickout/affiliate-link';

describe('affiliate links', () => {
  it('adds the template parameters to the listing url', () => {
    expect(affiliateLink('https://shop.example/p/1', '{url}?utm_source=pitlane&aff=fcp')).toBe(
      'https://shop.example/p/1?utm_source=pitlane&aff=fcp',
    );
  });
  it('merges into an existing query string', () => {
    expect(affiliateLink('https://shop.example/p?id=7', '{url}?aff=x')).toBe('https://shop.example/p?id=7&aff=x');
  });
  it('wraps the url in a network redirect', () => {
    expect(affiliateLink('https://shop.example/p/1', 'https://net.example/click?m=42&dest={url_encoded}')).toBe(
      'https://net.example/click?m=42&dest=https%3A%2F%2Fshop.example%2Fp%2F1',
    );
  });
  it('keeps the url as is without a template', () => {
    expect(affiliateLink('https://shop.example/p/1', null)).toBe('https://shop.example/p/1');
  });
  it('refuses anything but http(s)', () => {
    expect(affiliateLink('javascript:alert(1)', null)).toBeNull();
    expect(affiliateLink('data:text/html,hi', '{url}?a=1')).toBeNull();
    expect(affiliateLink('not a url', null)).toBeNull();
    expect(affiliateLink('https://shop.example/p', 'javascript:{url}')).toBeNull();
  });
});
