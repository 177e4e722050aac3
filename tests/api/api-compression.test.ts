/**
 * API answers are compressed as the client asks; one of a few tens of KB (a part page, a results page)
 * in one go on the request's own turn, so its compressed length is known up front: handing it to a
 * zlib stream cost more than the compression itself.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makePart } from '../support/factories';

describe('API compression', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ gate: false });
    const words = Array.from({ length: 4000 }, (_, i) => `word${i}`).join(' ');
    await makePart(t.db, (await makeCategory(t.db)).id, { slug: 'long-description', name: 'Long Description', description: words });
  });
  afterAll(() => t.close());

  it('gzips a 40 KB part page whole, with its length, and it reads back as the plain answer', async () => {
    const url = '/api/parts/slug/long-description';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(30_000);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
