/**
 * Where a feed's bytes come from: an http(s) url, a file, or a stream already open (an upload).
 * Gzip-compressed feeds (".xml.gz") are recognized by their magic bytes and inflated on the fly.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { FeedError } from '../feed-error';

export type FeedSource =
  | { kind: 'url'; url: string }
  | { kind: 'file'; path: string }
  | { kind: 'stream'; stream: AsyncIterable<Uint8Array>; label: string; sizeBytes?: number | null };

export interface OpenedSource {
  bytes: AsyncIterable<Uint8Array>;
  /** Size in bytes as sent (compressed, if it is), when known: for progress. */
  sizeBytes: number | null;
}

/** Longest a feed download may take before the run gives up. */
export const DOWNLOAD_TIMEOUT_MS = 30 * 60 * 1000;

/** How the source is recorded on the run. */
export function sourceLabel(source: FeedSource): string {
  if (source.kind === 'url') return source.url;
  if (source.kind === 'file') return path.resolve(source.path);
  return source.label;
}

async function openUrl(url: string, signal: AbortSignal | undefined): Promise<OpenedSource> {
  const timeout = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/xml, application/rss+xml, application/atom+xml, text/tab-separated-values, text/csv, */*' },
      redirect: 'follow',
    });
  } catch (err) {
    throw new FeedError(`could not fetch the feed: ${(err as Error).cause ? String((err as { cause: unknown }).cause) : (err as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new FeedError(`the feed url answered HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length'));
  return {
    bytes: Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
    sizeBytes: Number.isFinite(length) && length > 0 ? length : null,
  };
}

async function openFile(file: string): Promise<OpenedSource> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new FeedError(`${file} is not a file`);
    return { bytes: createReadStream(file, { highWaterMark: 256 * 1024 }), sizeBytes: info.size };
  } catch (err) {
    if (err instanceof FeedError) throw err;
    throw new FeedError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
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

export async function openSource(source: FeedSource, signal?: AbortSignal): Promise<OpenedSource> {
  if (source.kind === 'url') return openUrl(source.url, signal);
  if (source.kind === 'file') return openFile(source.path);
  return { bytes: source.stream, sizeBytes: source.sizeBytes ?? null };
}
