/**
 * Raw request bodies no client should send, at every route that takes a body (enumerated from the
 * app): malformed and deeply nested JSON, oversized bodies, prototype-pollution keys, wrong or
 * missing content types. Each is refused with a 4xx JSON error and changes no stored data.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { dataFingerprint } from '../support/fuzz/data-fingerprint';
import { fuzzSessionCookie } from '../support/fuzz/fuzz-session';
import { unhandledProblem } from '../support/fuzz/expect-handled';

/** A form the route refuses comes back as the form, with a 4xx and its message; never a 5xx or a session. */
function refusedFormProblem(status: number, contentType: string, body: string): string | null {
  if (status < 400 || status >= 500) return `answered a hostile form ${status}`;
  if (!contentType.startsWith('text/html')) return `answered a form ${status} with ${contentType}, not the form again`;
  return /<form method="post"/.test(body) && /role="alert">[^<]+</.test(body) ? null : `answered a form ${status} without the form and its message`;
}
import { deeplyNested, hostileString } from '../support/fuzz/hostile';
import { withFreshClient } from '../support/fuzz/request-case';
import { ROUTE_INPUTS, routeKey } from '../support/fuzz/route-inputs';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
const BODY_LIMIT = 64 * 1024;
let casesRun = 0;

const malformedJson = fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '\ufeff{}', '{"a":"\\u0000"}', '{"a":"\\ud800"}');
const pollution = fc.constantFrom(
  '{"__proto__":{"isAdmin":true},"email":"a@example.com"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"email":"a@example.com","__proto__":null}',
);
const oversized = fc
  .tuple(fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 4 }), fc.constantFrom('a', '日', '\\u0000'))
  .map(([size, unit]) => `{"email":"${unit.repeat(Math.ceil(size / unit.length))}"}`);

interface RawBody {
  contentType?: string;
  payload: string;
}
const rawBodies: fc.Arbitrary<RawBody> = fc.oneof(
  malformedJson.map((payload) => ({ contentType: 'application/json', payload })),
  pollution.map((payload) => ({ contentType: 'application/json', payload })),
  deeplyNested.map((payload) => ({ contentType: 'application/json', payload })),
  oversized.map((payload) => ({ contentType: 'application/json', payload })),
  fc.constant({ contentType: 'application/json', payload: '' }),
  fc
    .tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/jsonx', ''), hostileString)
    .map(([contentType, payload]) => ({ contentType, payload })),
  hostileString.map((payload) => ({ payload })),
);

describe('fuzzing request bodies at every route that takes one', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await fuzzSessionCookie(t);
  });
  afterAll(async () => {
    console.info(`fuzz-bodies: ${casesRun} cases (${RUNS_PER_ROUTE} per route)`);
    await t?.close();
  });

  it('refuses every malformed, oversized or mistyped body with a 4xx JSON error and no change', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(5);
    let before = await dataFingerprint(t.db);
    for (const route of routes) {
      const inputs = ROUTE_INPUTS[routeKey(route)];
      expect(inputs, `${routeKey(route)} has no fuzz generator (tests/support/fuzz/route-inputs.ts)`).toBeDefined();
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      await fc.assert(
        fc.asyncProperty(rawBodies, async (body) => {
          const request = withFreshClient(
            { method: route.method, url, headers: body.contentType !== undefined ? { 'content-type': body.contentType } : {}, payload: body.payload },
            inputs!.anonymous ? undefined : cookie,
          );
          const response = await t.app.inject(request);
          casesRun += 1;
          const label = `${route.method} ${url} with ${body.contentType} ${JSON.stringify(body.payload.slice(0, 80))}`;
          const isForm = body.contentType?.startsWith('application/x-www-form-urlencoded') === true;
          const problem =
            inputs!.htmlForm && isForm ? refusedFormProblem(response.statusCode, String(response.headers['content-type']), response.body) : unhandledProblem(response, inputs!);
          if (problem) throw new Error(`${label}: ${problem}`);
          const after = await dataFingerprint(t.db);
          if (response.statusCode >= 400) expect(after, `${label} was refused but changed stored data`).toBe(before);
          before = after;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 240_000);

  it('leaves Object.prototype untouched after prototype-pollution bodies', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
