/** Typed arrays that grow by doubling: the index's columns, compact and cheap to scan. */

type Typed = Int32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;
interface TypedCtor<T extends Typed> {
  new (length: number): T;
  readonly BYTES_PER_ELEMENT: number;
}

export class Column<T extends Typed> {
  data: T;
  length = 0;

  constructor(
    private ctor: TypedCtor<T>,
    capacity = 1024,
    /** The wider kinds the column moves to when a value does not fit the one it has (none: it keeps its kind). */
    private readonly wider: readonly TypedCtor<T>[] = [],
  ) {
    this.data = new ctor(capacity);
  }

  push(value: number): number {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length] = value;
    // A typed array stores what does not fit cut down: reading back another number means a wider kind is needed.
    while (this.data[this.length] !== value && this.widen()) this.data[this.length] = value;
    return this.length++;
  }

  /** Room for `extra` more values without reallocating on each push. */
  reserve(extra: number): void {
    if (this.length + extra > this.data.length) this.grow(this.length + extra);
  }

  /** Drops spare capacity beyond a little headroom (after a bulk load, when growth slows down). */
  trim(): void {
    this.copyInto(new this.ctor(Math.ceil(this.length * 1.05) + 1024));
  }

  private grow(needed: number): void {
    this.copyInto(new this.ctor(Math.max(needed, this.data.length * 2)));
  }

  /** Moves to the next wider kind; false when there is none. */
  private widen(): boolean {
    const next = this.wider.find((ctor) => ctor.BYTES_PER_ELEMENT > this.data.BYTES_PER_ELEMENT);
    if (!next) return false;
    this.ctor = next;
    this.copyInto(new next(this.data.length));
    return true;
  }

  private copyInto(next: T): void {
    (next as Typed).set(this.data.subarray(0, Math.min(this.length, next.length)) as never);
    this.data = next;
  }
}

/** Whole numbers of any size in the column's kinds. */
export type IntArray = Uint8Array | Uint16Array | Int32Array;

export const int32Column = (capacity?: number) => new Column(Int32Array, capacity);
export const uint16Column = (capacity?: number) => new Column(Uint16Array, capacity);
export const uint8Column = (capacity?: number) => new Column(Uint8Array, capacity);
export const float32Column = (capacity?: number) => new Column(Float32Array, capacity);
/**
 * Ids, counts and years: one byte per value while every value fits one, then two, then four (a
 * negative value or one past 65,535 takes four). Most such columns of a catalog stay at one or two.
 */
export const narrowIntColumn = (capacity?: number) => new Column<IntArray>(Uint8Array, capacity, [Uint16Array, Int32Array]);
