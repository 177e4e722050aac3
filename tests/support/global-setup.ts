/**
 * Prepares one migrated template database per test run, so each test file starts from a clean,
 * migrated copy in a fraction of the time a fresh migration takes:
 * - PGlite (default): a migrated data directory, copied per test file;
 * - PostgreSQL (DATABASE_URL set): a template database, cloned with CREATE DATABASE ... TEMPLATE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `pitlane_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const handle = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    provide('templateDatabase', template);
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const leftovers = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const { datname } of leftovers.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-template-'));
  const handle = await openDatabase({ dataDir: dir });
  await handle.migrate();
  await handle.close();
  provide('templateDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    templateDatabase: string;
  }
}
