/**
 * A real streaming replica of the local PostgreSQL for `npm run soak -- --replica`: `pg_basebackup -R`
 * into a cluster of its own (a temporary directory, its own port), started as a hot standby. The
 * soak stops it hard half-way and starts it again, and removes it at the end.
 *
 * The primary must accept replication connections from loopback; when its pg_hba.conf has no such
 * line the soak adds one (trust, 127.0.0.1 only, as the machine's other lines), reloads, and takes
 * it out again at the end.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REPLICATION_LINE = 'host replication all 127.0.0.1/32 trust # added by npm run soak -- --replica';

export interface Replica {
  port: number;
  /** The same database on the replica. */
  urlOf(primaryDatabaseUrl: string): string;
  /** Immediate shutdown: connections are cut, as when the machine dies. */
  kill(): void;
  start(): void;
  /** Stops the replica and removes its files (and the pg_hba.conf line, if the soak added it). */
  remove(): Promise<void>;
}

function postgresBin(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin', name);
}

/** Runs a PostgreSQL program as the postgres user (the server refuses to run as root). */
function asPostgres(program: string, args: string[]): void {
  const command = os.userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] as const : [postgresBin(program), args] as const;
  execFileSync(command[0], [...command[1]], { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function primaryQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Allows replication from loopback when the primary does not; returns how to undo it. */
async function allowReplication(primaryUrl: string): Promise<() => Promise<void>> {
  const [row] = await primaryQuery<{ hba_file: string }>(primaryUrl, 'show hba_file');
  const hbaFile = row!.hba_file;
  const current = readFileSync(hbaFile, 'utf8');
  if (/^\s*(host|local)\s+replication\s/m.test(current)) return async () => {};
  writeFileSync(hbaFile, `${current.trimEnd()}\n${REPLICATION_LINE}\n`);
  await primaryQuery(primaryUrl, 'select pg_reload_conf()');
  return async () => {
    writeFileSync(hbaFile, readFileSync(hbaFile, 'utf8').split('\n').filter((line) => line !== REPLICATION_LINE).join('\n'));
    await primaryQuery(primaryUrl, 'select pg_reload_conf()');
  };
}

export async function startReplica(primaryUrl: string, port: number): Promise<Replica> {
  const primary = new URL(primaryUrl);
  const undoHba = await allowReplication(primaryUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-replica-'));
  const data = path.join(dir, 'data');
  const pgUser = os.userInfo().uid === 0 ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : null;
  if (pgUser !== null) chownSync(dir, pgUser, pgUser);
  try {
    asPostgres('pg_basebackup', ['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast']);
    // Debian keeps the server's configuration outside the data directory: the replica gets its own.
    writeFileSync(
      path.join(data, 'postgresql.conf'),
      [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'hot_standby = on', 'max_connections = 100', 'shared_buffers = 64MB', 'hot_standby_feedback = on'].join('\n') + '\n',
    );
    writeFileSync(path.join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    if (pgUser !== null) for (const file of ['postgresql.conf', 'pg_hba.conf']) chownSync(path.join(data, file), pgUser, pgUser);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    await undoHba();
    throw err;
  }
  const start = () => asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = (mode: 'immediate' | 'fast') => {
    if (existsSync(path.join(data, 'postmaster.pid'))) asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  start();
  return {
    port,
    urlOf: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.port = String(port);
      return url.toString();
    },
    kill: () => stop('immediate'),
    start,
    remove: async () => {
      try {
        stop('fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await undoHba();
      }
    },
  };
}
