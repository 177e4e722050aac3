/**
 * A large synthetic catalog for benchmarks (`npm run db:seed -- --parts 200000`): the demo's makes,
 * models, categories and vendors, plus N generated parts with ~7.5 offers each, fitments, interchange
 * numbers and a little price history. Deterministic: the same seed gives the same data.
 *
 * Loading is set-based: parts are generated in batches and each table gets chunked
 * INSERT ... SELECT FROM json_to_recordset statements; each part row is written once with its derived
 * columns, and the price history is derived in SQL from the listings just written. Generating the next
 * batch overlaps with the database writing the previous one. Everything happens in one transaction, so a
 * failed load leaves nothing behind and can simply be run again.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { refreshPartDerived } from '../../server/db/derived';
import { readSetting, writeSettingOnce } from '../../server/db/settings';
import { buildSyntheticPart } from './catalog/build-synthetic-part';
import type { PartSeed } from './catalog/types';
import { CATALOG_SOURCE_KEY, SYNTHETIC_CATALOG_KEY } from './catalog-source';
import { insertParts } from './insert-parts';
import { ensureReferenceData } from './reference-data';
import { rowsOf } from './sql-rows';

export const DEFAULT_SYNTHETIC_SEED = 7;
const DEFAULT_BATCH_SIZE = 5000;
/** Rows per INSERT statement: large enough to amortise round trips, small enough for modest payloads. */
const ROWS_PER_STATEMENT = 5000;

export interface SyntheticProgress {
  phase: 'reference' | 'parts' | 'vacuum' | 'done';
  done: number;
  total: number;
  elapsedMs: number;
}

export interface SyntheticSeedOptions {
  parts: number;
  seed?: number;
  /** "Today" for the catalog. Defaults to the current time. */
  now?: Date;
  /** Parts generated and written per round. */
  batchSize?: number;
  onProgress?: (progress: SyntheticProgress) => void;
}

export interface SyntheticSeedResult {
  seeded: boolean;
  parts: number;
  listings: number;
  elapsedMs: number;
}

async function existingPartNumbers(db: Database): Promise<Set<string>> {
  const result = await db.execute(sql`SELECT part_number_normalized FROM parts`);
  return new Set(rowsOf<{ part_number_normalized: string }>(result).map((row) => row.part_number_normalized));
}

const PARTS_BETWEEN_YIELDS = 250;

/**
 * Builds a batch of parts, yielding to the event loop now and then so the previous batch's statements
 * keep flowing to the database while this one is generated.
 */
async function generateBatch(start: number, count: number, seed: number, now: Date, taken: Set<string>): Promise<PartSeed[]> {
  const claimNumber = (normalized: string) => !taken.has(normalized) && Boolean(taken.add(normalized));
  const parts: PartSeed[] = [];
  for (let offset = 0; offset < count; offset++) {
    parts.push(buildSyntheticPart(start + offset, { seed, now, claimNumber }));
    if (offset % PARTS_BETWEEN_YIELDS === PARTS_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return parts;
}

/**
 * Skips foreign-key triggers for the rest of the transaction, as pg_restore --disable-triggers does:
 * every reference the loader writes comes from ids it has just read back, and checking them row by row
 * would take almost half the load time. Needs superuser rights; without them the load simply runs with
 * the checks. Done in a savepoint so a refusal does not abort the transaction.
 */
async function skipForeignKeyChecks(tx: Database): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`SET LOCAL session_replication_role = replica`);
    });
    return true;
  } catch {
    return false;
  }
}

/** Re-checks what the skipped foreign keys would have: every new row points at an existing part. */
async function assertReferencesHold(db: Database): Promise<void> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM listings AS l WHERE NOT EXISTS (SELECT 1 FROM parts AS p WHERE p.id = l.part_id))
      + (SELECT count(*) FROM listings AS l WHERE NOT EXISTS (SELECT 1 FROM vendors AS v WHERE v.id = l.vendor_id))
      + (SELECT count(*) FROM fitments AS f WHERE NOT EXISTS (SELECT 1 FROM models AS m WHERE m.id = f.model_id))
      + (SELECT count(*) FROM fitments AS f WHERE NOT EXISTS (SELECT 1 FROM parts AS p WHERE p.id = f.part_id))
      + (SELECT count(*) FROM interchange_numbers AS i WHERE NOT EXISTS (SELECT 1 FROM parts AS p WHERE p.id = i.part_id))
      + (SELECT count(*) FROM listing_price_history AS h WHERE NOT EXISTS (SELECT 1 FROM listings AS l WHERE l.id = h.listing_id))
      AS dangling
  `);
  const dangling = Number(rowsOf<{ dangling: string | number }>(result)[0]?.dangling ?? 0);
  if (dangling > 0) throw new Error(`Synthetic load produced ${dangling} rows with dangling references`);
}

export async function seedSyntheticCatalog(db: Database, options: SyntheticSeedOptions): Promise<SyntheticSeedResult> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(options.parts));
  const seed = options.seed ?? DEFAULT_SYNTHETIC_SEED;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const report = (phase: SyntheticProgress['phase'], done: number) =>
    options.onProgress?.({ phase, done, total, elapsedMs: Date.now() - started });
  if ((await readSetting(db, SYNTHETIC_CATALOG_KEY)) !== null) return { seeded: false, parts: 0, listings: 0, elapsedMs: 0 };

  const listings = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE`);
    if ((await readSetting(tx, SYNTHETIC_CATALOG_KEY)) !== null) return null;
    report('reference', 0);
    const ids = await ensureReferenceData(tx);
    // Part numbers stay unique across the whole database, including demo parts already there.
    const taken = await existingPartNumbers(tx);
    const checksSkipped = await skipForeignKeyChecks(tx);
    let written = 0;
    let writing: Promise<void> = Promise.resolve();
    try {
      for (let start = 0; start < total; start += batchSize) {
        const batch = await generateBatch(start, Math.min(batchSize, total - start), seed, now, taken);
        await writing;
        writing = (async () => {
          await insertParts(tx, batch, ids, { now, chunkSize: ROWS_PER_STATEMENT, history: 'derived' });
          written += batch.reduce((sum, part) => sum + part.listings.length, 0);
          report('parts', start + batch.length);
        })();
        // A failure is rethrown by the next `await writing`; until then it must not count as unhandled.
        writing.catch(() => {});
      }
      await writing;
    } catch (error) {
      // Let an in-flight write settle before the transaction rolls back on the same connection.
      await writing.catch(() => {});
      throw error;
    }
    // Statistics for the planner: the tables grew from nothing inside this transaction.
    await tx.execute(sql`ANALYZE parts, listings, listing_price_history, fitments, interchange_numbers`);
    if (checksSkipped) await assertReferencesHold(tx);
    // Parts were written with their derived columns; this confirms them and fixes any that differ.
    await refreshPartDerived(tx);
    await writeSettingOnce(tx, CATALOG_SOURCE_KEY, 'synthetic');
    await writeSettingOnce(tx, SYNTHETIC_CATALOG_KEY, JSON.stringify({ parts: total, seed }));
    return written;
  });
  if (listings === null) return { seeded: false, parts: 0, listings: 0, elapsedMs: Date.now() - started };

  // Fresh statistics (and a clean visibility map) so the planner sees the new catalog as it is.
  report('vacuum', total);
  await db.execute(sql`VACUUM (ANALYZE) parts, listings, listing_price_history, fitments, interchange_numbers`);
  report('done', total);
  return { seeded: true, parts: total, listings, elapsedMs: Date.now() - started };
}
