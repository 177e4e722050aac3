import { describe, expect, it } from 'vitest';
import { GUIDE_PATHS, isPagePath } from '../../src/shared/page-routes';
import { safeNextPath } from '../../src/shared/rules/site-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/search?q=brake+pads&sort=price_desc')).toBe('/search?q=brake+pads&sort=price_desc');
    expect(safeNextPath('/part/11621259307')).toBe('/part/11621259307');
    expect(safeNextPath('/')).toBe('/');
  });

  it('sends anything that could leave the site, or is no path, home', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil.example', '', ' /x', '/a\nb', '/a\\b', 'javascript:alert(1)', `/${'a'.repeat(2001)}`, undefined, 42, ['/x']]) {
      expect(safeNextPath(value), String(value)).toBe('/');
    }
  });

  it('never leads back to the login screen', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/login?x=1')).toBe('/');
  });
});

describe('isPagePath', () => {
  it('knows every page of the route table, parameters included', () => {
    for (const path of ['/', '/home', '/search', '/part/11621259307', '/product/oil-filter', '/guides/anything', '/faq', '/login', ...GUIDE_PATHS]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('knows no other path', () => {
    for (const path of ['/definitely/not/a/route', '/search/', '/part/', '/part/a/b', '/FAQ', '/guides', '/api/vendors', '/go/1']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
