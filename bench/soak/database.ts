/**
 * The soak's own PostgreSQL database, created fresh each run with the demo catalog, and the
 * catalog samples its requests are drawn from.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedGuides } from '../../src/server/db/seed/guides';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import { seedPartWords } from '../../src/server/db/seed/part-words';

/** A part the soak asks about: its page, and its number and make for the assistant. */
const SampleRow = z.object({ id: z.number(), slug: z.string(), partNumber: z.string(), make: z.string() });

export const SOAK_DATABASE = 'pitlane_soak';

export interface CatalogSamples {
  /** Part page slugs. */
  slugs: string[];
  /** The same parts' ids (alerts name a part by id). */
  partIds: number[];
  /** Live pricing questions: a part number and a make it fits. */
  questions: { partNumber: string; make: string }[];
  searches: string[];
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops any previous soak database, creates, migrates and seeds a new one; returns its url. */
export async function createSoakDatabase(serverUrl: string): Promise<{ url: string; samples: CatalogSamples; drop(): Promise<void> }> {
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${SOAK_DATABASE} WITH (FORCE)`);
  await admin(serverUrl, `CREATE DATABASE ${SOAK_DATABASE}`);
  const url = withDatabase(serverUrl, SOAK_DATABASE);
  // Seeded here, once, so that instances starting side by side never race to seed.
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await handle.migrate();
    await seedDemoCatalog(handle.db);
    await seedGuides(handle.db);
    await seedKnowledge(handle.db);
    await seedPartWords(handle.db);
    const rows = await queryRows(handle.db, SampleRow, sql`
      select distinct on (p.id) p.id, p.slug, p.part_number as "partNumber", mk.name as make
      from parts p
      join fitments f on f.part_id = p.id
      join models mo on mo.id = f.model_id
      join makes mk on mk.id = mo.make_id
      where p.listing_count > 0
      order by p.id
      limit 60`);
    if (rows.length === 0) throw new Error('the demo catalog has no parts with fitments and listings');
    return {
      url,
      samples: {
        slugs: rows.map((r) => r.slug),
        partIds: rows.map((r) => r.id),
        questions: rows.map((r) => ({ partNumber: r.partNumber, make: r.make })),
        searches: ['brake pads', 'oil filter', 'spark plug', 'porsche 911', 'bmw m3 gasket', 'timing belt', 'coolant'],
      },
      drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${SOAK_DATABASE} WITH (FORCE)`),
    };
  } finally {
    await handle.close();
  }
}
