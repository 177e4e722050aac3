import { describe, expect, it } from 'vitest';
import { NUMBER_SIMILARITY_WEIGHT } from '../../src/server/modules/search/spec/ranking';
import { PartNumbers, trigramsOf } from '../../src/server/modules/search/engines/index/part-numbers';

/** pg_trgm's similarity and the part-number rank, judged number by number: what the index must find. */
function bruteForce(numbers: { slot: number; value: string; own: boolean }[], query: string, threshold: number) {
  const q = new Set(trigramsOf(query));
  const hits = new Map<number, { slot: number; rank: number; exact: number }>();
  for (const { slot, value, own } of numbers) {
    const t = new Set(trigramsOf(value));
    const common = [...t].filter((key) => q.has(key)).length;
    let rank = -1;
    let exact = 0;
    if (value === query) {
      rank = 1;
      exact = own ? 2 : 1;
    } else {
      const similarity = Math.fround(common / (t.size + q.size - common));
      if (common > 0 && similarity >= threshold) rank = similarity * (own ? NUMBER_SIMILARITY_WEIGHT.own : NUMBER_SIMILARITY_WEIGHT.interchange);
    }
    if (rank < 0) continue;
    const seen = hits.get(slot);
    hits.set(slot, seen ? { slot, rank: Math.max(seen.rank, rank), exact: Math.max(seen.exact, exact) } : { slot, rank, exact });
  }
  return hits;
}

/** A deterministic catalog of numbers sharing prefixes heavily, as OEM numbers do, with a few of several words. */
function catalog(count: number) {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const numbers: { slot: number; value: string; own: boolean }[] = [];
  for (let slot = 0; slot < count; slot++) {
    const prefix = ['34', '11', '99', 'A0', 'A1', '8D'][slot % 6]!;
    numbers.push({ slot, value: prefix + digits(4 + (slot % 6)), own: true });
    if (slot % 5 === 0) numbers.push({ slot, value: `${digits(2)} ${prefix}${digits(3)}`, own: false });
    if (slot % 17 === 0) numbers.push({ slot, value: `x ${digits(5)}`, own: false });
  }
  return numbers;
}

describe('part-number near misses', () => {
  const threshold = Math.fround(0.3);
  const numbers = catalog(3000);
  const index = new PartNumbers(threshold);
  // Half before the build, half after: numbers added later are searched as well.
  const before = numbers.filter((n) => n.slot < 1500);
  const after = numbers.filter((n) => n.slot >= 1500);
  const add = (list: typeof numbers) => {
    for (const slot of new Set(list.map((n) => n.slot))) {
      const own = list.find((n) => n.slot === slot && n.own)?.value ?? null;
      index.add(slot, own, list.filter((n) => n.slot === slot && !n.own).map((n) => n.value));
    }
  };
  add(before);
  index.build();
  add(after);

  it('finds exactly the numbers pg_trgm similarity finds, with their rank, however long the query', () => {
    const queries = [...numbers.slice(0, 40).map((n) => n.value), '3412345', '34', '9', 'A01', 'x 123', '8D12 3456', '11111111111111'];
    for (const query of queries) {
      const found = [...index.search(query)].sort((a, b) => a[0] - b[0]);
      const expected = [...bruteForce(numbers, query, threshold)].sort((a, b) => a[0] - b[0]);
      expect(found, query).toEqual(expected);
      expect(index.slotsWithExactly(query).sort((a, b) => a - b), query).toEqual(expected.filter(([, hit]) => hit.exact > 0).map(([slot]) => slot));
    }
  });

  it('finds the numbers at the edge: sharing just enough trigrams to reach the threshold', () => {
    // Three letters of every length from 3 to 12: many numbers share just as many trigrams as it takes.
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const values = Array.from({ length: 2000 }, (_, i) => Array.from({ length: 3 + (i % 10) }, () => '123'[Math.floor(random() * 3)]).join(''));
    const edge = new PartNumbers(threshold);
    values.forEach((value, slot) => edge.add(slot, value, []));
    edge.build();
    const all = values.map((value, slot) => ({ slot, value, own: true }));
    let atTheEdge = 0;
    for (const query of values.slice(0, 60)) {
      const expected = bruteForce(all, query, threshold);
      const q = new Set(trigramsOf(query));
      const least = Math.ceil(threshold * q.size - 1e-4);
      for (const [slot] of expected) {
        const shared = (trigramsOf(values[slot]!) ?? []).filter((key) => q.has(key)).length;
        if (shared === least) atTheEdge++;
      }
      expect([...edge.search(query)].sort((a, b) => a[0] - b[0]), query).toEqual([...expected].sort((a, b) => a[0] - b[0]));
    }
    expect(atTheEdge).toBeGreaterThan(0);
  });

  it('forgets its last answer when a number is added', () => {
    const value = '77123456789';
    expect(index.search(value).size).toBe(0);
    index.add(9999, value, []);
    expect(index.search(value).get(9999)).toMatchObject({ rank: 1, exact: 2 });
  });
});
