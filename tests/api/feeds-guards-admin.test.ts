/**
 * The shrink guard from the operators' side: a held run through the admin API (the console's accept
 * button, audited; analysts cannot accept), and through the CLI (prints `held`, exits 3, then
 * `--accept-held <run>` applies it) on the database the suite runs on.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runIngestCommand } from '../../src/cli/feeds/ingest-command';
import type { CommandIo } from '../../src/cli/io';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { createPostgresTestDatabase } from '../support/database';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const HEADER = 'id,title,link,price,availability,mpn';
const feed = (count: number) =>
  [HEADER, ...Array.from({ length: count }, (_, k) => `S${k},Item ${k},https://shop.example/p/${k},${(10 + k).toFixed(2)} USD,in_stock,SHR ${k}`)].join('\n');

function capture(): CommandIo & { output(): string } {
  let text = '';
  const sink = { write: (chunk: string) => (text += chunk), isTTY: false };
  return { out: sink, err: sink, output: () => text };
}

describe('held runs in the admin API', () => {
  let t: TestApp;
  let editor: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    analyst = (await t.loginOperator('analyst')).cookie;
    const category = await makeCategory(t.db);
    for (let k = 0; k < 10; k++) await makePart(t.db, category.id, { partNumber: `SHR ${k}` });
  });
  afterAll(() => t.close());

  const upload = async (vendor: string, body: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/feeds/upload?vendor=${vendor}&source=shop.csv`,
        headers: { cookie: editor, 'content-type': 'application/octet-stream' },
        payload: body,
      })
    ).json();

  it('holds a shrunk feed, and the console accepts it (audited)', async () => {
    const vendor = await makeVendor(t.db);
    expect(await upload(vendor.slug, feed(10))).toMatchObject({ status: 'succeeded', matched: 10 });
    const held = await upload(vendor.slug, feed(2));
    expect(held).toMatchObject({ status: 'held', error: '2 items where the last run had 10', heldPrices: 0 });

    const detail = (await t.app.inject({ url: `/api/admin/feeds/runs/${held.id}`, headers: { cookie: analyst } })).json();
    expect(detail).toMatchObject({ status: 'held', itemsRead: 2 });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/feeds/runs/${held.id}/accept`, headers: { cookie: analyst } })).statusCode).toBe(403);

    const accepted = await t.app.inject({ method: 'POST', url: `/api/admin/feeds/runs/${held.id}/accept`, headers: { cookie: editor } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'succeeded', trigger: 'admin', markedOutOfStock: 8 });
    expect(await auditEntries(t.db, 'feed_run', held.id)).toEqual([
      expect.objectContaining({ action: 'feed.uploaded', after: expect.objectContaining({ status: 'held' }) }),
      expect.objectContaining({ action: 'feed.held_accepted', actor: 'editor@operators.example.com', before: { status: 'held' }, after: expect.objectContaining({ status: 'succeeded', markedOutOfStock: 8 }) }),
    ]);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/feeds/runs/${held.id}/accept`, headers: { cookie: editor } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `run #${held.id} is not held (its status is accepted)` });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/feeds/runs/999999/accept', headers: { cookie: editor } })).statusCode).toBe(404);
  });
});

describe('held runs in the CLI', () => {
  let dir: string;
  let env: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;
  let drop = async () => {};

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-held-cli-'));
    if (process.env.DATABASE_URL) {
      const database = await createPostgresTestDatabase();
      env = { DATABASE_URL: database.url };
      open = () => openDatabase({ url: database.url });
      drop = database.drop;
    } else {
      const dataDir = path.join(dir, 'data');
      cpSync(inject('templateDataDir'), dataDir, { recursive: true });
      // PORT: where a server would answer; nothing listens on the discard port.
      env = { DATA_DIR: dataDir, PORT: '9' };
      open = () => openDatabase({ dataDir });
    }
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints held and exits 3; --accept-held applies the run', async () => {
    const setup = await open();
    const category = await makeCategory(setup.db);
    for (let k = 0; k < 10; k++) await makePart(setup.db, category.id, { partNumber: `SHR ${k}` });
    const vendor = await makeVendor(setup.db);
    await setup.close();
    writeFileSync(path.join(dir, 'full.csv'), feed(10));
    writeFileSync(path.join(dir, 'short.csv'), feed(2));

    expect(await runIngestCommand(['--vendor', vendor.slug, path.join(dir, 'full.csv')], env, capture())).toBe(0);
    const io = capture();
    expect(await runIngestCommand(['--vendor', vendor.slug, path.join(dir, 'short.csv')], env, io)).toBe(3);
    expect(io.output()).toMatch(/Run #\d+ {2}\S+ {2}HELD/);
    const runId = /--accept-held (\d+)/.exec(io.output())![1]!;
    expect(io.output()).toContain(`held: 2 items where the last run had 10; nothing was changed. Apply it with: npm run feeds:ingest -- --accept-held ${runId}`);

    const accept = capture();
    expect(await runIngestCommand(['--accept-held', runId], env, accept)).toBe(0);
    expect(accept.output()).toMatch(/SUCCEEDED/);
    expect(accept.output()).toContain('8 marked out of stock');
    const twice = capture();
    expect(await runIngestCommand(['--accept-held', runId], env, twice)).toBe(1);
    expect(twice.output()).toContain(`run #${runId} is not held (its status is accepted)`);
    expect(await runIngestCommand(['--accept-held', 'x'], env, capture())).toBe(2);
  }, 120_000);
});
