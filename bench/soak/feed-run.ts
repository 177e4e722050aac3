/**
 * The soak's feed run: a partial Merchant feed for one demo vendor, each of 20 of its offers a cent
 * dearer, ingested through `npm run feeds:ingest` against the primary while the shoppers load the
 * site. Its writes are acknowledged by the command's exit status and read back from the primary.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

interface FeedRow {
  vendor: string;
  sku: string;
  title: string;
  url: string;
  part_number: string;
  brand: string;
  price_cents: number;
}

export interface FeedRun {
  /** The command's exit status (0: applied). */
  exitCode: number | null;
  /** Offers the feed changed, by vendor SKU, with the price they must now have. */
  expected: Map<string, number>;
  vendor: string;
  output: string;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function runFeed(root: string, dir: string, primaryUrl: string): Promise<FeedRun> {
  const rows = await query<FeedRow>(
    primaryUrl,
    `select v.slug as vendor, l.vendor_sku as sku, l.title, l.url, p.part_number, p.brand, l.price_cents
     from listings l join vendors v on v.id = l.vendor_id join parts p on p.id = l.part_id
     where l.vendor_sku is not null and v.id = (select vendor_id from listings where vendor_sku is not null group by vendor_id order by count(*) desc limit 1)
     order by l.id limit 20`,
  );
  if (rows.length === 0) throw new Error('the soak catalog has no vendor offers to send a feed for');
  const vendor = rows[0]!.vendor;
  const expected = new Map(rows.map((r) => [r.sku, r.price_cents + 1]));
  const lines = rows.map((r) =>
    [r.sku, r.title, r.url, `${((r.price_cents + 1) / 100).toFixed(2)} USD`, 'in_stock', r.brand, r.part_number].map((v) => v.replace(/\t/g, ' ')).join('\t'),
  );
  const file = path.join(dir, 'soak-feed.tsv');
  writeFileSync(file, ['id\ttitle\tlink\tprice\tavailability\tbrand\tmpn', ...lines].join('\n') + '\n');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/feeds-ingest.ts', '--vendor', vendor, '--partial', file],
      { cwd: root, env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: 'warn' } },
      (err, stdout, stderr) => resolve({ exitCode: err ? (typeof err.code === 'number' ? err.code : 1) : 0, expected, vendor, output: stdout + stderr }),
    );
  });
}

/** The feed's changes missing from the primary after an acknowledged run. */
export async function lostFeedWrites(primaryUrl: string, run: FeedRun): Promise<number> {
  if (run.exitCode !== 0) return 0;
  const rows = await query<{ sku: string; price_cents: number }>(
    primaryUrl,
    `select l.vendor_sku as sku, l.price_cents from listings l join vendors v on v.id = l.vendor_id where v.slug = $1 and l.vendor_sku = any($2)`,
    [run.vendor, [...run.expected.keys()]],
  );
  const stored = new Map(rows.map((r) => [r.sku, r.price_cents]));
  return [...run.expected].filter(([sku, cents]) => stored.get(sku) !== cents).length;
}
