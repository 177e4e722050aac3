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
import { setTimeout as sleep } from 'node:timers/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FeedCredentials } from '@shared/schemas/feeds';
import { SafeFetchError, type SafeFetcher, type SafeResponse } from '../../../http/safe-fetch';
import { FeedError } from '../feed-error';

/** What a url fetch sends besides the url: credentials by reference, and the last answer's validators. */
export interface FetchSettings {
  credentials?: FeedCredentials | null;
  /** Sent as If-None-Match / If-Modified-Since: a 304 then stages nothing. */
  etag?: string | null;
  lastModified?: string | null;
}

export type FeedSource =
  | ({ kind: 'url'; url: string } & FetchSettings)
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
  /** A url's answer: 200 (or another 2xx) read, 304 not modified (nothing staged), and its validators. */
  fetch?: { status: number; etag: string | null; lastModified: string | null };
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
  /** Environment variables the credentials name are read here (process.env by default). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Attempts at a url whose fetch fails in a way that may pass (timeout, unreachable, HTTP 5xx or 429); default 3. */
  attempts?: number;
  /** Wait before the second attempt, doubled for each further one; default 2 s. */
  retryDelayMs?: number;
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

  if (source.kind === 'url') return stageUrl(source, options);
  let sizeBytes: number | null;
  try {
    sizeBytes = source.sizeBytes ?? null;
    if (sizeBytes !== null && sizeBytes > options.maxBytes) throw tooLarge(options.maxBytes);
    options.onSize(sizeBytes);
    const staged = await toTemporaryFile(limited(source.stream, options.maxBytes, options.onBytes), signal);
    return { ...staged, sizeBytes, counted: true };
  } catch (err) {
    throw stagingError(err, signal);
  }
}

const SECRET_PLACEHOLDER = /\{env:(FEED_SECRET_[A-Z0-9_]{1,100})\}/g;

/** Every environment variable a feed's url and credentials name. */
function secretNames(source: { url: string } & FetchSettings): string[] {
  const names = [...source.url.matchAll(SECRET_PLACEHOLDER)].map((match) => match[1]!);
  const credentials = source.credentials;
  if (credentials?.type === 'basic') names.push(credentials.usernameEnv, credentials.passwordEnv);
  else if (credentials?.type === 'bearer') names.push(credentials.tokenEnv);
  else if (credentials?.type === 'header' || credentials?.type === 'query') names.push(credentials.valueEnv);
  return [...new Set(names)];
}

/** The url to fetch and its headers, with the credentials' secrets filled in from the environment. */
export function authorizedRequest(
  source: { url: string } & FetchSettings,
  env: Readonly<Record<string, string | undefined>>,
): { url: string; headers: Record<string, string> } {
  // Every unset name at once, so the operator sets them in one pass. The names are the operator's own
  // setting; a value never appears in a message.
  const missing = secretNames(source).filter((name) => !env[name]);
  if (missing.length > 0) {
    const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
    throw new FeedError(`the feed's credentials name ${list}, ${missing.length === 1 ? 'which is' : 'which are'} not set in the environment`);
  }
  const secret = (name: string) => env[name]!;
  let url = source.url.replace(SECRET_PLACEHOLDER, (_, name: string) => encodeURIComponent(secret(name)));
  const headers: Record<string, string> = {
    accept: 'application/xml, application/rss+xml, application/atom+xml, application/json, text/tab-separated-values, text/csv, */*',
    'accept-encoding': 'gzip, deflate, br',
  };
  const credentials = source.credentials;
  if (credentials?.type === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${secret(credentials.usernameEnv)}:${secret(credentials.passwordEnv)}`).toString('base64')}`;
  } else if (credentials?.type === 'bearer') {
    headers.authorization = `Bearer ${secret(credentials.tokenEnv)}`;
  } else if (credentials?.type === 'header') {
    headers[credentials.header.toLowerCase()] = secret(credentials.valueEnv);
  } else if (credentials?.type === 'query') {
    const target = new URL(url);
    target.searchParams.set(credentials.param, secret(credentials.valueEnv));
    url = target.toString();
  }
  if (source.etag) headers['if-none-match'] = source.etag;
  if (source.lastModified) headers['if-modified-since'] = source.lastModified;
  return { url, headers };
}

/** A failure worth another attempt: the network, the vendor's server, or its rate limit. */
function mayPass(err: unknown): boolean {
  if (!(err instanceof SafeFetchError)) return false;
  const { problem } = err;
  return problem === 'timed out' || problem === 'unreachable' || problem === 'HTTP 429' || /^HTTP 5\d\d$/.test(problem);
}

/** The body as the vendor meant it: a Content-Encoding (gzip, deflate, br) undone while it streams. */
function decoded(response: SafeResponse): AsyncIterable<Uint8Array> {
  const encoding = response.contentEncoding;
  if (!encoding || encoding === 'identity') return response.body;
  const make = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress }[encoding];
  if (!make) {
    response.discard();
    throw new FeedError(`the feed was sent with a content encoding Pitlane cannot read (${encoding.slice(0, 20)})`);
  }
  const source = Readable.from(response.body);
  const inflate = make();
  source.on('error', (err) => inflate.destroy(err));
  source.pipe(inflate);
  return (async function* () {
    try {
      for await (const chunk of inflate) yield chunk as Buffer;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code?.startsWith('Z_') || (err as NodeJS.ErrnoException).code?.startsWith('ERR_')) {
        if (err instanceof SafeFetchError) throw err;
        throw new FeedError(`the feed's ${encoding} content encoding is corrupt`);
      }
      throw err;
    }
  })();
}

/**
 * Downloads a url to a temporary file: credentials and validators sent, a 304 staged as nothing,
 * the content encoding undone (a `.gz` file's own compression is left for `readStaged`), failures
 * that may pass retried with a doubling wait.
 */
async function stageUrl(source: Extract<FeedSource, { kind: 'url' }>, options: StageOptions): Promise<StagedFeed> {
  const { signal } = options;
  const attempts = Math.max(1, options.attempts ?? 3);
  const request = authorizedRequest(source, options.env ?? process.env);
  for (let attempt = 1; ; attempt++) {
    let received = 0;
    try {
      const response = await options.fetcher.fetch(request.url, {
        signal,
        maxBytes: options.maxBytes,
        headers: request.headers,
        acceptNotModified: Boolean(source.etag || source.lastModified),
      });
      const fetch = { status: response.status, etag: response.etag, lastModified: response.lastModified };
      if (response.status === 304) {
        options.onSize(0);
        return { path: '', sizeBytes: 0, counted: true, remove: async () => {}, fetch };
      }
      // Content-Length counts the encoded bytes: a size for progress only when nothing is decoded.
      const sizeBytes = response.contentEncoding ? null : response.sizeBytes;
      options.onSize(sizeBytes);
      const counting = limited(decoded(response), options.maxBytes, (n) => {
        received += n;
        options.onBytes(n);
      });
      const staged = await toTemporaryFile(counting, signal);
      return { ...staged, sizeBytes, counted: true, fetch };
    } catch (err) {
      if (signal.aborted || attempt >= attempts || !mayPass(err)) throw stagingError(err, signal);
      // The bytes of a failed attempt are counted again by the next one.
      options.onBytes(-received);
      await sleep((options.retryDelayMs ?? 2_000) * 2 ** (attempt - 1), undefined, { signal }).catch(() => {});
      if (signal.aborted) throw signal.reason;
    }
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
