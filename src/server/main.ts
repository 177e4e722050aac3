import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedGuides } from './db/seed/guides';
import { seedKnowledge } from './db/seed/knowledge';
import { seedPartWords } from './db/seed/part-words';
import { loadEnvOrExit, publicOrigin } from './env';
import { resolveGateCredentials, resolveSessionSecret } from './modules/gate';
import { ensureBootstrapAdmin } from './modules/operators';
import { cancelAllRuns, DEFAULT_LIVENESS, failAbandonedRuns, startFeedJobs } from './modules/feeds';
import { startPopularityRefresh } from './modules/search';
import { rebuildVehicleAliases } from './modules/vehicles';
import { allowListEntry } from './http/address-policy';
import { createSafeFetcher } from './http/safe-fetch';
import { startAlertJobs } from './modules/alerts';
import { outboxSender, smtpSender } from './modules/mail';
import { SHUTDOWN_GRACE_MS } from './shutdown-grace';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');


/**
 * Parse env, open and migrate the database, seed the demo catalog once (when DEMO_CATALOG is on) and
 * the guides and repair knowledge base on every start, rebuild the vehicle aliases, listen, shut down cleanly.
 */
export async function main(): Promise<void> {
  const env = loadEnvOrExit();

  // The replicas speak through the app's log once there is one (they are opened before it).
  let appLog: { warn(details: object, message: string): void; info(details: object, message: string): void } | null = null;
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    freshnessMaxAgeHours: env.FRESHNESS_MAX_AGE_HOURS,
    readUrls: env.DATABASE_READ_URL,
    maxReadLagSeconds: env.DATABASE_READ_MAX_LAG_S,
    log: {
      warn: (details, message) => (appLog ? appLog.warn(details, message) : console.warn(message, details)),
      info: (details, message) => (appLog ? appLog.info(details, message) : console.log(message, details)),
    },
  });
  await database.migrate();
  // The demo catalog (src/demo/seed) is demo data, loaded only when asked for, like the harness below.
  const seeded = env.DEMO_CATALOG ? await (await import('../demo/seed/demo-catalog')).seedDemoCatalog(database.db) : { seeded: false };
  await seedGuides(database.db);
  await seedKnowledge(database.db);
  await seedPartWords(database.db);
  // Every start: the name lists and the rules they are built by may be new with this build.
  await rebuildVehicleAliases(database.db);

  // Runs a process left running when it died: the embedded database has no other process, so all of them.
  await failAbandonedRuns(database.db, { staleAfterMs: database.kind === 'pglite' ? 0 : DEFAULT_LIVENESS.staleAfterMs });

  const credentials = await resolveGateCredentials(database.db, env);
  const bootstrapAdmin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? await ensureBootstrapAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD) : null;
  // The demo harness (src/demo) is loaded only when asked for: production code never imports it.
  const vendorNetwork = env.VENDOR_SIM ? await (await import('../demo/vendor-network')).startDemoVendorNetwork(database.db, env.VENDOR_SIM_PORT) : null;
  // Vendor feeds and search APIs are fetched through one safe fetch; the demo's simulator is allowed as configured hosts are.
  const fetcher = createSafeFetcher({
    allowedHosts: [...env.FEED_ALLOWED_HOSTS, ...(vendorNetwork ? [allowListEntry(vendorNetwork.baseUrl)] : [])],
  });
  // Alert mails: over SMTP when configured; in development without it, to files listed at /dev/outbox.
  const outboxDir = path.resolve(env.DATA_DIR, 'outbox');
  const mailSender = env.SMTP_URL ? smtpSender(env.SMTP_URL) : env.NODE_ENV !== 'production' ? outboxSender(outboxDir) : null;
  const app = await buildApp({
    db: database.db,
    read: database.read,
    readRouting: database.readRouting,
    databaseKind: database.kind,
    searchIndex: env.SEARCH_INDEX,
    searchIndexMaxLagMs: env.SEARCH_INDEX_MAX_LAG_MS,
    searchIndexSnapshotDir: env.SEARCH_INDEX_SNAPSHOT_DIR === null ? undefined : path.resolve(env.DATA_DIR, env.SEARCH_INDEX_SNAPSHOT_DIR),
    gate: { enabled: env.SITE_GATE, username: credentials.username, passwordHash: credentials.passwordHash },
    sessionSecret: await resolveSessionSecret(database.db, env),
    publicUrl: publicOrigin(env),
    production: env.NODE_ENV === 'production',
    webRoot: path.resolve(projectRoot, env.WEB_DIST),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX}rl:` } : undefined,
    pricing: { deadlineMs: env.LIVE_PRICING_DEADLINE_MS, redisUrl: env.REDIS_URL, redisKeyPrefix: `${env.REDIS_KEY_PREFIX}live:` },
    assistantLlm:
      env.ASSISTANT_LLM_URL && env.ASSISTANT_LLM_KEY ? { url: env.ASSISTANT_LLM_URL, apiKey: env.ASSISTANT_LLM_KEY } : undefined,
    fetcher,
    feedMaxBytes: env.FEED_MAX_BYTES,
    operators: { requireAdminTotp: env.ADMIN_REQUIRE_2FA },
    devOutboxDir: !env.SMTP_URL && env.NODE_ENV !== 'production' ? outboxDir : undefined,
  });
  if (bootstrapAdmin && bootstrapAdmin !== 'unchanged') {
    app.log.info({ email: env.ADMIN_EMAIL }, bootstrapAdmin === 'created' ? 'operator console: admin created from ADMIN_EMAIL' : 'operator console: ADMIN_PASSWORD changed, admin password updated');
  }
  if (vendorNetwork) {
    app.log.info(
      { url: vendorNetwork.baseUrl, vendors: vendorNetwork.configured, items: vendorNetwork.items },
      vendorNetwork.reused ? 'live pricing: using the vendor simulator already running' : 'live pricing: vendor simulator started',
    );
  }

  appLog = app.log;
  if (database.readRouting) app.log.info({ replicas: database.readRouting.replicas() }, 'read replicas: the read-only routes read from them');
  if (seeded.seeded) app.log.info('demo catalog seeded (sample prices)');
  if (!env.PUBLIC_URL && env.NODE_ENV === 'production') {
    app.log.warn(`PUBLIC_URL is not set: the sitemap, robots.txt and canonical links name ${publicOrigin(env)}`);
  }
  if (credentials.generatedPassword) {
    // Printed once: only the hash is stored, so this is the one chance to read it.
    console.log(
      `\n  Site gate credentials (generated, shown once)\n    username: ${credentials.username}\n    password: ${credentials.generatedPassword}\n` +
        `  Set SITE_USERNAME / SITE_PASSWORD to choose your own.\n`,
    );
  }

  if (!mailSender) app.log.warn('SMTP_URL is not set: alert mails wait in the queue until it is');
  const mailFrom = env.MAIL_FROM ?? `Pitlane <alerts@${new URL(publicOrigin(env)).hostname}>`;
  const alertJobs = startAlertJobs({ db: database.db, sender: mailSender, from: mailFrom, publicUrl: publicOrigin(env), log: app.log });

  const popularity = startPopularityRefresh({ db: database.db, log: app.log });
  let feedJobs: Awaited<ReturnType<typeof startFeedJobs>> | null = null;
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
      // Feed runs in progress are cancelled (rolled back, recorded as cancelled), so the requests
      // waiting for them answer now instead of holding the shutdown up.
      await cancelAllRuns(database.db, 'cancelled: the server is shutting down');
      await app.close(); // stops accepting, waits for in-flight requests
    } finally {
      await feedJobs?.stop(); // a scheduled run in progress, likewise
      await alertJobs.stop(); // a mail being sent is finished and recorded, so a restart does not send it again
      await popularity.stop();
      await fetcher.close();
      await vendorNetwork?.close();
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Scheduled feed refresh, and the CLI's way in while this process owns the embedded database.
  feedJobs = await startFeedJobs({
    app,
    db: database.db,
    databaseKind: database.kind,
    dataDir: path.resolve(env.DATA_DIR),
    fetcher,
    maxBytes: env.FEED_MAX_BYTES,
  });
}
