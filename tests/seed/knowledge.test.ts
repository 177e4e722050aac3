import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import { buildKnowledgeRows } from '../../src/server/db/seed/knowledge/rows';
import { createTestDatabase, rowsOf } from '../support/database';

/** The repair knowledge base as seeded on start: every table filled, idempotent, replaced when the data changes. */

const TABLES = {
  sources: 'knowledge_sources',
  partTypes: 'part_types',
  engines: 'engines',
  engineApplications: 'engine_applications',
  engineFluids: 'engine_fluids',
  symptoms: 'symptoms',
  faultCodes: 'fault_codes',
  causes: 'causes',
  causeParts: 'cause_parts',
  causeRankings: 'cause_rankings',
} as const;

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

describe('repair knowledge base seed', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('fills every table with the rows the data builds', async () => {
    const result = await seedKnowledge(handle.db);
    expect(result.written).toBe(true);
    const expected = buildKnowledgeRows();
    for (const [name, table] of Object.entries(TABLES)) {
      const stored = await count(handle, table);
      expect(stored, table).toBe(expected[name as keyof typeof TABLES].length);
      expect(stored, table).toBeGreaterThan(0);
    }
  });

  it('stores a misfire ranking for the N54 and a generic fallback, most likely first', async () => {
    const n54 = await rowsOf<{ cause_id: string; rank: number }>(
      handle.db,
      sql`SELECT cause_id, rank FROM cause_rankings WHERE symptom_slug = 'misfire' AND scope = 'engine' AND scope_key = 'bmw-n54' ORDER BY rank`,
    );
    expect(n54.map((r) => r.cause_id).slice(0, 3)).toEqual(['ignition-coil-failure', 'worn-spark-plugs', 'fuel-injector-fault']);
    const generic = await rowsOf<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM cause_rankings WHERE fault_code = 'P0301' AND scope = 'generic'`);
    expect(generic[0]?.n).toBeGreaterThan(0);
  });

  it('answers which engine a 2011 Audi A4 2.0T has and what oil it takes', async () => {
    const found = await rowsOf<{ engine_key: string; approvals: string[] }>(
      handle.db,
      sql`SELECT a.engine_key, f.approvals FROM engine_applications a JOIN engine_fluids f ON f.engine_key = a.engine_key AND f.fluid = 'engine-oil'
          WHERE a.make_slug = 'audi' AND a.model_slug = 'a4-b8' AND 2011 BETWEEN a.year_from AND coalesce(a.year_to, 9999)`,
    );
    expect(found).toEqual([{ engine_key: 'vag-ea888-gen2', approvals: ['VW 502 00'] }]);
  });

  it('leaves the stored copy alone when the data has not changed', async () => {
    const before = await rowsOf<{ v: string }>(handle.db, sql`SELECT string_agg(ctid::text, ',' ORDER BY id) AS v FROM cause_rankings`);
    expect((await seedKnowledge(handle.db)).written).toBe(false);
    const after = await rowsOf<{ v: string }>(handle.db, sql`SELECT string_agg(ctid::text, ',' ORDER BY id) AS v FROM cause_rankings`);
    expect(after).toEqual(before);
  });

  it('rewrites the knowledge base when the stored copy is out of date, dropping rows the data no longer has', async () => {
    await handle.db.execute(sql`INSERT INTO symptoms (slug, name, description, system) VALUES ('retired', 'Retired', 'Gone from the data', 'engine')`);
    await handle.db.execute(sql`UPDATE site_settings SET value = 'old' WHERE key = 'knowledge_base_version'`);
    expect((await seedKnowledge(handle.db)).written).toBe(true);
    expect(await count(handle, 'symptoms')).toBe(buildKnowledgeRows().symptoms.length);
  });
});
