/**
 * The demo catalog, seeded on first start while DEMO_CATALOG is on (main.ts imports this file only
 * then): real makes, models, vendors and a believable catalog of parts with offers, price history and
 * reviews. Idempotent: a database that already records a catalog source is left alone.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { refreshPartDerived } from '../../server/db/derived';
import { readSetting, writeSettingOnce } from '../../server/db/settings';
import { buildDemoCatalog } from './catalog/build-demo-catalog';
import { CATALOG_SOURCE_KEY } from './catalog-source';
import { insertParts } from './insert-parts';
import { ensureReferenceData } from './reference-data';

export interface SeedDemoOptions {
  /** "Today" for the catalog: price histories end on this date. Defaults to the current time. */
  now?: Date;
}

export async function seedDemoCatalog(db: Database, options: SeedDemoOptions = {}): Promise<{ seeded: boolean }> {
  if ((await readSetting(db, CATALOG_SOURCE_KEY)) !== null) return { seeded: false };
  const now = options.now ?? new Date();
  // Built before the transaction opens: it is pure CPU work and keeps the transaction short.
  const parts = buildDemoCatalog({ now });
  return db.transaction(async (tx) => {
    // Two processes starting on an empty database must not both seed: the loser waits here, then sees
    // the setting the winner recorded.
    await tx.execute(sql`LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE`);
    if ((await readSetting(tx, CATALOG_SOURCE_KEY)) !== null) return { seeded: false };
    const ids = await ensureReferenceData(tx);
    const partIds = await insertParts(tx, parts, ids, { now, history: 'points' });
    // Parts are written with their derived columns; this confirms them and rewrites none when they agree.
    await refreshPartDerived(tx, partIds);
    await writeSettingOnce(tx, CATALOG_SOURCE_KEY, 'demo');
    return { seeded: true };
  });
}
