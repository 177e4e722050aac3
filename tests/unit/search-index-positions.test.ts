import { describe, expect, it } from 'vitest';
import { MAX_POSITIONS, TextPositions, type SlotVector } from '../../src/server/modules/search/engines/index/text-positions';

/**
 * The index keeps each lexeme's positions by lexeme, as varints in posting order, with a byte offset
 * every 32 entries: reading them back, skipping any run of entries, must give the positions stored.
 */
describe('positions stored by lexeme', () => {
  it('read back what was stored, entry by entry and after skips of any length', () => {
    let state = 7;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31) % n);
    const lexemeCount = 5;
    const vectors: SlotVector[] = [];
    for (let slot = 0; slot < 300; slot++) {
      const lexemes = [...new Set(Array.from({ length: 1 + next(4) }, () => next(lexemeCount)))].sort((a, b) => a - b);
      const counts = lexemes.map(() => 1 + next(slot % 50 === 0 ? MAX_POSITIONS : 6));
      const positions: number[] = [];
      for (const count of counts) {
        // Ascending positions (up to 16383) with a weight in the top two bits, as WordEntryPos holds them.
        let at = 0;
        for (let k = 0; k < count; k++) {
          at += 1 + next(slot % 7 === 0 ? 3000 : 40);
          positions.push((next(4) << 14) | Math.min(at, 0x3fff));
        }
      }
      vectors.push({ lexemes: Int32Array.from(lexemes), counts: Uint16Array.from(counts), positions: Uint16Array.from(positions) });
    }
    const store = new TextPositions();
    store.build(lexemeCount, vectors.length, (slot) => vectors[slot]!);
    const out = new Uint16Array(MAX_POSITIONS);
    for (let lexeme = 0; lexeme < lexemeCount; lexeme++) {
      const holders = vectors.flatMap((v, slot) => (v.lexemes.includes(lexeme) ? [slot] : []));
      const expected = holders.map((slot) => {
        const v = vectors[slot]!;
        const e = v.lexemes.indexOf(lexeme);
        const from = v.counts.slice(0, e).reduce((a, b) => a + b, 0);
        return [...v.positions.slice(from, from + v.counts[e]!)];
      });
      // Every entry in turn, then every third, then a few far apart (past the kept offsets).
      for (const stride of [1, 3, 40]) {
        const reader = store.reader(lexeme);
        for (let entry = 0; entry < holders.length; entry += stride) {
          reader.seek(entry);
          const count = reader.read(out, 0);
          expect([...out.slice(0, count)], `lexeme ${lexeme} entry ${entry} stride ${stride}`).toEqual(expected[entry]);
        }
      }
    }
  });
});
