import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoCatalog } from './db/seed/demo';
import { ConfigError, loadEnv } from './env';
import { resolveGateCredentials, resolveSessionSecret } from './modules/gate/gate.credentials';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Grace period for in-flight requests after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Parse env, open and migrate the database, seed the demo catalog once, listen, shut down cleanly. */
export async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  await database.migrate();
  const seeded = await seedDemoCatalog(database.db);

  const credentials = await resolveGateCredentials(database.db, env);
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    gate: { enabled: env.SITE_GATE, username: credentials.username, passwordHash: credentials.passwordHash },
    sessionSecret: await resolveSessionSecret(database.db, env),
    production: env.NODE_ENV === 'production',
    webRoot: path.join(projectRoot, 'dist/web'),
    logLevel: env.LOG_LEVEL,
  });

  if (seeded.seeded) app.log.info('demo catalog seeded (sample prices)');
  if (credentials.generatedPassword) {
    // Printed once: only the hash is stored, so this is the one chance to read it.
    console.log(
      `\n  Site gate credentials (generated, shown once)\n    username: ${credentials.username}\n    password: ${credentials.generatedPassword}\n` +
        `  Set SITE_USERNAME / SITE_PASSWORD to choose your own.\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}
