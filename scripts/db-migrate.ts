/**
 * `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL (or the embedded
 * database in DATA_DIR) and exits. A release runs this once, before any new instance starts
 * (docs/DEPLOY.md); instances also migrate at start, which is then a no-op.
 */
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { ConfigError, loadEnv } from '../src/server/env';

try {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), poolSize: 1 });
  try {
    await database.migrate();
    console.log(`migrations applied (${database.kind})`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
