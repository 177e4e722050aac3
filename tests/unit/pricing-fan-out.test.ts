/**
 * The engine's fan-out against the vendor simulator over real HTTP on loopback: deadline and
 * per-vendor timeouts, failures reported per vendor, the circuit breaker opening and closing, cache
 * hits, bounded concurrency, cancellation. Storing is faked here (the API tests cover the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../src/server/modules/pricing/cache/memory-cache';
import { createConnector } from '../../src/server/modules/pricing/connectors/registry';
import { demoConnectorConfig } from '../../src/demo/demo-connectors';
import type { VendorAnswer } from '../../src/server/modules/pricing/live-offer';
import { createPricingEngineWith, type PricingEngine } from '../../src/server/modules/pricing/pricing.engine';
import type { LiveVendorRow } from '../../src/server/modules/pricing/pricing.queries';
import type { StoreOffers } from '../../src/server/modules/pricing/vendor-call';
import { catalogFromRows, PROFILES, startVendorSimulator, type VendorProfile, type VendorSimulator } from '../../src/vendor-sim';
import type { Database } from '../../src/server/db/client';
import { allowListEntry } from '../../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../../src/server/http/safe-fetch';

const SLUGS = ['fast', 'slow', 'hang', 'garbage', 'down', 'narrow'] as const;
/** The vendors here answer over HTTP, so no connector reads the database; one that did would fail loudly. */
const NO_DATABASE = new Proxy({}, {
  get() {
    throw new Error('pricing-fan-out has no database');
  },
}) as Database;
const DEADLINE_MS = 1200;
/** Timers run late on a busy machine; the exact bound is what `npm run bench:live` measures. */
const SLACK_MS = 400;
const latency = (min: number, max = min): VendorProfile => ({ latencyMs: [min, max], errorRate: 0, hangRate: 0, malformedRate: 0 });

/** Every vendor sells the same few numbered parts: PN-0 ... PN-49. */
const catalog = catalogFromRows(
  SLUGS.flatMap((slug) =>
    Array.from({ length: 50 }, (_, i) => ({
      vendor_slug: slug,
      vendor_name: slug,
      website: `https://${slug}.example`,
      shipping_policy: null,
      vendor_sku: `${slug}-${i}`,
      url: `https://${slug}.example/p/${i}`,
      base_price_cents: 1000 + i * 100,
      name: `Part ${i}`,
      brand: 'Bosch',
      part_number: `PN-${i}`,
      category: 'Engine',
      oem_numbers: [],
      fitments: [],
    })),
  ),
);

describe('live pricing fan-out', () => {
  let sim: VendorSimulator;
  let engine: PricingEngine;
  let fetcher: SafeFetcher;
  let vendors: LiveVendorRow[];
  let nextQuery = 0;
  /** A part number not asked before, so no cache entry exists for it. */
  const freshQuery = () => ({ partNumber: `PN-${nextQuery++}` });

  let listingId = 0;
  const store: StoreOffers = async (_vendorId, offers) => ({
    stored: offers.map((offer) => ({ ...offer, listingId: ++listingId, partId: 1 })),
    notStored: [],
    touchedPartIds: [1],
  });

  function vendor(id: number, slug: string, overrides: Record<string, unknown> = {}): LiveVendorRow {
    return { id, name: slug, slug, website: `https://${slug}.example`, connector: { ...demoConnectorConfig(slug, id, sim.baseUrl), ...overrides } };
  }

  beforeAll(async () => {
    sim = await startVendorSimulator({
      catalog,
      profiles: { fast: latency(10, 30), slow: latency(250, 300), hang: PROFILES.hanging, garbage: PROFILES.garbage, down: PROFILES.down, narrow: latency(100) },
    });
    // Node loads its fetch implementation on first use: not something a vendor's timing should pay for.
    await fetch(`${sim.baseUrl}/health`);
    fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(sim.baseUrl)] });
    // Only "down" has a breaker that trips in these tests; the others keep being asked.
    const patient = { breaker: { failureThreshold: 1000, cooldownMs: 1000 } };
    vendors = [
      vendor(1, 'fast'),
      vendor(2, 'slow'),
      vendor(3, 'hang', patient),
      vendor(4, 'garbage', patient),
      vendor(5, 'down', patient),
      { id: 6, name: 'misconfigured', slug: 'misconfigured', website: 'https://x.example', connector: { kind: 'http-json' } },
    ];
    engine = createPricingEngineWith(
      {
        listVendors: async () => vendors,
        store,
        connectorFor: (v, config) => createConnector(NO_DATABASE, v.id, config, fetcher),
        refreshParts: async () => {},
        cache: createMemoryCache({ ttlMs: 60_000 }),
      },
      { deadlineMs: DEADLINE_MS, graceMs: 50 },
    );
  });
  afterAll(async () => {
    await engine.close();
    await fetcher.close();
    await sim.close();
  });

  it('answers by the deadline, reporting each vendor once, in the order they answered', async () => {
    const streamed: VendorAnswer[] = [];
    const started = performance.now();
    const outcome = await engine.search(freshQuery(), { onAnswer: (a) => streamed.push(a) });
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 10); // the hanging vendor is waited for until the deadline, no longer
    const status = Object.fromEntries(outcome.answers.map((a) => [a.vendor, a.status]));
    expect(status).toEqual({ fast: 'ok', slow: 'ok', hang: 'timeout', garbage: 'error', down: 'error', misconfigured: 'error' });
    const byName = Object.fromEntries(outcome.answers.map((a) => [a.vendor, a]));
    expect(byName.garbage!.message).toMatch(/malformed answer/);
    expect(byName.down!.message).toBe('HTTP 503');
    expect(byName.misconfigured!.message).toMatch(/^connector misconfigured/);
    expect(byName.hang!.message).toMatch(/no answer within \d+ ms/);
    expect(byName.fast!.offers).toHaveLength(1);
    expect(byName.slow!.ms).toBeGreaterThanOrEqual(240);

    expect(streamed).toHaveLength(6);
    const order = streamed.map((a) => a.vendor);
    expect(order.indexOf('fast')).toBeLessThan(order.indexOf('slow'));
    expect(order.at(-1)).toBe('hang');
  });

  it('applies a vendor timeout shorter than the deadline', async () => {
    const saved = vendors;
    vendors = [vendor(2, 'slow', { timeoutMs: 100 })];
    try {
      const started = performance.now();
      const [slow] = (await engine.search(freshQuery())).answers;
      expect(slow).toMatchObject({ status: 'timeout', message: 'no answer within 100 ms' });
      expect(performance.now() - started).toBeLessThan(100 + SLACK_MS);
    } finally {
      vendors = saved;
    }
  });

  it('serves a repeated query from the cache without asking the vendor again', async () => {
    const query = freshQuery();
    const first = await engine.search(query);
    const asked = sim.searchCount('fast');
    const again = await engine.search({ partNumber: ` ${query.partNumber.toLowerCase().replace('-', ' ')} ` });
    expect(sim.searchCount('fast')).toBe(asked);
    const fast = again.answers.find((a) => a.vendor === 'fast')!;
    expect(fast).toMatchObject({ status: 'ok', cached: true });
    expect(fast.offers).toEqual(first.answers.find((a) => a.vendor === 'fast')!.offers);
    // Failures are not cached: the broken vendors were asked again.
    expect(again.answers.find((a) => a.vendor === 'garbage')!.cached).toBe(false);
  });

  describe('circuit breaker', () => {
    let saved: LiveVendorRow[];
    const down = () => engine.search(freshQuery()).then((o) => o.answers[0]!);
    beforeAll(() => {
      saved = vendors;
      vendors = [vendor(8, 'down', { breaker: { failureThreshold: 2, cooldownMs: 300 } })];
    });
    afterAll(() => {
      vendors = saved;
    });

    it('opens after consecutive failures and skips the vendor without asking it', async () => {
      expect((await down()).status).toBe('error');
      expect(engine.breakerState(8)).toBe('closed');
      expect((await down()).status).toBe('error');
      expect(engine.breakerState(8)).toBe('open');
      const asked = sim.searchCount('down');
      const skipped = await down();
      expect(skipped).toMatchObject({ status: 'skipped', message: expect.stringMatching(/circuit open after 2 failures/) });
      expect(sim.searchCount('down')).toBe(asked);
    });

    it('reopens when the trial after the cool-down fails', async () => {
      await new Promise((resolve) => setTimeout(resolve, 320));
      expect(engine.breakerState(8)).toBe('half-open');
      expect((await down()).status).toBe('error');
      expect(engine.breakerState(8)).toBe('open');
    });

    it('closes when the trial succeeds', async () => {
      sim.setProfile('down', latency(5));
      const asked = sim.searchCount('down');
      expect((await down()).status).toBe('skipped');
      await new Promise((resolve) => setTimeout(resolve, 320));
      expect((await down()).status).toBe('ok');
      expect(engine.breakerState(8)).toBe('closed');
      expect((await down()).status).toBe('ok');
      expect(sim.searchCount('down')).toBe(asked + 2);
    });
  });

  it('bounds the requests in flight toward one vendor', async () => {
    const saved = vendors;
    try {
      vendors = [vendor(7, 'narrow', { maxConcurrency: 1 })];
      const outcomes = await Promise.all([0, 1, 2, 3].map(() => engine.search(freshQuery())));
      expect(outcomes.every((o) => o.answers[0]!.status === 'ok')).toBe(true);
      expect(sim.peakConcurrency('narrow')).toBe(1);
      // The same burst with room for more does reach the vendor at once.
      vendors = [vendor(7, 'narrow', { maxConcurrency: 4 })];
      await Promise.all([0, 1, 2, 3].map(() => engine.search(freshQuery())));
      expect(sim.peakConcurrency('narrow')).toBeGreaterThan(1);
    } finally {
      vendors = saved;
    }
  });

  it('stops at once when the shopper goes away', async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('client disconnected')), 400);
    const started = performance.now();
    const outcome = await engine.search(freshQuery(), { cancel: cancel.signal });
    expect(performance.now() - started).toBeLessThan(400 + SLACK_MS);
    expect(outcome.answers.find((a) => a.vendor === 'hang')).toMatchObject({ status: 'skipped', message: 'search cancelled' });
    expect(outcome.answers.find((a) => a.vendor === 'fast')!.status).toBe('ok');
  });
});
