import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../../src/server/db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database of its own for one test file: a copy of the run's template, on
 * PGlite by default or on the PostgreSQL server named by DATABASE_URL. `close()` also removes it.
 */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'freshnessMaxAgeHours'> = {}): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const created = await createPostgresTestDatabase();
    const handle = await openDatabase({ url: created.url, poolSize: 4, ...options });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-test-'));
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  const handle = await openDatabase({ dataDir: dir, ...options });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL only: a migrated database of its own on the DATABASE_URL server, by url, for tests
 * that connect to it in their own way (through a proxy, from a child process).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('createPostgresTestDatabase needs DATABASE_URL (npm run test:pg)');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The rows of a raw query, typed as the test says. `db.execute` is typed loosely for the shared
 * PGlite/PostgreSQL database type; both drivers answer with `{ rows }`, and this is the one place in
 * the tests that says so. Unchecked, unlike `queryRows` with a row schema: the test's assertions on
 * the values are the check. Takes a transaction as well as a database.
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}
