/**
 * Where a feed's bytes come from — an http(s) url, a file, or a stream already open (an upload) —
 * and how they reach the run: a url or an upload is first copied to a temporary file (staged),
 * outside any database transaction, so the run's transaction only ever reads local disk. A slow,
 * endless or hostile source then costs a download, never a database connection.
 * Gzip-compressed feeds (".xml.gz") are recognized by their magic bytes and inflated on the fly.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { SafeFetchError, type SafeFetcher } from '../../../http/safe-fetch';
import { FeedError } from '../feed-error';

export type FeedSource =
  | { kind: 'url'; url: string }
  | { kind: 'file'; path: string }
  | { kind: 'stream'; stream: AsyncIterable<Uint8Array>; label: string; sizeBytes?: number | null };

/** Largest feed accepted by default, downloaded or uploaded, compressed or inflated (FEED_MAX_BYTES). */
export const DEFAULT_FEED_MAX_BYTES = 1024 ** 3;

/** How the source is recorded on the run. */
export function sourceLabel(source: FeedSource): string {
  if (source.kind === 'url') return source.url;
  if (source.kind === 'file') return path.resolve(source.path);
  return source.label;
}

/** A feed on local disk, ready to be read inside the run's transaction. */
export interface StagedFeed {
  path: string;
  /** Size as sent (compressed, if it is). */
  sizeBytes: number | null;
  /** True when the bytes were counted while staging (a download or an upload); a file is counted as it is read. */
  counted: boolean;
  /** Removes the temporary copy, if one was made. */
  remove(): Promise<void>;
}

export interface StageOptions {
  /** The safe outbound fetch urls go through. */
  fetcher: SafeFetcher;
  maxBytes: number;
  signal: AbortSignal;
  /** Told each chunk's size as it arrives (progress). */
  onBytes: (bytes: number) => void;
  /** Told the size as soon as it is known (Content-Length, the upload's length, the file's size). */
  onSize: (sizeBytes: number | null) => void;
}

/** Thrown (as the abort reason) when a run is cancelled; its message says by whom. */
export class RunCancelled extends Error {}

const tooLarge = (maxBytes: number) => new FeedError(`the feed is larger than ${maxBytes.toLocaleString('en-US')} bytes (FEED_MAX_BYTES)`);

async function* limited(bytes: AsyncIterable<Uint8Array>, maxBytes: number, onBytes: (n: number) => void): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of bytes) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    onBytes(chunk.length);
    yield chunk;
  }
}

/** Copies `bytes` into a new private temporary file. */
async function toTemporaryFile(bytes: AsyncIterable<Uint8Array>, signal: AbortSignal): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pitlane-feed-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'feed');
  try {
    await pipeline(Readable.from(bytes), createWriteStream(file, { mode: 0o600 }), { signal });
  } catch (err) {
    await remove();
    throw err;
  }
  return { path: file, remove };
}

/** The failure of a download or an upload, in the words a run records. */
function stagingError(err: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (err instanceof FeedError) return err;
  if (err instanceof SafeFetchError) return new FeedError(err.message);
  return new FeedError('the connection was cut off before the whole feed arrived');
}

/** Brings the source to local disk (see the file comment); a file is used where it is. */
export async function stageSource(source: FeedSource, options: StageOptions): Promise<StagedFeed> {
  const { signal } = options;
  if (source.kind === 'file') {
    try {
      const info = await stat(source.path);
      if (!info.isFile()) throw new FeedError(`${source.path} is not a file`);
      options.onSize(info.size);
      return { path: source.path, sizeBytes: info.size, counted: false, remove: async () => {} };
    } catch (err) {
      if (err instanceof FeedError) throw err;
      throw new FeedError(`cannot read ${source.path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }

  let sizeBytes: number | null;
  let bytes: AsyncIterable<Uint8Array>;
  try {
    if (source.kind === 'url') {
      const response = await options.fetcher.fetch(source.url, {
        signal,
        maxBytes: options.maxBytes,
        headers: { accept: 'application/xml, application/rss+xml, application/atom+xml, text/tab-separated-values, text/csv, */*' },
      });
      sizeBytes = response.sizeBytes;
      bytes = response.body;
    } else {
      sizeBytes = source.sizeBytes ?? null;
      if (sizeBytes !== null && sizeBytes > options.maxBytes) throw tooLarge(options.maxBytes);
      bytes = source.stream;
    }
    options.onSize(sizeBytes);
    const staged = await toTemporaryFile(limited(bytes, options.maxBytes, options.onBytes), signal);
    return { ...staged, sizeBytes, counted: true };
  } catch (err) {
    throw stagingError(err, signal);
  }
}

/**
 * A staged feed's bytes, inflated when gzip-compressed. A download or upload may inflate to
 * `maxBytes` at most (a small archive must not turn into an endless parse); a local file is the
 * operator's own and is read whole, its bytes counted as read (`onBytes`).
 */
export function readStaged(staged: StagedFeed, maxBytes: number, onBytes: (bytes: number) => void): AsyncIterable<Uint8Array> {
  const file = createReadStream(staged.path, { highWaterMark: 256 * 1024 });
  if (!staged.counted) return gunzipIfCompressed(limited(file, Infinity, onBytes));
  return limited(gunzipIfCompressed(file), maxBytes, () => {});
}

/** The bytes as they are, or inflated when they start with the gzip magic number. */
export async function* gunzipIfCompressed(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = bytes[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  async function* all() {
    yield first.value as Uint8Array;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  if (first.value[0] !== 0x1f || first.value[1] !== 0x8b) {
    yield* all();
    return;
  }
  const source = Readable.from(all());
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new FeedError(`the gzip data is corrupt (${(err as Error).message})`);
    throw err;
  }
}
