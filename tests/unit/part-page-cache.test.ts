import { describe, expect, it } from 'vitest';
import type { PartContent } from '../../src/server/modules/parts/part-content';
import { createPartPageCache } from '../../src/server/modules/parts/part-page-cache';

/** Content whose part row carries only what these tests tell apart: the name (the rest is never read here). */
const content = (name: string): PartContent => ({
  part: { id: 1, name } as PartContent['part'],
  extras: { category_slug: 'engine', specifications: [], fitments: null, interchange: null, reviews: null },
  related: [],
});

describe('the part pages kept in memory', () => {
  it('gives a page back only at the revision it was read at', () => {
    const cache = createPartPageCache();
    const page = content('Gasket');
    cache.set('gasket', 7, page);
    expect(cache.get('gasket', 7)).toBe(page);
    expect(cache.get('gasket', 8)).toBeUndefined();
    expect(cache.get('gasket', 6)).toBeUndefined();
    expect(cache.get('pump', 7)).toBeUndefined();
  });

  it('peeks at the page last kept whatever its revision, without vouching for it', () => {
    const cache = createPartPageCache();
    const page = content('Gasket');
    cache.set('gasket', 7, page);
    expect(cache.peek('gasket')).toBe(page);
    expect(cache.peek('pump')).toBeUndefined();
  });

  it('replaces a page read at a newer revision', () => {
    const cache = createPartPageCache();
    cache.set('gasket', 7, content('Old name'));
    const renamed = content('New name');
    cache.set('gasket', 8, renamed);
    expect(cache.get('gasket', 8)).toBe(renamed);
    expect(cache.get('gasket', 7)).toBeUndefined();
  });

  it('keeps at most maxPages, dropping the page read longest ago', () => {
    const cache = createPartPageCache({ maxPages: 2 });
    cache.set('a', 1, content('A'));
    cache.set('b', 1, content('B'));
    cache.get('a', 1);
    cache.set('c', 1, content('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.part.name).toBe('A');
    expect(cache.get('c', 1)?.part.name).toBe('C');
  });
});
