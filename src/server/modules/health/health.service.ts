import { pingDatabase, type Database } from '../../db/client';
import { readSetting } from '../../db/settings';

/**
 * Whether the database answers, and whether it holds the demo catalog. The catalog source changes
 * only when a seed or a feed runs: read once per process, on the first healthy check.
 */
export function createHealthService(db: Database) {
  let demoCatalog: boolean | undefined;
  return {
    /** Throws when the database does not answer. */
    async check(): Promise<{ demoCatalog: boolean }> {
      await pingDatabase(db);
      demoCatalog ??= (await readSetting(db, 'catalog_source')) === 'demo';
      return { demoCatalog };
    },
    /** What the last healthy check saw (false before any). */
    lastKnownDemoCatalog: () => demoCatalog ?? false,
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
