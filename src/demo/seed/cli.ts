/**
 * `npm run db:seed` seeds the demo catalog; `npm run db:seed -- --parts 200000 [--seed 7]` also loads a
 * synthetic catalog of that many parts for benchmarks. Reads the server's configuration: DATABASE_URL
 * (PostgreSQL) when set, otherwise PGlite in DATA_DIR (default ./data), and FRESHNESS_MAX_AGE_HOURS for
 * the offers' derived best totals. Migrates first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/client';
import { ConfigError, loadEnv } from '../../server/env';
import { rebuildVehicleAliases } from '../../server/modules/vehicles';
import { seedDemoCatalog } from './demo-catalog';
import { DEFAULT_SYNTHETIC_SEED, seedSyntheticCatalog, type SyntheticProgress } from './synthetic';

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printProgress(progress: SyntheticProgress): void {
  if (progress.phase === 'parts') {
    const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
    console.log(`  ${progress.done.toLocaleString('en-US')} / ${progress.total.toLocaleString('en-US')} parts (${percent}%) ${seconds(progress.elapsedMs)}`);
  } else if (progress.phase === 'vacuum') {
    console.log(`  vacuum and analyze… ${seconds(progress.elapsedMs)}`);
  }
}

function parsePositiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${flag} must be a non-negative integer, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      seed: { type: 'string' },
      'skip-demo': { type: 'boolean', default: false },
    },
  });
  const parts = parsePositiveInteger(values.parts, '--parts');
  const seed = parsePositiveInteger(values.seed, '--seed') ?? DEFAULT_SYNTHETIC_SEED;
  const env = loadEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2, freshnessMaxAgeHours: env.FRESHNESS_MAX_AGE_HOURS });
  const started = Date.now();
  try {
    console.log(`database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`}`);
    await handle.migrate();
    if (!values['skip-demo']) {
      const demoStarted = Date.now();
      const demo = await seedDemoCatalog(handle.db);
      console.log(demo.seeded ? `demo catalog seeded in ${seconds(Date.now() - demoStarted)}` : 'demo catalog: already present, left as is');
    }
    if (parts !== undefined) {
      console.log(`synthetic catalog: ${parts.toLocaleString('en-US')} parts, seed ${seed}`);
      const result = await seedSyntheticCatalog(handle.db, { parts, seed, onProgress: printProgress });
      console.log(
        result.seeded
          ? `synthetic catalog loaded: ${result.parts.toLocaleString('en-US')} parts, ${result.listings.toLocaleString('en-US')} listings in ${seconds(result.elapsedMs)}`
          : 'synthetic catalog: already present, left as is',
      );
    }
    const aliases = await rebuildVehicleAliases(handle.db);
    console.log(`vehicle aliases rebuilt: ${aliases.rows.toLocaleString('en-US')}`);
    console.log(`total ${seconds(Date.now() - started)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // A bad setting is told in one line, as the server tells it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
