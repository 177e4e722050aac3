/**
 * Reads from streaming replicas. The read handle looks like any other `Database`; underneath, each
 * query goes to a replica that answers and is no further behind the primary than the lag allowed,
 * round robin, and to the primary when none is (or when the request's shopper has just written and
 * must read it back, see `readFromPrimary`). A replica that fails a query is marked down, said once
 * in the log, and the query is run again on the primary — a read may be repeated, a write never
 * comes here. A check every second measures each replica's lag (against the primary's log
 * positions) and brings a down one back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';
import * as schema from './schema';

export type ReadTarget = 'primary' | 'replica';

export interface ReplicaLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface ReadReplicaOptions {
  urls: readonly string[];
  /** DATABASE_READ_MAX_LAG_S. */
  maxLagSeconds: number;
  /** Builds the pool toward one replica (the primary's settings, another url). */
  openPool(url: string): pg.Pool;
  log: ReplicaLog;
  checkEveryMs?: number;
  /** Every query routed, with where it went (tests read the log; the counters below serve operators). */
  onQuery?: (target: ReadTarget, text: string) => void;
}

export interface ReplicaState {
  /** The replica's address without credentials. */
  name: string;
  state: 'up' | 'lagging' | 'down';
  lagSeconds: number | null;
}

export interface ReadRouting {
  db: Database;
  /** Queries answered by a replica and by the primary since start. */
  reads(): Record<ReadTarget, number>;
  replicas(): ReplicaState[];
  /** One round of lag checks now (the timer runs them every second). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Set for the length of a request whose shopper wrote something moments ago: what they changed is
 * read back from the primary, not from a replica that may not have it yet.
 */
export const readFromPrimary = new AsyncLocalStorage<boolean>();

/** Whether a replica with this lag may serve reads: in recovery or not, within the allowed lag. */
export function replicaUsable(lagSeconds: number, maxLagSeconds: number): boolean {
  return lagSeconds <= maxLagSeconds;
}

/** Whether the server is a standby, and how far it has replayed the primary's log. */
const REPLAY_SQL = `select pg_is_in_recovery() as standby, coalesce(pg_last_wal_replay_lsn(), '0/0')::text as lsn`;
const PRIMARY_LSN_SQL = `select pg_current_wal_lsn()::text as lsn`;

/** A log position ("16/B374D848") as a number. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Where the primary's log stood, when: the clock a replica's lag is read against. */
export interface LogPosition {
  at: number;
  lsn: bigint;
}

/**
 * Seconds a replica is behind: how long ago the primary first stood past the position the replica
 * has replayed — not the age of the last transaction replayed, which an idle primary makes old
 * without anyone being behind, and which says "far behind" for the moment a replica takes to
 * replay the first write after a quiet spell.
 */
export function lagSeconds(replayed: bigint, history: readonly LogPosition[], now: number): number {
  const ahead = history.find((position) => position.lsn > replayed);
  return ahead ? Math.max(0, (now - ahead.at) / 1000) : 0;
}

/** Errors that say the server is gone or refuses work, not that the query is wrong. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '40001', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether an error says the server is unavailable. Drizzle wraps a failed query's error (as its
 * `cause`), and a transaction whose connection died reports the failed rollback: the causes are read too.
 */
export function replicaUnavailable(err: unknown): boolean {
  for (let depth = 0; err instanceof Error && depth < 5; depth++, err = err.cause) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/connection terminated|timeout exceeded when trying to connect|connection (was )?closed|connection error|server closed the connection|not queryable/i.test(err.message)) return true;
  }
  return false;
}

interface Replica extends ReplicaState {
  pool: pg.Pool;
}

function displayName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * A pool stops listening for a client's errors while the client is checked out, and a client whose
 * server goes away emits one: unheard, it would end the process. While a transaction holds a replica's
 * client, its error marks the replica down and hands the dead client back to be discarded at once,
 * since a transaction whose BEGIN failed is never released by Drizzle, and a client never released
 * holds the pool's close (and the worker's shutdown) forever. A later release is a no-op.
 */
export function guardedWhileCheckedOut(client: pg.PoolClient, onError: (err: Error) => void): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const done = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', heard);
    release(err);
  };
  const heard = (err: Error) => {
    onError(err);
    done(err);
  };
  client.on('error', heard);
  client.release = done;
  return client;
}

/**
 * Runs a read that cannot be retried statement by statement (a transaction, kept on one server) and,
 * when the replica it ran on went away meanwhile, runs it once more on the primary.
 */
export async function retryOnPrimaryIfReplicaFails<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!replicaUnavailable(err) || readFromPrimary.getStore()) throw err;
    return readFromPrimary.run(true, read);
  }
}

export function openReadReplicas(primary: pg.Pool, options: ReadReplicaOptions): ReadRouting {
  const { log, maxLagSeconds } = options;
  const replicas: Replica[] = options.urls.map((url) => {
    const pool = options.openPool(url);
    // A replica that goes away must not crash the process through an idle client's error.
    pool.on('error', () => {});
    return { name: displayName(url), state: 'up', lagSeconds: null, pool };
  });
  const counts: Record<ReadTarget, number> = { primary: 0, replica: 0 };
  let turn = 0;

  function setState(replica: Replica, state: Replica['state'], details: object): void {
    if (replica.state === state) return;
    const was = replica.state;
    replica.state = state;
    if (state === 'up') log.info({ replica: replica.name, was, ...details }, 'read replica back: reads go to it again');
    else if (state === 'down') log.warn({ replica: replica.name, ...details }, 'read replica unreachable: its reads go to the primary until it answers');
    else log.warn({ replica: replica.name, maxLagSeconds, ...details }, 'read replica lagging: its reads go to the primary until it catches up');
  }

  function pick(): Replica | null {
    if (readFromPrimary.getStore()) return null;
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(turn + i) % replicas.length]!;
      if (replica.state === 'up') {
        turn = (turn + i + 1) % replicas.length;
        return replica;
      }
    }
    return null;
  }

  async function onPrimary(args: QueryArgs) {
    counts.primary++;
    options.onQuery?.('primary', queryText(args[0]));
    return (primary.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
  }

  /** Drizzle sees a pool: `query` for statements, `connect` for a transaction (kept on one server). */
  class ReadRoutingPool {
    async query(...args: QueryArgs): Promise<pg.QueryResult> {
      const replica = pick();
      if (!replica) return onPrimary(args);
      try {
        const result = await (replica.pool.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
        counts.replica++;
        options.onQuery?.('replica', queryText(args[0]));
        return result;
      } catch (err) {
        if (!replicaUnavailable(err)) throw err;
        setState(replica, 'down', { err: err instanceof Error ? err.message : String(err) });
        return onPrimary(args);
      }
    }

    async connect(): Promise<pg.PoolClient> {
      const replica = pick();
      if (!replica) return primary.connect();
      const down = (err: unknown) => setState(replica, 'down', { err: err instanceof Error ? err.message : String(err) });
      let client: pg.PoolClient;
      try {
        client = await replica.pool.connect();
      } catch (err) {
        if (!replicaUnavailable(err)) throw err;
        down(err);
        return primary.connect();
      }
      return guardedWhileCheckedOut(client, down);
    }
  }

  // The primary's log positions over the last while, oldest first (enough to measure any lag that matters).
  const history: LogPosition[] = [];
  const historyMs = Math.max(60_000, maxLagSeconds * 4000);

  async function checkOne(replica: Replica, now: number): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{ standby: boolean; lsn: string }>(REPLAY_SQL);
      const row = rows[0]!;
      const lag = row.standby ? lagSeconds(lsnValue(row.lsn), history, now) : 0;
      replica.lagSeconds = lag;
      setState(replica, replicaUsable(lag, maxLagSeconds) ? 'up' : 'lagging', { lagSeconds: Number(lag.toFixed(1)) });
    } catch (err) {
      replica.lagSeconds = null;
      setState(replica, 'down', { err: err instanceof Error ? err.message : String(err) });
    }
  }

  const check = async () => {
    const now = Date.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>(PRIMARY_LSN_SQL);
      history.push({ at: now, lsn: lsnValue(rows[0]!.lsn) });
      while (history.length > 1 && history[0]!.at < now - historyMs) history.shift();
    } catch {
      // The primary not answering is its own trouble; the replicas are measured against what is known.
    }
    await Promise.all(replicas.map((replica) => checkOne(replica, now)));
  };
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => (checking = false));
  }, options.checkEveryMs ?? 1000);
  timer.unref();

  // Drizzle takes any object that queries like a pg pool; this one decides per query which pool answers.
  const db: Database = drizzlePg(new ReadRoutingPool() as unknown as pg.Pool, { schema });
  return {
    db,
    reads: () => ({ ...counts }),
    replicas: () => replicas.map(({ name, state, lagSeconds }) => ({ name, state, lagSeconds })),
    check,
    close: async () => {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end()));
    },
  };
}

function queryText(config: QueryArgs[0]): string {
  return typeof config === 'string' ? config : (config as { text?: string }).text ?? '';
}
