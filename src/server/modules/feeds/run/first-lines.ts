/**
 * The line each item id of a run was first applied on, so a later row with the same id can be
 * refused with both lines. A feed can hold millions of items: instead of a Map of strings (50–90
 * bytes an id on the heap, and a parser's substring can keep its whole chunk alive), each id is kept
 * as a 64-bit hash beside its line in typed arrays, open addressing, at most half full: 24 bytes an
 * id at worst. Two different ids share a 64-bit hash with a chance of about 3 in 100 million for a
 * feed of a million ids; such an id would be refused as a duplicate of the other.
 */
const INITIAL_SLOTS = 1 << 12;

/** Two independent 32-bit hashes of the text (FNV-1a and a multiply-rotate mix), in one pass. */
function hashes(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  // Zero marks an empty slot: a hash that is zero is moved off it.
  return [a >>> 0 || 1, (b ^ text.length) >>> 0];
}

export class FirstLines {
  private high = new Uint32Array(INITIAL_SLOTS);
  private low = new Uint32Array(INITIAL_SLOTS);
  private lines = new Uint32Array(INITIAL_SLOTS);
  private count = 0;

  /** Records `id` on `line` and returns null, or returns the line it was first recorded on. */
  firstLineOf(id: string, line: number): number | null {
    const [h, l] = hashes(id);
    const slot = this.find(h, l);
    if (this.high[slot] !== 0) return this.lines[slot]!;
    this.high[slot] = h;
    this.low[slot] = l;
    this.lines[slot] = line;
    if (++this.count * 2 > this.high.length) this.grow();
    return null;
  }

  /** The slot holding the hash, or the empty slot where it belongs. */
  private find(h: number, l: number): number {
    const mask = this.high.length - 1;
    let slot = (h ^ Math.imul(l, 0x9e3779b1)) & mask;
    while (this.high[slot] !== 0 && (this.high[slot] !== h || this.low[slot] !== l)) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const { high, low, lines } = this;
    this.high = new Uint32Array(high.length * 2);
    this.low = new Uint32Array(high.length * 2);
    this.lines = new Uint32Array(high.length * 2);
    for (let i = 0; i < high.length; i++) {
      if (high[i] === 0) continue;
      const slot = this.find(high[i]!, low[i]!);
      this.high[slot] = high[i]!;
      this.low[slot] = low[i]!;
      this.lines[slot] = lines[i]!;
    }
  }
}
