import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseIntList } from '../../src/server/modules/search/engines/index/index-source';

const list = z.string().transform(parseIntList);

describe("the index rows' integer lists", () => {
  it('reads comma-joined integers, negative ones included, and an empty list', () => {
    expect(list.parse('12,-3,40')).toEqual([12, -3, 40]);
    expect(list.parse('7')).toEqual([7]);
    expect(list.parse('')).toEqual([]);
    expect(list.parse('-2147483648,2147483647')).toEqual([-2147483648, 2147483647]);
  });

  it('refuses anything else, so a row it cannot read fails the load instead of indexing wrongly', () => {
    for (const bad of ['1,,2', '1,', ',1', '1.5', '-', '1 2', '{1,2}', '--1', '1-2']) expect(list.safeParse(bad).success, bad).toBe(false);
  });
});
