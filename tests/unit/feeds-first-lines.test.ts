import { describe, expect, it } from 'vitest';
import { FirstLines } from '../../src/server/modules/feeds/run/first-lines';

describe('first lines of item ids', () => {
  it('answers the first line of a repeated id, and null for a new one', () => {
    const lines = new FirstLines();
    expect(lines.firstLineOf('D1', 9)).toBeNull();
    expect(lines.firstLineOf('D2', 10)).toBeNull();
    expect(lines.firstLineOf('D1', 14)).toBe(9);
    expect(lines.firstLineOf('D1', 20)).toBe(9);
    expect(lines.firstLineOf('d1', 21)).toBeNull();
  });

  it('keeps every id apart while it grows far past its first size', () => {
    const lines = new FirstLines();
    const n = 300_000;
    let repeats = 0;
    for (let i = 0; i < n; i++) if (lines.firstLineOf(`BENCH-${i}`, i + 2) !== null) repeats++;
    expect(repeats).toBe(0);
    let wrong = 0;
    for (let i = 0; i < n; i++) if (lines.firstLineOf(`BENCH-${i}`, 0) !== i + 2) wrong++;
    expect(wrong).toBe(0);
    expect(lines.firstLineOf('', 1)).toBeNull();
  });
});
