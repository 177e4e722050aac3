/**
 * `npm run bench:search`: the search endpoint on a 200k-part synthetic catalog in PostgreSQL.
 *
 * Loads the catalog once (kept in database `pitlane_bench_search`, re-seeded only when its size
 * differs), starts the server in a child process with the gate off, and drives
 * GET /api/parts/search with autocannon over a fixed mix of 200+ distinct queries — text, part
 * numbers, vehicle filters, price filters and every sort — at 1 and 16 connections, with
 * GET /api/health measured the same way as the ceiling. There is no response cache to switch off:
 * every request runs its queries.
 *
 * Options: --parts N (default 200000), --seconds S per run (default 20).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { readSetting } from '../src/server/db/settings';
import { seedSyntheticCatalog } from '../src/server/db/seed/synthetic';
import { formatLoad, load, startServer } from './support';

const { values } = parseArgs({
  options: { parts: { type: 'string', default: '200000' }, seconds: { type: 'string', default: '20' } },
});
const partCount = Number(values.parts);
const seconds = Number(values.seconds);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'pitlane_bench_search';
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
    const loaded = await readSetting(handle.db, 'synthetic_parts').catch(() => null);
    await handle.close();
    if (loaded === String(partCount)) {
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
    sql`insert into site_settings (key, value) values ('synthetic_parts', ${String(partCount)})
        on conflict (key) do update set value = excluded.value`,
  );
  await handle.db.execute(sql`analyze`);
  console.log(`catalog: loaded ${partCount} parts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

type Row = Record<string, unknown>;
const rows = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A fixed, deterministic mix of at least 200 distinct queries drawn from the catalog itself. */
async function queryMix(): Promise<string[]> {
  const handle = await openDatabase({ url: benchUrl, poolSize: 1 });
  const db = handle.db;
  const sorts = ['price_asc', 'price_desc', 'best_match', 'highest_rated', 'fastest_shipping'];
  const mix: string[] = [];
  const add = (params: Record<string, string | number>) => mix.push(`/api/parts/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);

  const words = await rows(db, sql`
    select lower(split_part(name, ' ', n)) as word
    from (select name from parts order by id limit 2000) p, generate_series(1, 3) n
    where length(split_part(name, ' ', n)) > 3
    group by 1 order by count(*) desc limit 40`);
  words.forEach((w, i) => add({ q: String(w.word), sort: sorts[i % sorts.length]! }));

  const phrases = await rows(db, sql`select name from parts order by id limit 20`);
  phrases.forEach((p, i) => add({ q: String(p.name).split(' ').slice(0, 3).join(' '), sort: sorts[(i + 2) % sorts.length]! }));

  const numbers = await rows(db, sql`select part_number from parts order by id desc limit 40`);
  numbers.forEach((n, i) => add({ q: i % 2 ? String(n.part_number) : String(n.part_number).replace(/[\s.-]/g, ''), sort: 'best_match' }));

  const vehicles = await rows(db, sql`
    select mo.make_id, f.model_id, f.year_from from fitments f join models mo on mo.id = f.model_id
    group by 1, 2, 3 order by 1, 2, 3 limit 40`);
  vehicles.forEach((v, i) => add({ makeId: Number(v.make_id), modelId: Number(v.model_id), year: Number(v.year_from), sort: sorts[i % sorts.length]! }));

  const categories = await rows(db, sql`select id from categories order by id`);
  for (let i = 0; i < 40; i++) {
    const min = 20 + (i % 10) * 25;
    add({ categoryId: Number(categories[i % categories.length]!.id), minPrice: min, maxPrice: min + 80 + (i % 4) * 50, sort: sorts[i % sorts.length]! });
  }
  for (let i = 0; i < 20; i++) add({ q: String(words[i % words.length]!.word), hasFreeShipping: 'true', page: 1 + (i % 3), sort: sorts[i % sorts.length]! });

  await handle.close();
  return [...new Set(mix)];
}

await ensureCatalog();
const mix = await queryMix();
console.log(`query mix: ${mix.length} distinct search requests`);

const server = await startServer({ DATABASE_URL: benchUrl, SITE_GATE: 'off' });
try {
  await load(server.url, mix, 4, 5); // warm-up: caches and query plans, not reported
  const health = ['/api/health'];
  const lines = [
    formatLoad('GET /api/health, 1 connection', await load(server.url, health, 1, seconds)),
  ];
  const search1 = await load(server.url, mix, 1, seconds);
  lines.push(formatLoad('search mix, 1 connection', search1));
  const health16 = await load(server.url, health, 16, seconds);
  const search16 = await load(server.url, mix, 16, seconds);
  lines.push(formatLoad('GET /api/health, 16 connections', health16), formatLoad('search mix, 16 connections', search16));
  console.log(`\n${lines.join('\n')}`);
  console.log(`\nsearch throughput at 16 connections: ${((search16.rps / health16.rps) * 100).toFixed(1)}% of the /api/health ceiling`);
  const failed = search1.non2xx + search1.errors + search16.non2xx + search16.errors;
  if (failed > 0) {
    // Latency of error answers says nothing about search: the figures above are void.
    console.error(`\n${failed} search requests failed; the figures are not valid`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
