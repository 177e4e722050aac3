/**
 * Flat posting lists for the part-number trigrams: for each key the number ids that have it, ascending,
 * as varints of the gap from the previous id (a common trigram's gaps take a byte each, where a flat
 * array of ids took four). Built in one go after the full load; ids added later are kept in small
 * per-key arrays beside it until the next full load.
 */
import { varintLength, writeVarint } from './varint';

export class PostingLists {
  /** Byte offset of each key's list, and how many ids it holds. */
  private start = new Uint32Array(1);
  private counts = new Int32Array(0);
  private bytes = new Uint8Array(0);
  private readonly later = new Map<number, number[]>();
  private built = false;
  /** One past the highest id in any list. */
  private idLimit = 0;

  /**
   * Builds the lists. `keysOf(id, emit)` calls emit(key) for each key of an id (repeats within one id
   * are fine). Keys are small non-negative integers below `keyCount`.
   */
  build(keyCount: number, idCount: number, keysOf: (id: number, emit: (key: number) => void) => void): void {
    const counts = new Int32Array(keyCount);
    const sizes = new Float64Array(keyCount);
    const last = new Int32Array(keyCount).fill(-1);
    for (let id = 0; id < idCount; id++) {
      keysOf(id, (key) => {
        if (last[key] === id) return;
        sizes[key]! += varintLength(id - (last[key]! + 1));
        last[key] = id;
        counts[key]!++;
      });
    }
    const start = new Uint32Array(keyCount + 1);
    for (let k = 0; k < keyCount; k++) start[k + 1] = start[k]! + sizes[k]!;
    const bytes = new Uint8Array(start[keyCount]!);
    const write = start.slice(0, keyCount);
    last.fill(-1);
    for (let id = 0; id < idCount; id++) {
      keysOf(id, (key) => {
        if (last[key] === id) return;
        write[key] = writeVarint(bytes, write[key]!, id - (last[key]! + 1));
        last[key] = id;
      });
    }
    this.start = start;
    this.counts = counts;
    this.bytes = bytes;
    this.later.clear();
    this.built = true;
    this.idLimit = idCount;
  }

  /** Records an id added after `build` (ids only ever grow, so each list stays ascending). */
  add(key: number, id: number): void {
    if (!this.built) return;
    this.idLimit = Math.max(this.idLimit, id + 1);
    const list = this.later.get(key);
    if (!list) this.later.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  }

  /** Bytes of the built lists (the few later additions aside). */
  get byteLength(): number {
    return this.start.byteLength + this.counts.byteLength + this.bytes.byteLength;
  }

  /** How many ids have the key. */
  sizeOf(key: number): number {
    return (key >= 0 && key < this.counts.length ? this.counts[key]! : 0) + (this.later.get(key)?.length ?? 0);
  }

  /** The ids having the key, ascending. */
  of(key: number): Int32Array {
    const ids: number[] = [];
    this.tally(key, new Uint8Array(this.idLimit), 1, ids);
    return Int32Array.from(ids);
  }

  /**
   * Adds one to `counts[id]` for every id having the key, and pushes to `reached` each id whose count
   * becomes `threshold` (so each id at most once over several keys). The lists are decoded in place,
   * with no callback per id: the near-miss part-number search runs this over a hundred thousand ids
   * per search.
   */
  tally(key: number, counts: Uint8Array, threshold: number, reached: number[]): void {
    const built = key >= 0 && key < this.counts.length ? this.counts[key]! : 0;
    const bytes = this.bytes;
    for (let i = 0, at = built ? this.start[key]! : 0, id = -1; i < built; i++) {
      let b = bytes[at++]!;
      let gap = b & 0x7f;
      // Most gaps take one byte; ids stay below 2^31, so shifts within 32 bits are exact.
      for (let shift = 7; b >= 0x80; shift += 7) {
        b = bytes[at++]!;
        gap |= (b & 0x7f) << shift;
      }
      id += gap + 1;
      if (++counts[id]! === threshold) reached.push(id);
    }
    for (const id of this.later.get(key) ?? []) if (++counts[id]! === threshold) reached.push(id);
  }
}
