import { describe, expect, it } from 'vitest';
import { PackedStrings, StringIds } from '../../src/server/modules/search/engines/index/packed-strings';

describe("the index's packed strings", () => {
  it('gives each distinct string one id, in the order first seen, through many rehashes', () => {
    const ids = new StringIds();
    const words = Array.from({ length: 5000 }, (_, i) => `w${(i * 7919) % 5000}`);
    const first = words.map((w) => ids.intern(w));
    expect(ids.length).toBe(5000);
    expect(words.map((w) => ids.intern(w))).toEqual(first);
    expect(words.map((w) => ids.idOf(w))).toEqual(first);
    expect(first.slice(0, 3)).toEqual([0, 1, 2]);
    expect(ids.at(first[42]!)).toBe(words[42]);
  });

  it('finds nothing for a string it does not hold, a prefix or an extension included', () => {
    const ids = new StringIds();
    ids.intern('brake');
    expect([ids.idOf('brak'), ids.idOf('brakes'), ids.idOf(''), ids.idOf('Brake')]).toEqual([-1, -1, -1, -1]);
  });

  it('keeps strings outside ASCII byte for byte, and the empty string', () => {
    const ids = new StringIds();
    const values = ['bremsscheibe', 'öl', 'ölfilter', 'çüé', '', '日本'];
    const got = values.map((v) => ids.intern(v));
    expect(values.map((v) => ids.idOf(v))).toEqual(got);
    expect(got.map((id) => ids.at(id))).toEqual(values);
  });

  it('appends repeats as they come, and still reads each after trimming', () => {
    const packed = new PackedStrings();
    for (const v of ['11621259307', 'a0004206220', '11621259307']) packed.push(v);
    packed.trim();
    expect([packed.length, packed.at(0), packed.at(2), packed.matcher('a0004206220')(1), packed.matcher('a000420622')(1)]).toEqual([3, '11621259307', '11621259307', true, false]);
  });
});
