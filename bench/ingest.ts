/**
 * `npm run bench:ingest`: feed ingestion throughput and memory on PostgreSQL.
 *
 * Creates a scratch database on the PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) with a catalog of --parts parts, writes a --items
 * Google Merchant Center XML feed and a TSV feed of the same size into the temp folder, and ingests
 * each in a child process (so memory is the run's alone):
 *   1. the XML feed for a new vendor (every listing created),
 *   2. the TSV feed for another new vendor,
 *   3. the XML feed again for the first vendor (every listing seen, nothing changed),
 *   4. a gzip-compressed Awin product feed (CSV) of the same items for a third vendor.
 * Prints items/s and peak resident memory per run. The database and files are removed at the end.
 * Targets: >= 20,000 items/s, peak memory < 300 MB.
 *
 * Options: --items N (default 1000000), --parts N (default 100000), --keep (keep the database),
 * --only xml|tsv|awin (that format's runs alone).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { writeBenchFeed, type BenchCatalog } from './ingest-generate';
import { root } from './support';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    parts: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const items = Number(values.items);
const catalog: BenchCatalog = { parts: Number(values.parts) };
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `pitlane_bench_ingest_${process.pid}`;
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
const TARGET_ITEMS_PER_SECOND = 20_000;
const TARGET_PEAK_MB = 300;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Parts "BN <n>" with OEM numbers "OEM <n>", and the bench vendors, set-based. */
async function seedCatalog(): Promise<void> {
  const handle = await openDatabase({ url: benchUrl, poolSize: 2 });
  try {
    await handle.migrate();
    const db = handle.db;
    await db.execute(sql`insert into categories (name, slug) values ('Bench', 'bench')`);
    await db.execute(sql`
      insert into parts (slug, name, brand, part_number, part_number_normalized, category_id)
      select 'bench-part-' || g, 'Bench part ' || g, (array['Meyle','Bosch','Mann-Filter','Brembo','Febi'])[1 + g % 5],
             'BN ' || g, 'BN' || g, (select id from categories where slug = 'bench')
      from generate_series(1, ${catalog.parts}::int) g`);
    await db.execute(sql`
      insert into interchange_numbers (part_id, number, number_normalized, kind)
      select id, 'OEM ' || substr(part_number, 4), 'OEM' || substr(part_number, 4), 'oem' from parts`);
    await db.execute(sql`
      insert into vendors (name, slug, website) values
        ('Bench XML', 'bench-xml', 'https://bench-xml.example'), ('Bench TSV', 'bench-tsv', 'https://bench-tsv.example'),
        ('Bench Awin', 'bench-awin', 'https://bench-awin.example')`);
    await db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

interface ChildResult {
  run: { status: string; itemsRead: number; matched: number; created: number; unchanged: number; unmatched: number; rejected: number; error: string | null };
  seconds: number;
  baselineRssMb: number;
  firstBatchesMs: number;
  lastBatchesMs: number;
  finishMs: number;
  peakRssMb: number;
  maxRssMb: number;
}

async function measure(vendor: string, file: string): Promise<ChildResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/ingest-child.ts'), benchUrl, vendor, file],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildResult;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  const files = {
    xml: path.join(os.tmpdir(), `pitlane-bench-${process.pid}.xml`),
    tsv: path.join(os.tmpdir(), `pitlane-bench-${process.pid}.tsv`),
    awin: path.join(os.tmpdir(), `pitlane-bench-${process.pid}-awin.csv.gz`),
  };
  const formats = (['xml', 'tsv', 'awin'] as const).filter((f) => !values.only || values.only === f);
  await admin(`create database ${database}`);
  try {
    let started = Date.now();
    await seedCatalog();
    console.log(`catalog: ${n(catalog.parts)} parts with OEM numbers in ${database} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const format of formats) {
      started = Date.now();
      const bytes = await writeBenchFeed(files[format], format, items, catalog);
      console.log(`feed: ${n(items)} items of ${format === 'awin' ? 'Awin CSV, gzip' : format.toUpperCase()}, ${(bytes / 1024 / 1024).toFixed(0)} MB, ${files[format]} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }

    const runs = (
      [
        ['XML, new vendor (all created)', 'bench-xml', files.xml, 'xml'],
        ['TSV, new vendor (all created)', 'bench-tsv', files.tsv, 'tsv'],
        ['XML again (all unchanged)', 'bench-xml', files.xml, 'xml'],
        ['Awin CSV.gz, new vendor', 'bench-awin', files.awin, 'awin'],
      ] as const
    ).filter(([, , , format]) => (formats as readonly string[]).includes(format));
    console.log(
      `\n${'run'.padEnd(32)}${'items'.padStart(11)}${'seconds'.padStart(9)}${'items/s'.padStart(10)}${'start RSS'.padStart(11)}${'peak RSS'.padStart(11)}${'maxRSS'.padStart(11)}  status`,
    );
    let pass = true;
    for (const [label, vendor, file] of runs) {
      const result = await measure(vendor, file);
      const rate = result.run.itemsRead / result.seconds;
      const ok = result.run.status === 'succeeded' && rate >= TARGET_ITEMS_PER_SECOND && result.maxRssMb < TARGET_PEAK_MB;
      pass &&= ok;
      console.log(
        `${label.padEnd(32)}${n(result.run.itemsRead).padStart(11)}${result.seconds.toFixed(1).padStart(9)}${n(rate).padStart(10)}` +
          `${`${result.baselineRssMb} MB`.padStart(11)}${`${result.peakRssMb} MB`.padStart(11)}${`${result.maxRssMb} MB`.padStart(11)}  ${result.run.status}` +
          `  (matched ${n(result.run.matched)}, created ${n(result.run.created)}, unchanged ${n(result.run.unchanged)}, review ${n(result.run.unmatched)}, rejected ${n(result.run.rejected)})` +
          `\n${''.padEnd(32)}batch of 1,000: ${result.firstBatchesMs} ms in the first tenth, ${result.lastBatchesMs} ms in the last; finish (out of stock, derived columns, commit) ${(result.finishMs / 1000).toFixed(1)} s` +
          (result.run.error ? `\n  error: ${result.run.error}` : ''),
      );
    }
    console.log(`\ntargets: >= ${n(TARGET_ITEMS_PER_SECOND)} items/s and < ${TARGET_PEAK_MB} MB peak memory: ${pass ? 'met' : 'NOT met'}`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    rmSync(files.xml, { force: true });
    rmSync(files.tsv, { force: true });
    rmSync(files.awin, { force: true });
    if (!values.keep) await admin(`drop database if exists ${database} with (force)`);
  }
}

await main();
