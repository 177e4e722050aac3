/**
 * `npm run bench:search -- --demo`: what `npm start` serves — the demo catalog on the embedded database —
 * side by side with a catalog route. A search on the demo catalog should cost about what `/api/makes`
 * costs; the target is a median within 3× of it, and the part page's the same.
 *
 * One connection, requests interleaved round by round (a search, the makes route, a part page, …), so
 * a busy moment on the machine lands on all three alike; each figure is the median of its own requests,
 * timed with `performance.now()` (sub-millisecond: the routes answer in a few ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './support';

/** The searches a visitor of the demo starts with: the home page's quick searches, a vehicle, a number, a typo. */
const SEARCHES = [
  '/api/parts/search?q=Brake+Pads',
  '/api/parts/search?q=Oil+Filters',
  '/api/parts/search?q=Spark+Plugs',
  '/api/parts/search?q=Air+Filters',
  '/api/parts/search?q=Timing+Belts',
  '/api/parts/search?q=brake+pads&make=bmw&year=2010&model=3-series-e90',
  '/api/parts/search?q=11+42+7+566+327',
  '/api/parts/search?q=ignitoin+coil&sort=highest_rated',
];
const MAKES = '/api/makes';
const TARGET_RATIO = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function benchDemo(rounds: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-bench-demo-'));
  // No DATABASE_URL: the embedded database, seeded with the demo catalog as `npm start` seeds it.
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_CATALOG: 'on', VENDOR_SIM: 'off', SITE_GATE: 'off' };
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const server = await startServer(env, inherited);
  try {
    const search = await (await fetch(`${server.url}${SEARCHES[0]}`)).json() as { parts: { slug: string }[] };
    const partPages = search.parts.slice(0, 8).map((p) => `/api/parts/slug/${p.slug}`);
    // Warm-up: the index load, query plans, the JIT; not reported.
    for (let i = 0; i < 20; i++) for (const url of [...SEARCHES, MAKES, ...partPages]) await timed(server.url + url);

    const times = { search: [] as number[], makes: [] as number[], part: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const [i, url] of SEARCHES.entries()) {
        times.search.push(await timed(server.url + url));
        times.makes.push(await timed(server.url + MAKES));
        times.part.push(await timed(server.url + partPages[i % partPages.length]!));
      }
    }
    const makes = median(times.makes);
    const line = (label: string, values: number[]) => {
      const ms = median(values);
      const ratio = ms / makes;
      return `${label.padEnd(34)} median ${ms.toFixed(2)} ms   ${ratio.toFixed(1)}× /api/makes   ${ratio <= TARGET_RATIO ? 'ok' : `over the ${TARGET_RATIO}× target`}`;
    };
    console.log(`demo catalog on the embedded database, ${rounds} rounds of ${SEARCHES.length} searches, one connection`);
    console.log(`${'GET /api/makes'.padEnd(34)} median ${makes.toFixed(2)} ms`);
    console.log(line('GET /api/parts/search', times.search));
    console.log(line('GET /api/parts/slug/…', times.part));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
