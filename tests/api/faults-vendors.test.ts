/**
 * Vendors misbehaving at the network level: one never answers, one resets every connection, one
 * answers garbage, one sends half an answer and stalls. Live pricing still answers by its deadline
 * with the healthy vendor's offers and a status for each of the others. (The live pricing suite
 * covers the same against the vendor simulator; these are raw sockets, for the fault suite.)
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { livePricingResponseSchema } from '../../src/shared/schemas/pricing';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createTestApp, type TestApp } from '../support/app';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const DEADLINE_MS = 1000;
/** Timers run late on a busy machine. */
const SLACK_MS = 750;

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const behaviours: Record<string, Behaviour> = {
  hangs: () => {},
  garbage: (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>Service Unavailable</html>'),
  stalls: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"items": [{"sku": "S-1", "title": "Gas');
  },
};

/** The vendors' stand-ins on loopback, which the app may fetch from. */
const allowedHosts = new Set<string>();

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  // A stand-in for a vendor on the internet: the app may fetch from it.
  allowedHosts.add(allowListEntry(url));
  return url;
}

const httpJson = (base: string) => ({
  kind: 'http-json',
  searchUrl: `${base}/search?pn={partNumber}`,
  itemsPath: 'items',
  fields: { sku: 'sku', partName: 'title', partNumber: 'mpn', price: 'price', productUrl: 'url' },
  // Keep asking: every test must meet the broken behaviour, not an open circuit.
  breaker: { failureThreshold: 1000, cooldownMs: 1000 },
});

describe('live pricing with broken vendors', () => {
  let t: TestApp;
  const servers: net.Server[] = [];

  beforeAll(async () => {
    t = await createTestApp({ pricing: { deadlineMs: DEADLINE_MS, rateLimitPerMinute: 1000 }, allowedHosts });
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id, { name: 'Exhaust Manifold Gasket', partNumber: '11 62 1 259 307', brand: 'Elring' });
    const healthy = await makeVendor(t.db, { name: 'Healthy Feed', slug: 'healthy', connector: { kind: 'feed', maxResults: 5 } });
    await makeListing(t.db, part.id, healthy.id, { vendorSku: 'H-1', priceCents: 1299 });

    for (const [slug, behaviour] of Object.entries(behaviours)) {
      const server = http.createServer(behaviour);
      servers.push(server);
      await makeVendor(t.db, { name: `Vendor ${slug}`, slug, connector: httpJson(await listen(server)) });
    }
    const resets = net.createServer((socket) => socket.resetAndDestroy());
    servers.push(resets);
    await makeVendor(t.db, { name: 'Vendor resets', slug: 'resets', connector: httpJson(await listen(resets)) });
    await refreshPartDerived(t.db);
  });
  afterAll(async () => {
    await t?.close();
    for (const server of servers) {
      (server as http.Server).closeAllConnections?.();
      server.close();
    }
  });

  it('answers by the deadline with the healthy offers and a status for each broken vendor', async () => {
    for (let round = 0; round < 2; round++) {
      // A different query each round: the healthy answer must not come from the cache.
      // Logged in before the clock starts: an argon2 check on a busy machine is not the vendors' time.
      const headers = await t.login();
      const started = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/parts/live-pricing',
        headers,
        payload: { partNumber: round ? '11-62-1-259-307' : '11621259307', make: round ? 'BMW' : 'Porsche' },
      });
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + SLACK_MS);
      expect(response.statusCode).toBe(200);
      const answer = livePricingResponseSchema.parse(response.json());
      const status = Object.fromEntries(answer.vendors.map((v) => [v.vendor, v.status]));
      expect(status).toEqual({
        'Healthy Feed': 'ok',
        'Vendor hangs': 'timeout',
        'Vendor garbage': 'error',
        'Vendor stalls': 'timeout',
        'Vendor resets': 'error',
      });
      expect(answer.results.map((r) => r.vendor)).toEqual(['Healthy Feed']);
    }
  });
});
