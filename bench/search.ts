/**
 * `npm run bench:search`: the search endpoint on a 200k-part synthetic catalog in PostgreSQL.
 *
 * Loads the catalog once (kept in database `pitlane_bench_search`, or BENCH_SEARCH_DATABASE, so
 * branches with different schemas need not share one; re-seeded only when its size differs), starts the server in a child process with the gate off, and drives
 * GET /api/parts/search with autocannon over a fixed mix of 200+ distinct queries — text, part
 * numbers, vehicle filters, price filters and every sort — at 1 and 16 connections, with
 * GET /api/health measured the same way as the ceiling. There is no response cache to switch off:
 * every request runs its queries.
 *
 * GET /api/suggest is measured the same way over prefixes of words, makes and part numbers. Each
 * 16-connection run also reports the server's CPU time per request (its processes' user + system time
 * over the run, from /proc), and an index loaded in the benchmark's own process reports its size, its
 * load time and how long a second index takes to take up the snapshot the first wrote.
 *
 * A catalog loaded by `npm run db:seed -- --parts N` into that database is used as it is.
 *
 * Options: --parts N (default 200000), --demo (the demo catalog on the embedded database, as `npm start`
 * serves it, side by side with /api/makes: see search-demo.ts), --rounds N (with --demo, default 40), --seconds S per run (default 20), --by-class (also time each query of the mix alone, one
 * after another, and print the figures per kind of query, and the understanding stage's in process:
 * search-understanding.ts), --check (first compare every answer of the
 * in-process index with the SQL search's).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { readSetting } from '../src/server/db/settings';
import { seedSyntheticCatalog } from '../src/demo/seed/synthetic';
import { SYNTHETIC_CATALOG_KEY } from '../src/demo/seed/catalog-source';
import { queryMix, suggestMix } from './search-mix';
import { timeByClass } from './search-classes';
import { timeUnderstanding } from './search-understanding';
import { checkParity } from './search-parity';
import { formatIndexSize, measureIndex } from './search-index-size';
import { formatLoad, load, startServer, type BenchServer, type LoadResult } from './support';

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '20' },
    'by-class': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '40' },
  },
});
if (values.demo) {
  const { benchDemo } = await import('./search-demo');
  await benchDemo(Number(values.rounds));
  process.exit(0);
}
const partCount = Number(values.parts);
const seconds = Number(values.seconds);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.BENCH_SEARCH_DATABASE ?? 'pitlane_bench_search';
/** What the database's `synthetic_parts` setting says was loaded: the part count. */
const catalogMark = String(partCount);
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`BENCH_SEARCH_DATABASE must be a plain name, not ${database}`);
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function ensureCatalog(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount;
  if (exists) {
    const handle = await openDatabase({ url: benchUrl, poolSize: 1 });
    // The benchmark's own mark, else the part count `npm run db:seed -- --parts N` recorded.
    const seeded = await readSetting(handle.db, SYNTHETIC_CATALOG_KEY).catch(() => null);
    const loaded = (await readSetting(handle.db, 'synthetic_parts').catch(() => null)) ?? (seeded ? String(JSON.parse(seeded).parts) : null);
    await handle.close();
    if (loaded === catalogMark) {
      // New migrations fill what they add (derived tables such as part_search) from the loaded catalog,
      // so a schema change does not cost a full reload.
      const current = await openDatabase({ url: benchUrl, poolSize: 1 });
      await current.migrate();
      await current.close();
      console.log(`catalog: ${partCount} synthetic parts already loaded in ${database}`);
      await admin.end();
      return;
    }
    await admin.query(`drop database ${database} with (force)`);
  }
  await admin.query(`create database ${database}`);
  await admin.end();

  const handle = await openDatabase({ url: benchUrl, poolSize: 4 });
  await handle.migrate();
  const started = Date.now();
  await seedSyntheticCatalog(handle.db, { parts: partCount });
  await handle.db.execute(
    sql`insert into site_settings (key, value) values ('synthetic_parts', ${catalogMark})
        on conflict (key) do update set value = excluded.value`,
  );
  await handle.db.execute(sql`analyze`);
  console.log(`catalog: loaded ${partCount} parts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

interface TimedLoad extends LoadResult {
  /** The server's CPU time over the run (ms), null where it cannot be read. */
  cpuMs: number | null;
}

/** A 16-connection run, with the CPU time the server's processes spent over it. */
async function timedLoad(server: BenchServer, paths: string[]): Promise<TimedLoad> {
  const before = server.cpuMs();
  const result = await load(server.url, paths, 16, seconds);
  const after = server.cpuMs();
  return { ...result, cpuMs: before === null || after === null ? null : after - before };
}

await ensureCatalog();
const mixHandle = await openDatabase({ url: benchUrl, poolSize: 1 });
const entries = await queryMix(mixHandle.db);
const suggestions = await suggestMix(mixHandle.db);
if (values.check) console.log(await checkParity(mixHandle.db, entries));
const indexSize = await measureIndex(mixHandle.db);
await mixHandle.close();
const mix = entries.map((entry) => entry.path);
console.log(`query mix: ${mix.length} distinct search requests (${entries.filter((e) => e.kind === 'typo/vehicle').length} typo/vehicle); suggest mix: ${suggestions.length} prefixes`);

// No vendor simulator: it stands in for the retailers, and on a catalog with the demo's vendors it would
// hold every listing in the server's own memory and load them as the searches start.
// No snapshot kept: the server's load is not timed, and a run leaves nothing behind in DATA_DIR.
const server = await startServer({ DATABASE_URL: benchUrl, SITE_GATE: 'off', VENDOR_SIM: 'off', SEARCH_INDEX_SNAPSHOT_DIR: 'off' });
try {
  // The first search waits for the server's in-process index to load; nothing is timed before that.
  await (await fetch(server.url + mix[0]!)).arrayBuffer();
  await load(server.url, mix, 4, 5); // warm-up: caches and query plans, not reported
  if (values['by-class']) {
    console.log(`\n${await timeByClass(server.url, entries)}`);
    // Read after the server started: it writes the search words (synonyms, part types) as it starts.
    const understandingHandle = await openDatabase({ url: benchUrl, poolSize: 1 });
    try {
      console.log(await timeUnderstanding(understandingHandle.db, entries, partCount));
    } finally {
      await understandingHandle.close();
    }
  }
  const health = ['/api/health'];
  const lines = [
    formatLoad('GET /api/health, 1 connection', await load(server.url, health, 1, seconds)),
  ];
  const search1 = await load(server.url, mix, 1, seconds);
  lines.push(formatLoad('search mix, 1 connection', search1));
  const typoVehicle = await load(server.url, entries.filter((e) => e.kind === 'typo/vehicle').map((e) => e.path), 1, seconds);
  lines.push(formatLoad('typo/vehicle queries, 1 connection', typoVehicle));
  const suggest1 = await load(server.url, suggestions, 1, seconds);
  lines.push(formatLoad('GET /api/suggest, 1 connection', suggest1));
  const health16 = await timedLoad(server, health);
  const search16 = await timedLoad(server, mix);
  const suggest16 = await timedLoad(server, suggestions);
  lines.push(
    formatLoad('GET /api/health, 16 connections', health16),
    formatLoad('search mix, 16 connections', search16),
    formatLoad('GET /api/suggest, 16 connections', suggest16),
  );
  console.log(`\n${lines.join('\n')}`);
  console.log(`\nsearch throughput at 16 connections: ${((search16.rps / health16.rps) * 100).toFixed(1)}% of the /api/health ceiling`);
  const perRequest = (r: TimedLoad) => (r.cpuMs === null ? 'n/a' : `${(r.cpuMs / Math.max(1, r.requests)).toFixed(2)} ms`);
  console.log(`cpu per request: search ${perRequest(search16)}, suggest ${perRequest(suggest16)}, health ${perRequest(health16)}`);
  if (search16.cpuMs !== null && health16.cpuMs !== null) {
    const ratio = search16.cpuMs / Math.max(1, search16.requests) / (health16.cpuMs / Math.max(1, health16.requests));
    console.log(`search cpu per request: ${ratio.toFixed(1)}x a health request's`);
  }
  console.log(formatIndexSize(indexSize));
  const failed = [search1, search16, typoVehicle, suggest1, suggest16].reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (failed > 0) {
    // Latency of error answers says nothing about search: the figures above are void.
    console.error(`\n${failed} search requests failed; the figures are not valid`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
