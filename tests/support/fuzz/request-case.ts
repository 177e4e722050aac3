/** Random hostile requests for one route: its path parameters, query string and body. */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileJson, hostileString, pathSegment, queryValue, toWellFormed } from './hostile';
import type { RouteInputs } from './route-inputs';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const ANY_KEYS = fc.constantFrom('__proto__', 'constructor', 'toString', 'x', '', '[]', 'a[b]', 'q[$ne]');

/** A query string from the route's fields and a few unknown ones, each value hostile. */
function queryString(fields: readonly string[]): fc.Arbitrary<string> {
  const key = fields.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: ANY_KEYS }) : ANY_KEYS;
  return fc.array(fc.tuple(key, queryValue), { maxLength: 5 }).map((pairs) =>
    pairs
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encodeURIComponent(k)}=${encodeURIComponent(toWellFormed(one))}`))
      .join('&'),
  );
}

/** A JSON body: an object of the route's fields set to hostile values, or a body of the wrong type. */
function jsonBody(fields: readonly string[]): fc.Arbitrary<string> {
  const objectOfFields =
    fields.length > 0
      ? fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: hostileString }), hostileJson, {
          maxKeys: fields.length + 2,
        })
      : fc.dictionary(hostileString, hostileJson, { maxKeys: 3 });
  return fc.oneof({ weight: 4, arbitrary: objectOfFields }, { weight: 1, arbitrary: hostileJson }).map((value) => JSON.stringify(value) ?? 'null');
}

function octetStream(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    hostileString.map((text) => Buffer.from(`id\ttitle\tlink\tprice\n${text}\t${text}\t${text}\t${text}\n`)),
    hostileString.map((text) => Buffer.from(`<rss><channel><item><g:id>${text}</g:id><link>${text}</link></item></channel></rss>`)),
  );
}

/** A CSV list, as the console's fitment import takes it: a real header with hostile rows, or any text. */
function csvText(): fc.Arbitrary<string> {
  return fc.oneof(
    hostileString,
    hostileString.map((text) => `part number,brand,make,model,generation,years,engine,position,note\n${text},${text},BMW,${text},E90,${text},N54,front,${text}\n`),
  );
}

/** Header text a client can send: printable ASCII, attacks included. */
const headerText = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', 'evil.example', 'a'.repeat(4000), ''),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

/** Sometimes hostile proxy, cookie and negotiation headers on top of the request's own. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-forwarded-host': headerText,
    'x-forwarded-for': headerText,
    'x-forwarded-proto': headerText,
    'accept': headerText,
    'accept-encoding': headerText,
    'pitlane_visitor': headerText,
  },
  { requiredKeys: [] },
);

/** Fills each `:param` of the route url with a hostile segment. */
function pathOf(url: string): fc.Arbitrary<string> {
  const names = url.match(/:[A-Za-z]+/g) ?? [];
  return fc.tuple(...names.map(() => pathSegment)).map((segments) => {
    let filled = url;
    names.forEach((name, i) => (filled = filled.replace(name, segments[i]!)));
    return filled;
  });
}

export function requestCases(route: { method: string; url: string }, inputs: RouteInputs): fc.Arbitrary<FuzzRequest> {
  const sendsBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !sendsBody
    ? fc.constant({})
    : inputs.body === 'octet-stream'
      ? octetStream().map((payload) => ({ payload, contentType: 'application/octet-stream' }))
      : inputs.body === 'csv'
        ? csvText().map((payload) => ({ payload, contentType: 'text/csv' }))
        : jsonBody(inputs.body?.json ?? []).map((payload) => ({ payload, contentType: 'application/json' }));
  const headers = fc.oneof({ weight: 3, arbitrary: fc.constant({} as Record<string, string>) }, { weight: 1, arbitrary: extraHeaders });
  return fc
    .record({ path: pathOf(route.url), query: queryString(inputs.query ?? []), body, headers })
    .map(({ path, query, body: b, headers: { pitlane_visitor: visitor, ...extra } }): FuzzRequest => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...extra, ...(visitor !== undefined ? { cookie: `pitlane_visitor=${visitor}` } : {}), ...(b.contentType ? { 'content-type': b.contentType } : {}) },
      payload: b.payload,
    }));
}

let nextAddress = 0;
/** A different client address per request, so per-client rate limits never turn the fuzzing into 429s. */
export function withFreshClient(request: FuzzRequest, cookie: string | undefined): InjectOptions {
  nextAddress += 1;
  const remoteAddress = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    payload: request.payload,
    remoteAddress,
    // The session goes first; a hostile cookie of the request's own follows it.
    headers: { ...request.headers, cookie: [cookie, request.headers.cookie].filter(Boolean).join('; ') },
  };
}
