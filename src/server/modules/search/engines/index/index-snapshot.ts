/**
 * The built index on disk, so a server that restarts (or a worker replaced beside others) takes it up
 * in a second or two instead of reading and indexing every row again. Written after each full load;
 * read at the next load when it was made from the same database, by code of the same shape, under the
 * same trigram threshold, and then brought up to date from the change log like any index that fell
 * behind (search-index.ts). PostgreSQL stays the store of record: a snapshot that is missing,
 * unreadable, of another database or shape, or older than the change log reaches is passed over and
 * the index is loaded from the database.
 *
 * The index's objects are written as they are through V8's serializer (typed arrays as their bytes),
 * each instance of the index's own classes tagged with its class so it is rebuilt with its prototype,
 * and each bitmap in CRoaring's portable format. Anything else that is not plain data (a function, an
 * instance of another class) stops the write, so a field the snapshot cannot carry is found the first
 * time an index with it is written, not after a restart.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Database } from '../../../../db/client';
import { readSetting } from '../../../../db/settings';
import { Bitmap } from './bitmaps';
import { CatalogIndex } from './catalog-index';
import { Column } from './columns';
import { PackedStrings, StringIds } from './packed-strings';
import { PartNumbers } from './part-numbers';
import { PostingLists } from './postings';
import { TextPositions } from './text-positions';

/** Moves when what a field means changes without its name changing (the shape check cannot see that). */
const FORMAT = 1;

/** The setting a migration fills with a random identity for each database. */
export const DATABASE_IDENTITY_KEY = 'database_identity';

const CLASSES: Record<string, { prototype: object }> = { CatalogIndex, Column, PackedStrings, StringIds, PartNumbers, PostingLists, TextPositions };
const TYPED_ARRAYS: Record<string, unknown> = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array };

type Encoded =
  | { t: 'class'; name: string; fields: Record<string, unknown> }
  | { t: 'object'; fields: Record<string, unknown> }
  | { t: 'array'; items: unknown[] }
  | { t: 'map'; entries: [unknown, unknown][] }
  | { t: 'bitmap'; bytes: Uint8Array }
  | { t: 'typedArrayKind'; name: string };

function classNameOf(value: object): string | null {
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === Object.prototype || prototype === null) return null;
  for (const [name, ctor] of Object.entries(CLASSES)) if (ctor.prototype === prototype) return name;
  throw new Error(`the search index snapshot cannot hold a ${(prototype.constructor as { name?: string } | undefined)?.name ?? 'value'}`);
}

function encodeFields(value: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) fields[key] = encode(field);
  return fields;
}

function encode(value: unknown): unknown {
  if (typeof value === 'function') {
    const name = Object.keys(TYPED_ARRAYS).find((kind) => TYPED_ARRAYS[kind] === value);
    if (!name) throw new Error(`the search index snapshot cannot hold the function ${value.name}`);
    return { t: 'typedArrayKind', name } satisfies Encoded;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  if (value instanceof Bitmap) return { t: 'bitmap', bytes: value.serialize('portable') } satisfies Encoded;
  // map() keeps an array's holes (the posting bitmaps are held by lexeme id, most ids having none).
  if (Array.isArray(value)) return { t: 'array', items: value.map(encode) } satisfies Encoded;
  if (value instanceof Map) return { t: 'map', entries: [...value].map(([key, item]) => [key, encode(item)]) } satisfies Encoded;
  const name = classNameOf(value);
  return name === null ? ({ t: 'object', fields: encodeFields(value) } satisfies Encoded) : ({ t: 'class', name, fields: encodeFields(value) } satisfies Encoded);
}

function decodeFields(fields: Record<string, unknown>, into: object): object {
  for (const [key, field] of Object.entries(fields)) (into as Record<string, unknown>)[key] = decode(field);
  return into;
}

function decode(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  const encoded = value as Encoded;
  switch (encoded.t) {
    case 'class': {
      const ctor = CLASSES[encoded.name];
      if (!ctor) throw new Error(`unknown class ${encoded.name} in the search index snapshot`);
      return decodeFields(encoded.fields, Object.create(ctor.prototype) as object);
    }
    case 'object':
      return decodeFields(encoded.fields, {});
    case 'array':
      return encoded.items.map(decode);
    case 'map':
      return new Map(encoded.entries.map(([key, item]) => [key, decode(item)]));
    case 'bitmap':
      return Bitmap.deserialize(encoded.bytes, 'portable');
    case 'typedArrayKind':
      return TYPED_ARRAYS[encoded.name];
    default:
      throw new Error('unreadable search index snapshot');
  }
}

/** The class and field names of an index's object graph: a snapshot is read only by code of the shape that wrote it. */
function shapeOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof Bitmap) return '';
  if (Array.isArray(value) || value instanceof Map) return '';
  return `${classNameOf(value) ?? 'object'}{${Object.entries(value).map(([key, field]) => key + shapeOf(field)).join(',')}}`;
}
const SHAPE = `${FORMAT}:${shapeOf(new CatalogIndex(0))}`;

/** What a snapshot must match to be taken up. */
export interface SnapshotKey {
  identity: string;
  similarityThreshold: number;
}

interface SnapshotFile {
  shape: string;
  key: SnapshotKey;
  index: unknown;
}

/** The key of the database `db` reads, or null when it has no identity (a snapshot cannot be told apart from another's). */
export async function snapshotKeyOf(db: Database, similarityThreshold: number): Promise<SnapshotKey | null> {
  const identity = await readSetting(db, DATABASE_IDENTITY_KEY);
  return identity ? { identity, similarityThreshold } : null;
}

const fileOf = (directory: string, key: SnapshotKey) => path.join(directory, `search-index-${key.identity.replace(/[^\w-]/g, '_')}.v8`);

/**
 * Writes `index` (built, and not written to while this runs: the object graph is copied at the call,
 * the file written after). A new file replaces the old one whole, so a reader never sees half of one.
 */
export async function writeSnapshot(directory: string, key: SnapshotKey, index: CatalogIndex): Promise<void> {
  const bytes = serialize({ shape: SHAPE, key, index: encode(index) } satisfies SnapshotFile);
  await mkdir(directory, { recursive: true });
  const file = fileOf(directory, key);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** The index last written for `key`, or null when there is none that matches. */
export async function readSnapshot(directory: string, key: SnapshotKey): Promise<CatalogIndex | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(fileOf(directory, key));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const file = deserialize(bytes) as SnapshotFile;
  if (file.shape !== SHAPE || file.key.identity !== key.identity || file.key.similarityThreshold !== key.similarityThreshold) return null;
  const index = decode(file.index);
  if (!(index instanceof CatalogIndex)) throw new Error('unreadable search index snapshot');
  return index;
}
