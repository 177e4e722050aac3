import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database of its own for one test file: a copy of the run's template, on
 * PGlite by default or on the PostgreSQL server named by DATABASE_URL. `close()` also removes it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = inject('templateDatabase');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const handle = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-test-'));
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  const handle = await openDatabase({ dataDir: dir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
