/**
 * The embedded database belongs to the server process while it runs, so the CLI hands its work to
 * the server instead of opening the database itself. On start the server (PGlite mode) writes
 * DATA_DIR/feeds-admin.json, readable by its owner only: its loopback url, its pid and a signed
 * operator cookie of a local service session created for the CLI (no operator account, an editor's
 * rights, accepted only over loopback). It is never a gate session: the shopper gate's sessions
 * reach no admin endpoint. The CLI sends that cookie to the admin endpoints; on shutdown the file
 * and the session are removed, and a stale file is recognised by its pid.
 *
 * Whoever can read the file can read DATA_DIR — the whole database — anyway, so it grants nothing new.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chmod, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { closeOperatorSession, OPERATOR_COOKIE, openServiceSession } from '../operators';

export const HANDOVER_FILE = 'feeds-admin.json';
/** The CLI's name as a local service: its runs are recorded with trigger `cli`, its changes audited as it. */
export const CLI_SERVICE = 'feeds-cli';
/** The CLI's session lives as long as the server; the expiry only bounds a server that never stopped cleanly. */
const CLI_SESSION_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface AdminHandover {
  /** Base url of the running server on loopback, e.g. http://127.0.0.1:5000. */
  url: string;
  pid: number;
  /** Cookie header value carrying the CLI's operator (local service) session. */
  cookie: string;
  sessionId: string;
}

export function handoverPath(dataDir: string): string {
  return path.join(dataDir, HANDOVER_FILE);
}

export function readAdminHandover(dataDir: string): AdminHandover | null {
  const file = handoverPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<AdminHandover>;
    if (typeof value.url !== 'string' || typeof value.pid !== 'number' || typeof value.cookie !== 'string' || typeof value.sessionId !== 'string') {
      return null;
    }
    return value as AdminHandover;
  } catch {
    return null;
  }
}

/** Whether a process with this id exists (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface PublishOptions {
  db: Database;
  dataDir: string;
  url: string;
  /** Signs a cookie value with the server's session secret (Fastify's `app.signCookie`). */
  signCookie: (value: string) => string;
}

/** Writes the handover file with a fresh CLI session; `withdraw` removes both. */
export async function publishAdminHandover(options: PublishOptions): Promise<{ withdraw(): Promise<void> }> {
  const { db, dataDir } = options;
  const previous = readAdminHandover(dataDir);
  if (previous) await closeOperatorSession(db, previous.sessionId);

  const sessionId = await openServiceSession(db, CLI_SERVICE, CLI_SESSION_TTL_MS);
  const handover: AdminHandover = {
    url: options.url,
    pid: process.pid,
    cookie: `${OPERATOR_COOKIE}=${encodeURIComponent(options.signCookie(sessionId))}`,
    sessionId,
  };
  const file = handoverPath(dataDir);
  await writeFile(file, `${JSON.stringify(handover, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);

  return {
    async withdraw() {
      // Another server may have taken over the directory since; its file is left alone.
      if (readAdminHandover(dataDir)?.sessionId === sessionId) await rm(file, { force: true });
      await closeOperatorSession(db, sessionId);
    },
  };
}
