import { pingDatabase, type Database } from '../../db/client';
import type { ReadRouting } from '../../db/read-replicas';
import { readSetting } from '../../db/settings';
import type { Health } from '@shared/schemas/catalog';

/**
 * Whether the database answers, and whether it holds the demo catalog. The catalog source changes
 * only when a seed or a feed runs: read once per process, on the first healthy check.
 */
export function createHealthService(db: Database, readRouting: ReadRouting | null = null) {
  let demoCatalog: boolean | undefined;
  return {
    /** With read replicas: each one's state, and how many reads replicas and the primary answered. */
    readReplicas: (): Health['readReplicas'] => (readRouting ? { replicas: readRouting.replicas(), reads: readRouting.reads() } : undefined),
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
