/**
 * Outbound HTTP for urls the server is handed (vendor feeds, vendor search APIs): the one way such
 * a url is fetched, so a url can never make the server reach inside its own network.
 *
 * - http and https only; at most `maxRedirects` redirects (5), each hop checked like the first;
 * - every hop's host is resolved and refused unless every address it resolves to is public (see
 *   address-policy.ts) — checked in the connection's own DNS lookup, so the address connected to is
 *   the address checked (no second lookup an attacker's DNS could answer differently) — unless its
 *   `host:port` is on the allow-list;
 * - connect, first-byte and idle timeouts (10 s / 30 s / 60 s by default) and a size limit;
 * - failures reach callers as a SafeFetchError whose message is generic — "could not fetch:
 *   refused address", "… timed out", "… HTTP 404" — never socket-level detail (a refused port and
 *   a closed one read the same), so errors cannot be used to scan ports.
 */
import dns from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { Agent, request, type Dispatcher } from 'undici';
import { hostAndPort, ipLiteral, isPublicAddress } from './address-policy';

export type SafeFetchProblem =
  | 'refused address'
  | 'refused url'
  | 'timed out'
  | 'too large'
  | 'too many redirects'
  | 'unreachable'
  | `HTTP ${number}`;

/** A fetch that did not succeed, with a message fit to show anyone. */
export class SafeFetchError extends Error {
  constructor(readonly problem: SafeFetchProblem) {
    super(`could not fetch: ${problem}`);
  }
}

export const DEFAULT_FETCH_LIMITS = {
  connectTimeoutMs: 10_000,
  firstByteTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  maxRedirects: 5,
  maxBytes: 1024 * 1024 * 1024,
} as const;

export interface SafeFetchOptions {
  /** GET by default. A POST (an OAuth token request) is never redirected: a redirect answer is refused. */
  method?: 'GET' | 'POST';
  /** The request body of a POST. */
  body?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Largest body accepted, in bytes (as sent, before any decompression of ours). */
  maxBytes?: number;
  /** Longest wait for the answer's headers once connected. */
  firstByteTimeoutMs?: number;
  /** Longest silence while the body streams. */
  idleTimeoutMs?: number;
  maxRedirects?: number;
  /**
   * A conditional GET: a 304 answer resolves (status 304, empty body) instead of failing. Send the
   * validators (If-None-Match, If-Modified-Since) in `headers`.
   */
  acceptNotModified?: boolean;
}

export interface SafeResponse {
  /** 2xx, or 304 when `acceptNotModified` was set. */
  status: number;
  /** The answer's validators, for the next conditional GET. */
  etag: string | null;
  lastModified: string | null;
  /** Content-Encoding as sent (lower case), null when none: the body is as sent, not decoded. */
  contentEncoding: string | null;
  /** The url that answered, after redirects. */
  url: string;
  contentType: string | null;
  /** Content-Length as declared, when it was. */
  sizeBytes: number | null;
  /** The body, cut off with SafeFetchError('too large') past `maxBytes`. Iterate it or call `discard()`. */
  body: AsyncIterable<Uint8Array>;
  discard(): void;
}

export interface SafeFetcher {
  /** Fetches `url` with GET (or the POST asked for); resolves once a 2xx answer's headers arrived, else rejects with SafeFetchError. */
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
  /** The whole body as UTF-8 text (within `maxBytes`). */
  text(url: string, options?: SafeFetchOptions): Promise<{ response: SafeResponse; text: string }>;
  close(): Promise<void>;
}

/** Answers whether a `host:port` (lower case) may be fetched without the address check. A Set is one. */
export interface AllowList {
  has(hostAndPort: string): boolean;
}

export interface SafeFetcherOptions {
  /**
   * `host:port` pairs fetched without the address check: FEED_ALLOWED_HOSTS, the demo simulator.
   * A list is copied; an AllowList (a Set of lower-case entries) is consulted as it is at each fetch.
   */
  allowedHosts?: readonly string[] | AllowList;
  connectTimeoutMs?: number;
  /** Defaults for every fetch of this fetcher; each fetch may override them. */
  limits?: Partial<Omit<typeof DEFAULT_FETCH_LIMITS, 'connectTimeoutMs'>>;
}

/** Marks the lookup's refusal, so it is told apart from a name that does not resolve. */
class RefusedAddress extends Error {
  readonly code = 'ERR_PITLANE_REFUSED_ADDRESS';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails when any address the name resolves to is not public. */
function publicOnlyLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) return callback(new RefusedAddress(), []);
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Any failure on the way, told in the generic terms callers may show. */
function problemOf(err: unknown): SafeFetchProblem {
  const codes = causes(err).map((e) => (e as { code?: unknown }).code);
  if (codes.includes('ERR_PITLANE_REFUSED_ADDRESS')) return 'refused address';
  if (codes.some((c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'UND_ERR_HEADERS_TIMEOUT' || c === 'UND_ERR_BODY_TIMEOUT')) return 'timed out';
  return 'unreachable';
}

/** Drops a body nobody will read; destroying it would otherwise surface as an unhandled error. */
function discardBody(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  if (!body.destroyed) body.destroy();
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The body stream, counting bytes against the limit and telling failures generically. */
async function* limitedBody(body: Dispatcher.ResponseData['body'], maxBytes: number, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Uint8Array).length;
      if (size > maxBytes) throw new SafeFetchError('too large');
      yield chunk as Uint8Array;
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (signal?.aborted) throw signal.reason;
    throw new SafeFetchError(problemOf(err));
  } finally {
    discardBody(body);
  }
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const given = options.allowedHosts ?? [];
  const allowed: AllowList = Array.isArray(given) ? new Set(given.map((h: string) => h.toLowerCase())) : (given as AllowList);
  const connectTimeout = options.connectTimeoutMs ?? DEFAULT_FETCH_LIMITS.connectTimeoutMs;
  const defaults = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  // Keep-alive connections are reused per agent; the allow-listed hosts get one without the check.
  const guarded = new Agent({ connect: { timeout: connectTimeout, lookup: publicOnlyLookup } });
  const trusted = new Agent({ connect: { timeout: connectTimeout } });

  /** The agent to reach `url` with, or the refusal. */
  function agentFor(url: URL): Agent {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('refused url');
    if (allowed.has(hostAndPort(url))) return trusted;
    // An IP literal is connected to without a lookup: check it here.
    const literal = ipLiteral(url.hostname);
    if (literal !== null && !isPublicAddress(literal)) throw new SafeFetchError('refused address');
    return guarded;
  }

  async function fetchUrl(input: string, fetchOptions: SafeFetchOptions = {}): Promise<SafeResponse> {
    const limits = { ...defaults, ...fetchOptions };
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SafeFetchError('refused url');
    }
    const firstOrigin = url.origin;
    for (let hop = 0; ; hop++) {
      fetchOptions.signal?.throwIfAborted();
      const dispatcher = agentFor(url);
      const headers: Record<string, string> = { ...fetchOptions.headers };
      // Credentials in the url go to its own origin only, never to where it redirects.
      if (url.username && url.origin === firstOrigin) {
        headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
      }
      if (url.origin !== firstOrigin) delete headers.authorization;
      const target = new URL(url);
      target.username = '';
      target.password = '';

      let answer: Dispatcher.ResponseData;
      try {
        answer = await request(target, {
          method: fetchOptions.method ?? 'GET',
          body: fetchOptions.method === 'POST' ? fetchOptions.body : undefined,
          dispatcher,
          headers,
          signal: fetchOptions.signal,
          headersTimeout: limits.firstByteTimeoutMs,
          bodyTimeout: limits.idleTimeoutMs,
        });
      } catch (err) {
        if (fetchOptions.signal?.aborted) throw fetchOptions.signal.reason;
        throw new SafeFetchError(problemOf(err));
      }

      const location = header(answer.headers, 'location');
      if (REDIRECTS.has(answer.statusCode) && location) {
        discardBody(answer.body);
        // Sending a body (and its credentials) on to another address is not something to do unasked.
        if (fetchOptions.method === 'POST') throw new SafeFetchError('refused url');
        if (hop >= limits.maxRedirects) throw new SafeFetchError('too many redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError('refused url');
        }
        continue;
      }
      if (answer.statusCode === 304 && fetchOptions.acceptNotModified) {
        discardBody(answer.body);
        return {
          status: 304,
          url: target.href,
          contentType: null,
          etag: header(answer.headers, 'etag'),
          lastModified: header(answer.headers, 'last-modified'),
          contentEncoding: null,
          sizeBytes: 0,
          body: (async function* () {})(),
          discard: () => {},
        };
      }
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        discardBody(answer.body);
        throw new SafeFetchError(`HTTP ${answer.statusCode}`);
      }
      const declared = Number(header(answer.headers, 'content-length'));
      const sizeBytes = Number.isFinite(declared) && declared >= 0 && header(answer.headers, 'content-length') !== null ? declared : null;
      if (sizeBytes !== null && sizeBytes > limits.maxBytes) {
        discardBody(answer.body);
        throw new SafeFetchError('too large');
      }
      const body = answer.body;
      return {
        status: answer.statusCode,
        url: target.href,
        contentType: header(answer.headers, 'content-type'),
        etag: header(answer.headers, 'etag'),
        lastModified: header(answer.headers, 'last-modified'),
        contentEncoding: header(answer.headers, 'content-encoding')?.trim().toLowerCase() || null,
        sizeBytes,
        body: limitedBody(body, limits.maxBytes, fetchOptions.signal),
        discard: () => discardBody(body),
      };
    }
  }

  return {
    fetch: fetchUrl,
    async text(url, fetchOptions) {
      const response = await fetchUrl(url, fetchOptions);
      const chunks: Uint8Array[] = [];
      for await (const chunk of response.body) chunks.push(chunk);
      return { response, text: Buffer.concat(chunks).toString('utf8') };
    },
    async close() {
      await Promise.all([guarded.close(), trusted.close()]);
    },
  };
}
