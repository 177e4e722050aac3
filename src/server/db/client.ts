import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_FRESHNESS_MAX_AGE_HOURS } from '@shared/schemas/feeds';
import { FRESHNESS_SETTING, checkedFreshnessHours } from './freshness';
import { openReadReplicas, type ReadRouting, type ReadTarget, type ReplicaLog } from './read-replicas';
import * as schema from './schema';

/** One type for both engines, so every query module serves PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  /** The primary: every write, and every read that must see them. */
  db: Database;
  /** Where read-only routes read: the replicas (falling back to the primary), or the primary itself. */
  read: Database;
  /** The replicas' state and read counts, when there are replicas. */
  readRouting: ReadRouting | null;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export interface DatabaseOptions {
  /** A PostgreSQL connection string; absent means the embedded PGlite. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** Pool size toward a PostgreSQL server. */
  poolSize?: number;
  /** Longest wait for a connection (opening one, or a free one from the pool) before the query fails. */
  connectTimeoutMs?: number;
  /** How old a listing's price may be before it is stale (FRESHNESS_MAX_AGE_HOURS), set on every connection. */
  freshnessMaxAgeHours?: number;
  /** Read replicas of `url` (DATABASE_READ_URL); PostgreSQL only. */
  readUrls?: readonly string[];
  /** DATABASE_READ_MAX_LAG_S (default 5). */
  maxReadLagSeconds?: number;
  /** Where the replicas say they went down or came back. */
  log?: ReplicaLog;
  /** Every query of the read handle, with where it went. */
  onReadQuery?: (target: ReadTarget, text: string) => void;
}

/** Session advisory lock taken while migrating (an arbitrary constant of this app's own). */
const MIGRATION_LOCK_KEY = 7_061_737_001;

/** While the server is unreachable a request fails (503) within this, instead of piling up. */
const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

/**
 * Opens the database. This is the only place that knows which engine is underneath: the rest of
 * the server sees a Drizzle `Database`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const settings = connectionSettings(options);
  if (options.url) return openPostgres(options.url, options, settings);
  if (options.readUrls?.length) throw new Error('read replicas need a PostgreSQL server (DATABASE_URL)');
  return openPglite(options.dataDir ?? 'memory://', settings);
}

/** Settings of this app's own that every connection carries (see db/freshness.ts). */
function connectionSettings(options: DatabaseOptions): Record<string, string> {
  return { [FRESHNESS_SETTING]: String(checkedFreshnessHours(options.freshnessMaxAgeHours ?? DEFAULT_FRESHNESS_MAX_AGE_HOURS)) };
}

const quietLog: ReplicaLog = { warn: () => {}, info: () => {} };

async function openPostgres(url: string, options: DatabaseOptions, settings: Record<string, string>): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? 10;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const openPool = (connectionString: string) =>
    heardWhileCheckedOut(
      new pg.Pool({
        connectionString,
        max: poolSize,
        connectionTimeoutMillis: connectTimeoutMs,
        // Notices a server that vanished without closing the connection (a host or network failure).
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        // JIT compilation costs 100-250 ms on our short OLTP statements and never pays back: off.
        options: ['-c jit=off -c work_mem=16MB', ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' '),
      }),
    );
  const pool = openPool(url);
  // An idle client losing its server (a restart) must not crash the process: the pool drops it and
  // opens a new connection for the next query, so the server recovers without a restart of its own.
  pool.on('error', () => {});
  const db: Database = drizzlePg(pool, { schema });
  const readRouting = options.readUrls?.length
    ? openReadReplicas(pool, {
        urls: options.readUrls,
        maxLagSeconds: options.maxReadLagSeconds ?? 5,
        openPool,
        log: options.log ?? quietLog,
        onQuery: options.onReadQuery,
      })
    : null;
  // Known before the first read: a replica that is down at start is not tried by the first requests.
  await readRouting?.check();
  return {
    db,
    read: readRouting?.db ?? db,
    readRouting,
    kind: 'postgres',
    migrate: async () => {
      // Instances starting side by side take turns: the first applies what is new, the others then
      // find nothing left to do instead of failing on half-applied DDL. The lock is held by a
      // connection of its own, so a pool of one still has its connection for the migrations.
      const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.end(); // ending the session releases the lock
      }
    },
    close: async () => {
      await readRouting?.close();
      await drained(pool, POOL_DRAIN_TIMEOUT_MS);
      await pool.end();
    },
  };
}

/**
 * A pool listens for a client's errors only while the client sits idle, and a client whose server goes
 * away emits one even between the statements of a transaction it is checked out for: unheard, that
 * ends the process. The error itself needs no handling here: the client's next statement fails with
 * it, and the pool discards a client that can no longer query when it is released.
 */
function heardWhileCheckedOut(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** How long closing waits for queries still running (a request the client gave up on, say). */
const POOL_DRAIN_TIMEOUT_MS = 5000;

/**
 * Resolves once no connection is in use and no query waits for one, or after `timeoutMs`. Ending
 * the pool under a running handler (its client hung up, so the server stopped waiting for it) made
 * that handler's next query fail with "Cannot use a pool after calling end on the pool".
 */
async function drained(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((pool.totalCount > pool.idleCount || pool.waitingCount > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The embedded database's files are its owner's alone: directories 0700, files 0600. PGlite writes
 * its files world-writable (0666) whatever the umask, so the modes are set when it opens (after it
 * created what a new directory needs) and again when it closes; in between, files it adds sit in a
 * directory nobody else may enter.
 */
function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(entryPath);
    else if (entry.isFile()) chmodSync(entryPath, 0o600);
  }
}

/**
 * The embedded engine is loaded only when it is opened: a process that talks to a PostgreSQL server
 * (the server in production, a feed run, a benchmark) would otherwise carry it for nothing, about
 * 35 MB of resident memory when run through tsx.
 */
async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { pg_trgm, unaccent }, drizzlePglite: drizzle, migratePglite: migrate };
}

async function openPglite(dataDir: string, settings: Record<string, string>): Promise<DatabaseHandle> {
  const { PGlite, extensions, drizzlePglite, migratePglite } = await loadPglite();
  const onDisk = !dataDir.includes('://');
  if (onDisk) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    makePrivate(dataDir);
  }
  const client = new PGlite(dataDir, { extensions });
  await client.waitReady;
  if (onDisk) makePrivate(dataDir);
  // One connection, for the life of the handle: a session setting holds.
  for (const [name, value] of Object.entries(settings)) await client.query('SELECT set_config($1, $2, false)', [name, value]);
  const db: Database = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db,
    read: db,
    readRouting: null,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      // An unclosed PGlite with pg_trgm can keep the process alive forever.
      if (closed) return;
      closed = true;
      await client.close();
      if (onDisk) makePrivate(dataDir);
    },
  };
}

/** A round trip to the database, for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
