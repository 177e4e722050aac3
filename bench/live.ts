/**
 * `npm run bench:live`: live pricing across 12 simulated vendors — 9 answering in 50–800 ms, 2 that
 * hang, 1 that returns garbage — with the default 2.5 s deadline (LIVE_PRICING_DEADLINE_MS).
 *
 * Measured in one run, over the same searches (distinct part numbers, so no cache hit):
 * - fan-out: GET /api/parts/live-pricing/stream over HTTP against the server in its own process;
 *   time to the first streamed offer and to the summary, as the client sees them; circuit breakers
 *   kept closed, so every search meets the hanging vendors (the worst case for the deadline);
 * - fan-out with circuit breakers (threshold 3): the steady state once the broken vendors are skipped;
 * - sequential baseline: the same connectors and storing, one vendor after another, each with the
 *   same 2.5 s timeout (in this process; searches run a few at a time to keep the run short — each
 *   search's own time is measured).
 * Targets: complete answer never later than deadline + 100 ms; first offer within 100 ms of the
 * fastest vendor's answer (the vendor's time as measured by the server, from the fan-out's start).
 *
 * Needs PostgreSQL (the server runs in a child process): BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; the run works in database pitlane_bench_live and drops it.
 * Options: --searches N (default 50), --sequential-concurrency N (default 5).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { allowListEntry } from '../src/server/http/address-policy';
import { createSafeFetcher, type SafeFetcher } from '../src/server/http/safe-fetch';
import { refreshPartDerived } from '../src/server/db/derived';
import * as schema from '../src/server/db/schema';
import { createMemoryCache } from '../src/server/modules/pricing/cache/memory-cache';
import { createConnector } from '../src/server/modules/pricing/connectors/registry';
import { configureDemoConnectors } from '../src/demo/demo-connectors';
import { simulatorQuery } from '../src/demo/vendor-network';
import { createPricingEngineWith, databaseStore, DEFAULT_DEADLINE_MS } from '../src/server/modules/pricing/pricing.engine';
import { findLiveVendors } from '../src/server/modules/pricing/pricing.queries';
import type { LivePricingResponse } from '../src/shared/schemas/pricing';
import { loadCatalogSnapshot, PROFILES, startVendorSimulator, type VendorProfile } from '../src/vendor-sim';
import { startServer } from './support';

const { values } = parseArgs({
  options: { searches: { type: 'string', default: '50' }, 'sequential-concurrency': { type: 'string', default: '5' } },
});
const SEARCHES = Number(values.searches);
const SEQUENTIAL_CONCURRENCY = Number(values['sequential-concurrency']);
const DEADLINE_MS = Number(process.env.LIVE_PRICING_DEADLINE_MS ?? DEFAULT_DEADLINE_MS);
const WARM_UP = 3;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'pitlane_bench_live';
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** 9 vendors answering in 50–800 ms, 2 hanging, 1 sending garbage. */
const answering = (min: number, max: number): VendorProfile => ({ latencyMs: [min, max], errorRate: 0, hangRate: 0, malformedRate: 0 });
const VENDOR_PROFILES: VendorProfile[] = [
  answering(50, 70),
  answering(100, 130),
  answering(150, 200),
  answering(200, 260),
  answering(300, 360),
  answering(400, 460),
  answering(500, 570),
  answering(620, 700),
  answering(720, 800),
  PROFILES.hanging,
  PROFILES.hanging,
  PROFILES.garbage,
];
/** The largest failure threshold a connector config accepts: the circuit stays closed for the run. */
const NEVER_OPEN = 1000;
const slug = (i: number) => `bench-v${String(i + 1).padStart(2, '0')}`;
const partNumber = (i: number) => `BX-${10000 + i}`;

async function adminQuery(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const statement of statements) await admin.query(statement);
  await admin.end();
}

/** 12 vendors each listing every part; the server must not seed the demo catalog over it. */
async function seed(db: Database, parts: number): Promise<void> {
  await db.insert(schema.siteSettings).values({ key: 'catalog_source', value: 'bench' });
  const [category] = await db.insert(schema.categories).values({ name: 'Bench', slug: 'bench' }).returning();
  const partRows = await db
    .insert(schema.parts)
    .values(
      Array.from({ length: parts }, (_, i) => ({
        slug: `bench-part-${i}`,
        name: `Bench Part ${i}`,
        brand: 'Bosch',
        partNumber: partNumber(i),
        partNumberNormalized: partNumber(i).replace('-', ''),
        categoryId: category!.id,
      })),
    )
    .returning({ id: schema.parts.id });
  const vendorRows = await db
    .insert(schema.vendors)
    .values(VENDOR_PROFILES.map((_, i) => ({ name: `Bench Vendor ${i + 1}`, slug: slug(i), website: `https://${slug(i)}.example`, sortOrder: i })))
    .returning({ id: schema.vendors.id });
  await db.insert(schema.listings).values(
    vendorRows.flatMap((vendor, v) =>
      partRows.map((part, p) => ({
        partId: part.id,
        vendorId: vendor.id,
        vendorSku: `${slug(v)}-${p}`,
        priceCents: 5000 + p * 37 + v * 113,
        url: `https://${slug(v)}.example/p/${p}`,
      })),
    ),
  );
  await refreshPartDerived(db);
}

async function setBreakerThreshold(db: Database, threshold: number): Promise<void> {
  await db.execute(sql`update vendors set connector = jsonb_set(jsonb_set(connector, '{breaker,failureThreshold}', ${String(threshold)}::jsonb),
    '{maxConcurrency}', '16'::jsonb)`);
}

interface Sample {
  firstOfferMs: number | null;
  completeMs: number;
  /** Server-measured time of the fastest vendor answer with offers. */
  fastestVendorMs: number | null;
}

/** One streamed search as a browser sees it. */
async function streamedSearch(base: string, part: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${base}/api/parts/live-pricing/stream?partNumber=${encodeURIComponent(part)}&make=BMW`);
  if (!response.ok) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstOfferMs: number | null = null;
  let summary: LivePricingResponse | null = null;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      if (event === 'offers' && firstOfferMs === null) firstOfferMs = performance.now() - started;
      if (event === 'summary') summary = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as LivePricingResponse;
    }
  }
  const completeMs = performance.now() - started;
  if (!summary) throw new Error('stream ended without a summary');
  const answered = summary.vendors.filter((v) => v.status === 'ok' && v.offers > 0).map((v) => v.ms);
  return { firstOfferMs, completeMs, fastestVendorMs: answered.length ? Math.min(...answered) : null };
}

async function fanOutRun(base: string, parts: number[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const p of parts) samples.push(await streamedSearch(base, partNumber(p)));
  return samples;
}

/** The same connectors and storing, one vendor after another. */
async function sequentialRun(db: Database, parts: number[], fetcher: SafeFetcher): Promise<Sample[]> {
  const vendors = await findLiveVendors(db);
  const engines = vendors.map((vendor) =>
    createPricingEngineWith(
      {
        listVendors: async () => [vendor],
        store: databaseStore(db),
        connectorFor: (v, config) => createConnector(db, v.id, config, fetcher),
        refreshParts: (ids) => refreshPartDerived(db, ids),
        cache: createMemoryCache({ ttlMs: 1 }),
      },
      { deadlineMs: DEADLINE_MS },
    ),
  );
  const samples: Sample[] = [];
  const queue = [...parts];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const started = performance.now();
      let firstOfferMs: number | null = null;
      for (const engine of engines) {
        const outcome = await engine.search({ partNumber: partNumber(p), vehicle: { make: 'BMW' } });
        if (firstOfferMs === null && outcome.answers[0]!.offers.length > 0) firstOfferMs = performance.now() - started;
      }
      samples.push({ firstOfferMs, completeMs: performance.now() - started, fastestVendorMs: null });
    }
  };
  await Promise.all(Array.from({ length: SEQUENTIAL_CONCURRENCY }, worker));
  await Promise.all(engines.map((e) => e.close()));
  return samples;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${Math.round(n)}`.padStart(6);
function row(label: string, samples: Sample[]): string {
  const first = samples.flatMap((s) => (s.firstOfferMs == null ? [] : [s.firstOfferMs]));
  const complete = samples.map((s) => s.completeMs);
  const firstCells = first.length ? `${ms(percentile(first, 50))}${ms(percentile(first, 99))}` : `${'–'.padStart(6)}${'–'.padStart(6)}`;
  return `${label.padEnd(34)}  ${firstCells}     ${ms(percentile(complete, 50))}${ms(percentile(complete, 99))}${ms(Math.max(...complete))}`;
}

async function main(): Promise<void> {
  const parts = WARM_UP + SEARCHES * 2;
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, `CREATE DATABASE ${DATABASE}`);
  const handle = await openDatabase({ url: benchUrl, poolSize: 4 });
  await handle.migrate();
  await seed(handle.db, parts);
  const catalog = await loadCatalogSnapshot(simulatorQuery(handle.db));
  const sim = await startVendorSimulator({ catalog, profiles: Object.fromEntries(VENDOR_PROFILES.map((p, i) => [slug(i), p])) });
  await configureDemoConnectors(handle.db, sim.baseUrl);
  await setBreakerThreshold(handle.db, NEVER_OPEN);

  const serverEnv = {
    DATABASE_URL: benchUrl,
    SITE_GATE: 'off',
    // The gate is off; fixed credentials only keep the server from generating and printing some.
    SITE_USERNAME: 'bench',
    SITE_PASSWORD: 'bench-password-unused',
    VENDOR_SIM: 'off',
    // The simulator runs here, on loopback: the server may fetch from it only when told so.
    FEED_ALLOWED_HOSTS: allowListEntry(sim.baseUrl),
    LIVE_PRICING_DEADLINE_MS: String(DEADLINE_MS),
  };
  console.log(`live pricing: 12 vendors (9 answering in 50–800 ms, 2 hanging, 1 garbage), deadline ${DEADLINE_MS} ms, ${SEARCHES} searches per row`);
  const server = await startServer(serverEnv);
  let fanOut: Sample[];
  let withBreaker: Sample[];
  try {
    await fanOutRun(server.url, [0, 1, 2]); // warm-up: connections, prepared plans
    fanOut = await fanOutRun(server.url, Array.from({ length: SEARCHES }, (_, i) => WARM_UP + i));
  } finally {
    await server.stop();
  }
  await setBreakerThreshold(handle.db, 3);
  const breakerServer = await startServer(serverEnv);
  try {
    await fanOutRun(breakerServer.url, [0]); // warm-up (also the hanging vendors' first failure)
    withBreaker = await fanOutRun(breakerServer.url, Array.from({ length: SEARCHES }, (_, i) => WARM_UP + SEARCHES + i));
  } finally {
    await breakerServer.stop();
  }
  await setBreakerThreshold(handle.db, NEVER_OPEN);
  const fetcher = createSafeFetcher({ allowedHosts: [allowListEntry(sim.baseUrl)] });
  const sequential = await sequentialRun(handle.db, Array.from({ length: SEARCHES }, (_, i) => WARM_UP + i), fetcher);
  await fetcher.close();
  await sim.close();
  await handle.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);

  console.log(`\n${''.padEnd(34)}  first offer (ms)   complete answer (ms)`);
  console.log(`${''.padEnd(34)}     p50   p99        p50   p99   max`);
  console.log(row('fan-out, streamed (SSE over HTTP)', fanOut));
  console.log(row('fan-out, circuit breakers on', withBreaker));
  console.log(row('sequential baseline', sequential));

  const fastest = fanOut.flatMap((s) => (s.fastestVendorMs == null ? [] : [s.fastestVendorMs]));
  const gaps = fanOut.flatMap((s) => (s.firstOfferMs == null || s.fastestVendorMs == null ? [] : [s.firstOfferMs - s.fastestVendorMs]));
  console.log(`\nfastest vendor's answer (server)       p50 ${ms(percentile(fastest, 50))}  p99 ${ms(percentile(fastest, 99))}`);
  console.log(`first offer − fastest vendor's answer  p50 ${ms(percentile(gaps, 50))}  p99 ${ms(percentile(gaps, 99))}  max ${ms(Math.max(...gaps))}`);
  const worst = Math.max(...fanOut.map((s) => s.completeMs), ...withBreaker.map((s) => s.completeMs));
  const okDeadline = worst <= DEADLINE_MS + 100;
  const okFirst = Math.max(...gaps) <= 100;
  console.log(`\ntarget: complete answer ≤ deadline + 100 ms (${DEADLINE_MS + 100}): ${okDeadline ? 'met' : 'MISSED'} (worst ${Math.round(worst)} ms)`);
  console.log(`target: first offer within 100 ms of the fastest vendor: ${okFirst ? 'met' : 'MISSED'} (worst ${Math.round(Math.max(...gaps))} ms)`);
  const speedup = percentile(sequential.map((s) => s.completeMs), 50) / percentile(fanOut.map((s) => s.completeMs), 50);
  console.log(`complete answer, fan-out vs sequential (p50): ${speedup.toFixed(1)}× faster`);
}

await main();
