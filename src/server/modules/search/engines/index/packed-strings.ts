/**
 * Many short strings packed into one UTF-8 byte buffer with their offsets: the index's lexemes and
 * part numbers, hundreds of thousands of them. As JavaScript strings (and keys of a Map) each costs
 * some 70 bytes whatever its length; packed, its bytes plus four, and 8 to 16 more in `StringIds`' table.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function grown<T extends Uint8Array | Int32Array>(array: T, needed: number, make: (length: number) => T): T {
  if (needed <= array.length) return array;
  const next = make(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

/** Strings by position, appended in order; a string may be appended twice. */
export class PackedStrings {
  protected bytes = new Uint8Array(1 << 12);
  private used = 0;
  /** Where each string starts; the next one's start is where it ends. */
  protected offsets = new Int32Array(256);
  private count = 0;
  /** The last string's bytes, encoded once for `indexOfBytes` and `push` to share. */
  protected scratch = new Uint8Array(256);
  protected scratchLength = 0;

  get length(): number {
    return this.count;
  }

  /** Encodes `value` into the scratch buffer. */
  protected encode(value: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (value.length * 3 > this.scratch.length) this.scratch = new Uint8Array(value.length * 3);
    this.scratchLength = encoder.encodeInto(value, this.scratch).written;
  }

  /** Appends the string last encoded; returns its position. */
  protected pushEncoded(): number {
    const length = this.scratchLength;
    this.bytes = grown(this.bytes, this.used + length, (n) => new Uint8Array(n));
    this.bytes.set(this.scratch.subarray(0, length), this.used);
    this.offsets = grown(this.offsets, this.count + 2, (n) => new Int32Array(n));
    this.used += length;
    this.offsets[this.count + 1] = this.used;
    return this.count++;
  }

  push(value: string): number {
    this.encode(value);
    return this.pushEncoded();
  }

  at(position: number): string {
    return decoder.decode(this.bytes.subarray(this.offsets[position]!, this.offsets[position + 1]!));
  }

  /** A test of whether the string at a position is `value`, encoding `value` once for many tests. */
  matcher(value: string): (position: number) => boolean {
    this.encode(value);
    const encoded = this.scratch.slice(0, this.scratchLength);
    return (position) => this.holds(position, encoded, encoded.length);
  }

  protected equalsEncoded(position: number): boolean {
    return this.holds(position, this.scratch, this.scratchLength);
  }

  /** Whether the string at `position` is the UTF-8 bytes `bytes[0, length)`. */
  private holds(position: number, bytes: Uint8Array, length: number): boolean {
    const start = this.offsets[position]!;
    if (this.offsets[position + 1]! - start !== length) return false;
    for (let i = 0; i < length; i++) if (this.bytes[start + i] !== bytes[i]) return false;
    return true;
  }

  /** Gives back the room grown beyond what is held (after a bulk load). */
  trim(): void {
    this.bytes = this.bytes.slice(0, this.used);
    this.offsets = this.offsets.slice(0, this.count + 1);
  }

  get byteLength(): number {
    return this.bytes.byteLength + this.offsets.byteLength;
  }
}

/** FNV-1a over bytes[start, end). */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/** Distinct strings, each with an id (its position), found by value through an open-addressing table. */
export class StringIds extends PackedStrings {
  /** Ids by hash, -1 where empty; kept at most half full. */
  private table = new Int32Array(1 << 10).fill(-1);

  /** The id of `value`, or -1 when it has none. */
  idOf(value: string): number {
    this.encode(value);
    return this.table[this.findSlot()]!;
  }

  /** The id of `value`, given one now when it has none. */
  intern(value: string): number {
    this.encode(value);
    const slot = this.findSlot();
    const found = this.table[slot]!;
    if (found >= 0) return found;
    const id = this.pushEncoded();
    this.table[slot] = id;
    if (this.length * 2 > this.table.length) this.rehash();
    return id;
  }

  /** Where the encoded string's id is in the table, or the empty place where it would go. */
  private findSlot(): number {
    const mask = this.table.length - 1;
    for (let slot = hashOf(this.scratch, 0, this.scratchLength) & mask; ; slot = (slot + 1) & mask) {
      const id = this.table[slot]!;
      if (id < 0 || this.equalsEncoded(id)) return slot;
    }
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = table.length - 1;
    for (let id = 0; id < this.length; id++) {
      let slot = hashOf(this.bytes, this.offsets[id]!, this.offsets[id + 1]!) & mask;
      while (table[slot]! >= 0) slot = (slot + 1) & mask;
      table[slot] = id;
    }
    this.table = table;
  }

  override get byteLength(): number {
    return super.byteLength + this.table.byteLength;
  }
}
