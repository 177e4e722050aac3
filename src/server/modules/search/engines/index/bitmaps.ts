/**
 * Compressed bitmaps of slots (CRoaring, through the `roaring` package): the index's posting lists and
 * filter sets. Set operations and counts run in native code; the JavaScript side only combines them.
 */
import roaring from 'roaring';

export const { RoaringBitmap32: Bitmap } = roaring;
export type Bitmap = InstanceType<typeof Bitmap>;

const EMPTY = new Bitmap();
EMPTY.freeze();

/** An empty bitmap that must not be written to (a set nobody has). */
export const emptyBitmap = (): Bitmap => EMPTY;

/** The bitmap kept under `key`, created when first asked for. */
export function bitmapAt<K>(sets: Map<K, Bitmap>, key: K): Bitmap {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Bitmap()));
  return set;
}

/** The intersection of `sets` (null stands for "every slot"); null when all are null. */
export function intersectAll(sets: readonly (Bitmap | null)[]): Bitmap | null {
  let out: Bitmap | null = null;
  for (const set of sets) {
    if (set === null) continue;
    out = out === null ? set : Bitmap.and(out, set);
  }
  return out;
}

/** Compacts every bitmap of `sets` after a bulk load, and returns the bytes they take. */
export function optimizeAll(sets: Iterable<Bitmap>): number {
  let bytes = 0;
  for (const set of sets) {
    set.runOptimize();
    set.shrinkToFit();
    bytes += set.getSerializationSizeInBytes('croaring');
  }
  return bytes;
}
