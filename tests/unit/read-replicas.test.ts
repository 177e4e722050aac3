import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { guardedWhileCheckedOut, lagSeconds, lsnValue, replicaUnavailable, replicaUsable } from '../../src/server/db/read-replicas';
import { planWorkers } from '../../src/server/cluster';

describe('replicaUsable', () => {
  it('takes a replica within the allowed lag, not one beyond it', () => {
    expect(replicaUsable(0, 5)).toBe(true);
    expect(replicaUsable(5, 5)).toBe(true);
    expect(replicaUsable(5.1, 5)).toBe(false);
    expect(replicaUsable(0.5, 0)).toBe(false);
  });
});

describe('lagSeconds', () => {
  const history = [
    { at: 10_000, lsn: lsnValue('0/100') },
    { at: 11_000, lsn: lsnValue('0/200') },
    { at: 12_000, lsn: lsnValue('0/300') },
  ];

  it('reads log positions across the 32-bit boundary', () => {
    expect(lsnValue('1/0')).toBe(2n ** 32n);
    expect(lsnValue('16/B374D848') > lsnValue('15/FFFFFFFF')).toBe(true);
  });

  it('is how long ago the primary first stood past what the replica replayed', () => {
    expect(lagSeconds(lsnValue('0/300'), history, 13_000)).toBe(0);
    expect(lagSeconds(lsnValue('0/200'), history, 13_000)).toBe(1);
    expect(lagSeconds(lsnValue('0/150'), history, 13_000)).toBe(2);
    expect(lagSeconds(lsnValue('0/50'), history, 13_000)).toBe(3);
  });

  it('is none for an idle primary, however old its last write', () => {
    expect(lagSeconds(lsnValue('0/300'), [{ at: 0, lsn: lsnValue('0/300') }], 3_600_000)).toBe(0);
  });
});

describe('replicaUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('reads a server that is gone or refuses work as unavailable, so the read is repeated on the primary', () => {
    expect(replicaUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(replicaUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(replicaUnavailable(withCode('08006'))).toBe(true);
    // A standby cancels a query that conflicts with the replay of the primary's changes.
    expect(replicaUnavailable(withCode('40001', 'canceling statement due to conflict with recovery'))).toBe(true);
    expect(replicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('reads the cause behind a wrapped error (a failed query, a rollback on a dead connection)', () => {
    const rollback = new Error('Failed query: rollback', { cause: new Error('Connection terminated unexpectedly') });
    expect(replicaUnavailable(rollback)).toBe(true);
    // The rollback of a transaction whose dead client was already handed back.
    expect(replicaUnavailable(new Error('Failed query: rollback', { cause: new Error('Client was closed and is not queryable') }))).toBe(true);
    expect(replicaUnavailable(new Error('Failed query: select', { cause: withCode('42P01') }))).toBe(false);
  });

  it('lets a wrong query, or a write sent to a replica, fail as it is', () => {
    expect(replicaUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(replicaUnavailable(withCode('25006', 'cannot execute INSERT in a read-only transaction'))).toBe(false);
    expect(replicaUnavailable('not an error')).toBe(false);
  });
});

describe('planWorkers', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/pitlane';

  it('runs a worker per core in production on PostgreSQL, or WEB_CONCURRENCY of them', () => {
    expect(planWorkers({ DATABASE_URL: url, NODE_ENV: 'production', WEB_CONCURRENCY: undefined }, 8)).toEqual({ workers: 8, note: null });
    expect(planWorkers({ DATABASE_URL: url, NODE_ENV: 'production', WEB_CONCURRENCY: 3 }, 8)).toEqual({ workers: 3, note: null });
  });

  it('runs one process in development unless asked for more', () => {
    expect(planWorkers({ DATABASE_URL: url, NODE_ENV: 'development', WEB_CONCURRENCY: undefined }, 8).workers).toBe(1);
    expect(planWorkers({ DATABASE_URL: url, NODE_ENV: 'development', WEB_CONCURRENCY: 2 }, 8).workers).toBe(2);
  });

  it('stays one process on the embedded database and says so when more were asked for, or in production', () => {
    const asked = planWorkers({ DATABASE_URL: undefined, NODE_ENV: 'development', WEB_CONCURRENCY: 4 }, 8);
    expect(asked.workers).toBe(1);
    expect(asked.note).toMatch(/embedded database: one server process/);
    expect(planWorkers({ DATABASE_URL: undefined, NODE_ENV: 'production', WEB_CONCURRENCY: undefined }, 8).note).toMatch(/embedded database/);
    expect(planWorkers({ DATABASE_URL: undefined, NODE_ENV: 'development', WEB_CONCURRENCY: undefined }, 8).note).toBeNull();
  });
});

describe('guardedWhileCheckedOut', () => {
  /** A checked-out client as pg-pool hands it out: an event emitter with the pool's release. */
  function checkedOut() {
    const releases: unknown[] = [];
    const client = Object.assign(new EventEmitter(), { release: (err?: Error | boolean) => void releases.push(err ?? null) });
    return { client: client as unknown as pg.PoolClient, releases };
  }

  it('hears a dead connection, says so, and hands the client back to be discarded, once', () => {
    const { client, releases } = checkedOut();
    const heard: string[] = [];
    guardedWhileCheckedOut(client, (err) => heard.push(err.message));
    const dead = new Error('Connection terminated unexpectedly');
    expect(() => client.emit('error', dead)).not.toThrow();
    expect(heard).toEqual(['Connection terminated unexpectedly']);
    expect(releases).toEqual([dead]);
    // The transaction's own release afterwards does nothing more.
    client.release();
    expect(releases).toEqual([dead]);
  });

  it('stops listening once released, so an idle client is the pool\'s again', () => {
    const { client, releases } = checkedOut();
    guardedWhileCheckedOut(client, () => {});
    client.release();
    expect(releases).toEqual([null]);
    expect(client.listenerCount('error')).toBe(0);
  });
});
