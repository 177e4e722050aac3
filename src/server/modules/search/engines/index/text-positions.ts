/**
 * Where each lexeme occurs in each part's search vector, for phrase checks and ts_rank. Stored by
 * lexeme, in the order of the lexeme's posting list (ascending slots), as Lucene stores positions:
 * one byte section per lexeme holding, for each part that has it, the count of positions and then
 * each position as a varint of (distance from the previous one << 2 | weight). Every 32nd entry's
 * byte offset is kept, so a reader can jump close to any entry. A search walks the postings of its
 * few lexemes in step with the slots it ranks, so nothing is looked up part by part.
 *
 * Built once from the whole catalog (`build`); parts written later (a new slot each) keep their
 * positions per slot beside it until the next full load.
 */
import type { DocPositions } from './ts-eval';
import { varintLength, writeVarint } from './varint';

/** Entries between two kept byte offsets. */
const SKIP_EVERY = 32;
/** PostgreSQL keeps at most 256 positions per lexeme in a vector (MAXNUMPOS). */
export const MAX_POSITIONS = 256;

/** One part's vector: its entries' lexeme ids ascending, each entry's positions (WordEntryPos values). */
export interface SlotVector {
  lexemes: Int32Array;
  counts: Uint16Array;
  positions: Uint16Array;
}

/** (distance << 2 | weight) of a WordEntryPos (weight in the top 2 of 16 bits, position below). */
const encoded = (pos: number, previous: number) => (((pos & 0x3fff) - previous) << 2) | (pos >> 14);

export class TextPositions {
  private bytes = new Uint8Array(0);
  /** Byte offset of each lexeme's section, and where its kept offsets start in `skips`. */
  private sectionStart = new Uint32Array(1);
  private skipStart = new Uint32Array(1);
  private skips = new Uint32Array(0);
  /** Slots below this are in the sections; those at or above it in `late`. */
  frozenSlots = 0;
  private readonly late = new Map<number, SlotVector>();

  /**
   * Lays out the sections from every slot's vector so far. `vectorOf(slot)` gives a slot's vector;
   * `postingSize(lexeme)` how many slots have the lexeme (the length of its section).
   */
  build(lexemeCount: number, slotCount: number, vectorOf: (slot: number) => SlotVector): void {
    const sizes = new Float64Array(lexemeCount);
    const entries = new Uint32Array(lexemeCount);
    for (let slot = 0; slot < slotCount; slot++) {
      const v = vectorOf(slot);
      for (let e = 0, p = 0; e < v.lexemes.length; e++) {
        const lexeme = v.lexemes[e]!;
        const count = v.counts[e]!;
        let size = varintLength(count);
        for (let k = 0, previous = 0; k < count; k++, p++) {
          size += varintLength(encoded(v.positions[p]!, previous));
          previous = v.positions[p]! & 0x3fff;
        }
        sizes[lexeme]! += size;
        entries[lexeme]!++;
      }
    }
    const sectionStart = new Uint32Array(lexemeCount + 1);
    const skipStart = new Uint32Array(lexemeCount + 1);
    for (let l = 0; l < lexemeCount; l++) {
      sectionStart[l + 1] = sectionStart[l]! + sizes[l]!;
      skipStart[l + 1] = skipStart[l]! + Math.ceil(entries[l]! / SKIP_EVERY);
    }
    const bytes = new Uint8Array(sectionStart[lexemeCount]!);
    const skips = new Uint32Array(skipStart[lexemeCount]!);
    const write = sectionStart.slice(0, lexemeCount);
    entries.fill(0);
    for (let slot = 0; slot < slotCount; slot++) {
      const v = vectorOf(slot);
      for (let e = 0, p = 0; e < v.lexemes.length; e++) {
        const lexeme = v.lexemes[e]!;
        const count = v.counts[e]!;
        if (entries[lexeme]! % SKIP_EVERY === 0) skips[skipStart[lexeme]! + entries[lexeme]! / SKIP_EVERY] = write[lexeme]!;
        entries[lexeme]!++;
        let at = writeVarint(bytes, write[lexeme]!, count);
        for (let k = 0, previous = 0; k < count; k++, p++) {
          at = writeVarint(bytes, at, encoded(v.positions[p]!, previous));
          previous = v.positions[p]! & 0x3fff;
        }
        write[lexeme] = at;
      }
    }
    this.bytes = bytes;
    this.sectionStart = sectionStart;
    this.skipStart = skipStart;
    this.skips = skips;
    this.frozenSlots = slotCount;
    this.late.clear();
  }

  /** Keeps the vector of a slot added after `build`. */
  addLate(slot: number, vector: SlotVector): void {
    this.late.set(slot, vector);
  }

  lateVector(slot: number): SlotVector | undefined {
    return this.late.get(slot);
  }

  get byteLength(): number {
    return this.bytes.byteLength + this.sectionStart.byteLength + this.skipStart.byteLength + this.skips.byteLength;
  }

  /** A reader of one lexeme's section, entry by entry in posting order. */
  reader(lexeme: number): SectionReader {
    return new SectionReader(this.bytes, this.sectionStart[lexeme]!, this.skips, this.skipStart[lexeme]!);
  }
}

/** Walks a lexeme's section forward: `seek(entry)` then `read` the positions of that entry. */
export class SectionReader {
  /** The entry whose count starts at `at`. */
  private entry = 0;
  private at: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly start: number,
    private readonly skips: Uint32Array,
    private readonly skipStart: number,
  ) {
    this.at = start;
  }

  private varint(): number {
    const bytes = this.bytes;
    let value = bytes[this.at++]!;
    if (value < 0x80) return value;
    value &= 0x7f;
    for (let shift = 7; ; shift += 7) {
      const b = bytes[this.at++]!;
      value |= (b & 0x7f) << shift;
      if (b < 0x80) return value;
    }
  }

  /** Moves to entry `entry` (never backwards: `rewind` first). */
  seek(entry: number): void {
    if (entry - this.entry >= SKIP_EVERY) {
      const block = Math.floor(entry / SKIP_EVERY);
      this.at = this.skips[this.skipStart + block]!;
      this.entry = block * SKIP_EVERY;
    }
    while (this.entry < entry) {
      const count = this.varint();
      for (let k = 0; k < count; k++) while (this.bytes[this.at++]! >= 0x80);
      this.entry++;
    }
  }

  /** Reads the current entry's positions into `out` from `offset` as WordEntryPos values; returns the count. */
  read(out: Uint16Array, offset: number): number {
    const count = this.varint();
    for (let k = 0, previous = 0; k < count; k++) {
      const value = this.varint();
      previous += value >>> 2;
      out[offset + k] = ((value & 3) << 14) | previous;
    }
    this.entry++;
    return count;
  }

  /** Back to the section's first entry. */
  rewind(): void {
    this.entry = 0;
    this.at = this.start;
  }
}

/** Fills `doc` for operand `q` from a late slot's vector: its positions of `lexeme`, or none. */
export function fillFromVector(vector: SlotVector, lexeme: number, q: number, doc: DocPositions): void {
  const ids = vector.lexemes;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! < lexeme) low = middle + 1;
    else high = middle;
  }
  if (low === ids.length || ids[low] !== lexeme) {
    doc.count[q] = 0;
    return;
  }
  let from = 0;
  for (let e = 0; e < low; e++) from += vector.counts[e]!;
  const count = vector.counts[low]!;
  const base = q * MAX_POSITIONS;
  for (let k = 0; k < count; k++) doc.positions[base + k] = vector.positions[from + k]!;
  doc.start[q] = base;
  doc.count[q] = count;
}
