/**
 * `npm run admin:create`: creates an operator in the configured database (here the embedded one in
 * a DATA_DIR of its own, or PostgreSQL in the PG suite), sets the role and password of an existing
 * one, audits both, validates its arguments, and keeps away from an embedded database a running
 * server owns.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminCreate } from '../../src/cli/admin-create';
import { openDatabase } from '../../src/server/db/client';
import { auditLog, operators } from '../../src/server/db/schema';
import { handoverPath } from '../../src/server/modules/feeds/admin-handover';
import type { CommandIo } from '../../src/cli/io';
import { createPostgresTestDatabase } from '../support/database';

function capture(): CommandIo & { output(): string } {
  let text = '';
  const sink = { write: (chunk: string) => (text += chunk), isTTY: false };
  return { out: sink, err: sink, output: () => text };
}

describe('npm run admin:create', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-admin-create-'));
    if (process.env.DATABASE_URL) {
      const created = await createPostgresTestDatabase();
      env = { DATABASE_URL: created.url, DATA_DIR: dataDir };
      cleanup = created.drop;
    } else {
      cpSync(inject('templateDataDir'), dataDir, { recursive: true });
      env = { DATA_DIR: dataDir };
      cleanup = async () => undefined;
    }
  });
  afterAll(async () => {
    await cleanup?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function rows() {
    const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 1 } : { dataDir });
    try {
      return { operators: await handle.db.select().from(operators), audit: await handle.db.select().from(auditLog).orderBy(auditLog.id) };
    } finally {
      await handle.close();
    }
  }

  it('creates an admin with the password it is given, audited as the command', async () => {
    const io = capture();
    const code = await runAdminCreate(['--email', 'Owner@Pitlane.Example', '--role', 'admin'], env, io, async () => 'owner password 123');
    expect(io.output()).toBe('Operator owner@pitlane.example (admin) created. Sign in at /admin.\n');
    expect(code).toBe(0);
    const { operators: all, audit } = await rows();
    const owner = all.find((o) => o.email === 'owner@pitlane.example')!;
    expect(owner.role).toBe('admin');
    expect(await verify(owner.passwordHash ?? '', 'owner password 123')).toBe(true);
    expect(audit.at(-1)).toMatchObject({ actor: 'admin:create (command line)', action: 'operator.created', entityId: String(owner.id) });
  });

  it('sets the role and password of an existing operator', async () => {
    const io = capture();
    expect(await runAdminCreate(['--email', 'owner@pitlane.example', '--role', 'editor'], env, io, async () => 'another password 456')).toBe(0);
    expect(io.output()).toContain('(editor) updated');
    const { operators: all, audit } = await rows();
    const owner = all.find((o) => o.email === 'owner@pitlane.example')!;
    expect(owner.role).toBe('editor');
    expect(await verify(owner.passwordHash ?? '', 'another password 456')).toBe(true);
    expect(audit.at(-1)).toMatchObject({ action: 'operator.updated', before: { role: 'admin', password: '(previous)' }, after: { role: 'editor', password: '(changed)' } });
    // The default role is admin.
    expect(await runAdminCreate(['--email', 'owner@pitlane.example'], env, capture(), async () => 'another password 456')).toBe(0);
    expect((await rows()).operators.find((o) => o.email === 'owner@pitlane.example')!.role).toBe('admin');
  });

  it('refuses bad arguments (2) and a short password (1), changing nothing', async () => {
    const before = await rows();
    const missing = capture();
    expect(await runAdminCreate([], env, missing, async () => 'never asked 12345')).toBe(2);
    expect(missing.output()).toContain('--email is required');
    const badEmail = capture();
    expect(await runAdminCreate(['--email', 'nope'], env, badEmail, async () => 'never asked 12345')).toBe(2);
    expect(badEmail.output()).toContain('--email must be an email address');
    const badRole = capture();
    expect(await runAdminCreate(['--email', 'a@pitlane.example', '--role', 'owner'], env, badRole, async () => 'never asked 12345')).toBe(2);
    expect(badRole.output()).toContain('--role must be admin, editor or analyst');
    const short = capture();
    expect(await runAdminCreate(['--email', 'a@pitlane.example'], env, short, async () => 'short')).toBe(1);
    expect(short.output()).toBe('The password must be at least 12 characters.\n');
    const differ = capture();
    expect(await runAdminCreate(['--email', 'a@pitlane.example'], env, differ, async () => Promise.reject(new Error('the two passwords differ')))).toBe(1);
    expect(differ.output()).toBe('the two passwords differ\n');
    expect(await rows()).toEqual(before);
    const help = capture();
    expect(await runAdminCreate(['--help'], env, help)).toBe(0);
    expect(help.output()).toContain('Usage: npm run admin:create -- --email <address>');
  });

  it.skipIf(process.env.DATABASE_URL)('leaves an embedded database alone while its server runs', async () => {
    writeFileSync(handoverPath(dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', pid: process.pid, cookie: 'x=y', sessionId: 'x' }));
    try {
      const io = capture();
      expect(await runAdminCreate(['--email', 'late@pitlane.example'], env, io, async () => 'late password 123')).toBe(1);
      expect(io.output()).toMatch(/A Pitlane server \(pid \d+\) is using the embedded database .* Stop it first, or set ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect((await rows()).operators.map((o) => o.email)).not.toContain('late@pitlane.example');
    } finally {
      rmSync(handoverPath(dataDir), { force: true });
    }
  });
});
