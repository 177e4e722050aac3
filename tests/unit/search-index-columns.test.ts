import { describe, expect, it } from 'vitest';
import { narrowIntColumn, uint8Column } from '../../src/server/modules/search/engines/index/columns';
import { PostingLists } from '../../src/server/modules/search/engines/index/postings';

describe("the index's narrow integer columns", () => {
  it('hold small values in one byte, and widen without losing the earlier ones', () => {
    const column = narrowIntColumn(4);
    for (const value of [0, 7, 255]) column.push(value);
    expect(column.data).toBeInstanceOf(Uint8Array);
    column.push(1984);
    expect(column.data).toBeInstanceOf(Uint16Array);
    column.push(70_000);
    expect(column.data).toBeInstanceOf(Int32Array);
    column.push(3);
    expect([...column.data.subarray(0, column.length)]).toEqual([0, 7, 255, 1984, 70_000, 3]);
  });

  it('take a negative value as four bytes, straight from one', () => {
    const column = narrowIntColumn();
    column.push(5);
    column.push(-2);
    expect(column.data).toBeInstanceOf(Int32Array);
    expect([...column.data.subarray(0, 2)]).toEqual([5, -2]);
  });

  it('keep every value through growth and trimming', () => {
    const column = narrowIntColumn(2);
    const values = Array.from({ length: 5000 }, (_, i) => (i * 37) % 300);
    values.forEach((value) => column.push(value));
    column.trim();
    expect(column.data).toBeInstanceOf(Uint16Array);
    expect([...column.data.subarray(0, column.length)]).toEqual(values);
  });

  it('leave a fixed-width column at its width', () => {
    const column = uint8Column();
    column.push(300);
    expect(column.data).toBeInstanceOf(Uint8Array);
  });
});

describe("the part-number trigram lists", () => {
  it('give each key its ids ascending, with gaps of any size, repeats counted once', () => {
    const keys: number[][] = Array.from({ length: 300_000 }, (_, id) => (id % 3 === 0 ? [1, 1, 2] : id === 299_999 ? [7] : [2]));
    const lists = new PostingLists();
    lists.build(10, keys.length, (id, emit) => keys[id]!.forEach(emit));
    const expected = (key: number) => keys.flatMap((k, id) => (k.includes(key) ? [id] : []));
    for (const key of [1, 2, 7]) {
      expect([...lists.of(key)]).toEqual(expected(key));
      expect(lists.sizeOf(key)).toBe(expected(key).length);
    }
    expect([...lists.of(3)]).toEqual([]);
    expect([...lists.of(-1)]).toEqual([]);
  });

  it('add ids written after the build at the end of their lists', () => {
    const lists = new PostingLists();
    lists.build(4, 3, (id, emit) => emit(id));
    lists.add(1, 5);
    lists.add(1, 5);
    lists.add(3, 9);
    expect([...lists.of(1)]).toEqual([1, 5]);
    expect([...lists.of(3)]).toEqual([9]);
    expect(lists.sizeOf(1)).toBe(2);
  });

  it('tally ids over several keys, naming each id once as its count reaches the threshold', () => {
    // Gaps past one varint byte too: ids 0, 200 and 40,000.
    const keys = [[1, 2], [], ...Array.from({ length: 198 }, () => [9]), [1, 2, 3], ...Array.from({ length: 39_799 }, () => [9]), [2, 3]];
    const lists = new PostingLists();
    lists.build(10, keys.length, (id, emit) => keys[id]!.forEach(emit));
    lists.add(3, keys.length); // an id written after the build
    const counts = new Uint8Array(keys.length + 1);
    const reached: number[] = [];
    for (const key of [1, 2, 3]) lists.tally(key, counts, 2, reached);
    expect(reached).toEqual([0, 200, 40_000]);
    expect([counts[0], counts[200], counts[40_000], counts[keys.length]]).toEqual([2, 3, 2, 1]);
  });
});
