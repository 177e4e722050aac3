/** Typed arrays that grow by doubling: the index's columns, compact and cheap to scan. */

type Typed = Int32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;
type TypedCtor<T extends Typed> = new (length: number) => T;

export class Column<T extends Typed> {
  data: T;
  length = 0;

  constructor(private readonly ctor: TypedCtor<T>, capacity = 1024) {
    this.data = new ctor(capacity);
  }

  push(value: number): number {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length] = value;
    return this.length++;
  }

  /** Room for `extra` more values without reallocating on each push. */
  reserve(extra: number): void {
    if (this.length + extra > this.data.length) this.grow(this.length + extra);
  }

  /** Drops spare capacity beyond a little headroom (after a bulk load, when growth slows down). */
  trim(): void {
    const next = new this.ctor(Math.ceil(this.length * 1.05) + 1024);
    (next as Typed).set(this.data.subarray(0, this.length) as never);
    this.data = next;
  }

  private grow(needed: number): void {
    const next = new this.ctor(Math.max(needed, this.data.length * 2));
    (next as Typed).set(this.data as never);
    this.data = next;
  }
}

export const int32Column = (capacity?: number) => new Column(Int32Array, capacity);
export const uint16Column = (capacity?: number) => new Column(Uint16Array, capacity);
export const uint8Column = (capacity?: number) => new Column(Uint8Array, capacity);
export const float32Column = (capacity?: number) => new Column(Float32Array, capacity);
