/**
 * The embedded database's files are private to their owner: directories 0700 and files 0600 once
 * it is open (PGlite itself writes them 0666) and after it closed, a copied data directory included.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';

/** Every path under `dir` (itself included) whose mode lets anyone but the owner in. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = statSync(p);
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== expected) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, p) || '.'}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database files', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'pitlane-data-modes-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('are 0600 in 0700 directories while open and after closing', async () => {
    const dataDir = path.join(parent, 'data');
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    const handle = await openDatabase({ dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
      await handle.db.execute(sql`create table mode_probe as select generate_series(1, 1000) as n`);
    } finally {
      await handle.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('are created private in a new data directory', async () => {
    const dataDir = path.join(parent, 'fresh', 'nested');
    const handle = await openDatabase({ dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await handle.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
