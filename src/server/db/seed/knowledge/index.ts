/**
 * Writes the repair knowledge base (src/server/db/schema/diagnosis.ts) from the typed data in this
 * folder. The data is the source of truth: on every start the stored copy is replaced when the data
 * changed (a hash of the rows is kept in site_settings), and left alone otherwise, so a restart costs
 * one read. Two instances starting together serialise on a table lock; the second finds the work done.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import {
  causeParts,
  causeRankings,
  causes,
  engineApplications,
  engineFluids,
  engines,
  faultCodes,
  knowledgeSources,
  partTypes,
  siteSettings,
  symptoms,
} from '../../schema';
import { readSetting } from '../../settings';
import { buildKnowledgeRows, type KnowledgeRows } from './rows';

export const KNOWLEDGE_VERSION_KEY = 'knowledge_base_version';

/** Rows per insert statement: well under PostgreSQL's bind-parameter limit for the widest table. */
const CHUNK = 500;

async function insertAll<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

function versionOf(rows: KnowledgeRows): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

export async function seedKnowledge(db: Database): Promise<{ written: boolean; counts: Record<keyof KnowledgeRows, number> }> {
  const rows = buildKnowledgeRows();
  const counts = Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length])) as Record<keyof KnowledgeRows, number>;
  const version = versionOf(rows);
  if ((await readSetting(db, KNOWLEDGE_VERSION_KEY)) === version) return { written: false, counts };
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE knowledge_sources IN EXCLUSIVE MODE`);
    if ((await readSetting(tx, KNOWLEDGE_VERSION_KEY)) === version) return { written: false, counts };
    // Children first; every table is rewritten whole, so removed entries do not linger.
    for (const table of [causeRankings, causeParts, causes, faultCodes, symptoms, engineFluids, engineApplications, engines, partTypes, knowledgeSources]) {
      await tx.delete(table);
    }
    await insertAll(tx, knowledgeSources, rows.sources);
    await insertAll(tx, partTypes, rows.partTypes);
    await insertAll(tx, engines, rows.engines);
    await insertAll(tx, engineApplications, rows.engineApplications);
    await insertAll(tx, engineFluids, rows.engineFluids);
    await insertAll(tx, symptoms, rows.symptoms);
    await insertAll(tx, faultCodes, rows.faultCodes);
    await insertAll(tx, causes, rows.causes);
    await insertAll(tx, causeParts, rows.causeParts);
    await insertAll(tx, causeRankings, rows.causeRankings);
    await tx
      .insert(siteSettings)
      .values({ key: KNOWLEDGE_VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: version, updatedAt: sql`now()` } });
    return { written: true, counts };
  });
}

