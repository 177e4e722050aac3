/**
 * Flat posting lists for the part-number trigrams: for each key the number ids that have it, ascending.
 * Built in one go from every slot after the full load (one flat array); slots added later are kept in
 * small per-key arrays beside it until the next full load.
 */
export class PostingLists {
  private start = new Int32Array(1);
  private slots = new Int32Array(0);
  private readonly later = new Map<number, number[]>();
  private built = false;

  /**
   * Builds the flat lists. `keysOf(slot, emit)` calls emit(key) for each key of a slot (repeats within
   * one slot are fine). Keys are small non-negative integers below `keyCount`.
   */
  build(keyCount: number, slotCount: number, keysOf: (slot: number, emit: (key: number) => void) => void): void {
    const counts = new Int32Array(keyCount + 1);
    const last = new Int32Array(keyCount).fill(-1);
    for (let slot = 0; slot < slotCount; slot++) {
      keysOf(slot, (key) => {
        if (last[key] === slot) return;
        last[key] = slot;
        counts[key + 1]!++;
      });
    }
    for (let k = 0; k < keyCount; k++) counts[k + 1]! += counts[k]!;
    const slots = new Int32Array(counts[keyCount]!);
    const fill = counts.slice(0, keyCount);
    last.fill(-1);
    for (let slot = 0; slot < slotCount; slot++) {
      keysOf(slot, (key) => {
        if (last[key] === slot) return;
        last[key] = slot;
        slots[fill[key]!++] = slot;
      });
    }
    this.start = counts;
    this.slots = slots;
    this.later.clear();
    this.built = true;
  }

  /** Records a slot added after `build` (slots only ever grow, so each list stays ascending). */
  add(key: number, slot: number): void {
    if (!this.built) return;
    const list = this.later.get(key);
    if (!list) this.later.set(key, [slot]);
    else if (list[list.length - 1] !== slot) list.push(slot);
  }

  /** Bytes of the flat lists (the few later additions aside). */
  get byteLength(): number {
    return this.start.byteLength + this.slots.byteLength;
  }

  of(key: number): ArrayLike<number> {
    const base = key >= 0 && key + 1 < this.start.length ? this.slots.subarray(this.start[key]!, this.start[key + 1]!) : new Int32Array(0);
    const later = this.later.get(key);
    if (!later) return base;
    const all = new Int32Array(base.length + later.length);
    all.set(base);
    all.set(later, base.length);
    return all;
  }
}
