/**
 * The feed admin endpoints, the CLI's handover to a running server (and its in-process fallback),
 * `feeds:status`, and freshness.
 */
import { cpSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { auditLog, interchangeNumbers, listings } from '../../src/server/db/schema';
import { handoverPath, publishAdminHandover } from '../../src/server/modules/feeds/admin-handover';
import { runIngestCommand } from '../../src/cli/feeds/ingest-command';
import type { CommandIo } from '../../src/cli/io';
import { runStatusCommand } from '../../src/cli/feeds/status-command';
import { isVendorRunning } from '../../src/server/modules/feeds/run/run-guard';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

const fixturePath = (name: string) => path.join(import.meta.dirname, '../fixtures/feeds', name);

function capture(): CommandIo & { output(): string } {
  let text = '';
  const sink = { write: (chunk: string) => (text += chunk), isTTY: false };
  return { out: sink, err: sink, output: () => text };
}

describe('feed admin API', () => {
  let t: TestApp;
  let vendorSlug: string;

  beforeAll(async () => {
    t = await createTestApp();
    const category = await makeCategory(t.db);
    const filter = await makePart(t.db, category.id, { brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    const pads = await makePart(t.db, category.id, { brand: 'Brembo', partNumber: 'P 06 038' });
    await makePart(t.db, category.id, { brand: 'Bosch', partNumber: '0 242 236 562' });
    await t.db.insert(interchangeNumbers).values([
      { partId: filter.id, number: '11 42 7 953 129', numberNormalized: '11427953129', kind: 'oem' },
      { partId: pads.id, number: '34 11 6 794 917', numberNormalized: '34116794917', kind: 'oem' },
    ]);
    vendorSlug = (await makeVendor(t.db)).slug;
  });
  afterAll(() => t.close());

  const upload = async (file: string, query: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/upload?${query}`,
      headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
      payload: createReadStream(fixturePath(file)),
    });

  it('needs an operator session, even with the site gate off; the gate\'s session is not one', async () => {
    const open = await createTestApp({ gate: false });
    try {
      const ingest = await open.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', payload: { vendor: 'x' } });
      expect(ingest.statusCode).toBe(401);
      expect((await open.app.inject({ method: 'GET', url: '/api/admin/feeds/runs' })).statusCode).toBe(401);
      const gate = await open.login();
      expect((await open.app.inject({ method: 'GET', url: '/api/admin/feeds/runs', headers: { cookie: gate.cookie } })).statusCode).toBe(401);
      // The freshness setting is public data for the web app.
      expect((await open.app.inject({ method: 'GET', url: '/api/feeds/freshness' })).json()).toEqual({ maxAgeHours: 48 });
    } finally {
      await open.close();
    }
    expect((await upload('merchant.tsv', `vendor=${vendorSlug}`)).statusCode).toBe(401);
  });

  it('ingests an uploaded feed and lists runs, rejections and the review queue', async () => {
    const { cookie } = await t.loginOperator('editor');
    const response = await upload('merchant-rss.xml', `vendor=${vendorSlug}&source=merchant-rss.xml`, cookie);
    expect(response.statusCode).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ vendorSlug, source: 'merchant-rss.xml', trigger: 'admin', status: 'succeeded', format: 'xml', itemsRead: 7, matched: 3, unmatched: 3, rejected: 1 });

    const runs = (await t.app.inject({ method: 'GET', url: `/api/admin/feeds/runs?vendor=${vendorSlug}`, headers: { cookie } })).json();
    expect(runs.runs.map((r: { id: number }) => r.id)).toEqual([run.id]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/feeds/runs/${run.id}`, headers: { cookie } })).json();
    expect(detail.rejections).toEqual([{ line: 99, itemId: 'PL-1007', reason: 'price currency EUR is not USD' }]);

    const queue = (await t.app.inject({ method: 'GET', url: `/api/admin/feeds/unmatched?vendor=${vendorSlug}`, headers: { cookie } })).json();
    expect(queue.total).toBe(3); // the wiper blade, the used filter, the Meyle bushing (no such part here)
    const wiper = queue.items.find((i: { vendorSku: string }) => i.vendorSku === 'PL-1004');
    expect(wiper).toMatchObject({ reason: 'no catalog part has the number ZZ-999 (brand Generic)', price: 14.5, status: 'open' });

    const dismissed = await t.app.inject({ method: 'POST', url: `/api/admin/feeds/unmatched/${wiper.id}/dismiss`, headers: { cookie } });
    expect(dismissed.statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/feeds/unmatched?vendor=${vendorSlug}`, headers: { cookie } })).json();
    expect(after.total).toBe(2);

    // Both changes are in the audit log under the editor who made them.
    const audit = (await t.app.inject({ url: '/api/admin/audit?entity=feed_run', headers: { cookie } })).json();
    expect(audit.entries[0]).toMatchObject({ actor: 'editor@operators.example.com', action: 'feed.uploaded', entityId: String(run.id), after: { vendorSlug, status: 'succeeded', unmatched: 3 } });
    const review = (await t.app.inject({ url: `/api/admin/audit?entity=unmatched_offer&entityId=${wiper.id}`, headers: { cookie } })).json();
    expect(review.entries).toEqual([expect.objectContaining({ action: 'review.dismissed', before: { status: 'open' }, after: { status: 'dismissed' } })]);
  });

  it('never runs one vendor twice at once: 409 at once on either engine, while the first still uploads', async () => {
    const { cookie } = await t.loginOperator('editor');
    const slow = new PassThrough();
    const feed = readFileSync(fixturePath('merchant.tsv'));
    slow.write(feed.subarray(0, 20));
    const headers = { cookie, 'content-type': 'application/octet-stream' };
    const first = t.app.inject({ method: 'POST', url: `/api/admin/feeds/upload?vendor=${vendorSlug}&full=false`, headers, payload: slow });
    while (!isVendorRunning(t.db, vendorSlug)) await new Promise((resolve) => setTimeout(resolve, 10));
    // The upload is taken in before any transaction opens: the database stays free for the refusal.
    const second = await t.app.inject({ method: 'POST', url: `/api/admin/feeds/upload?vendor=${vendorSlug}&full=false`, headers, payload: feed });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 'refused', error: expect.stringMatching(/already in progress/) });
    slow.end(feed.subarray(20));
    const a = await first;
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ status: 'succeeded' });
  });

  it('answers bad requests clearly', async () => {
    const { cookie } = await t.loginOperator('editor');
    const unknown = await upload('merchant.tsv', 'vendor=no-such-vendor', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/no vendor with slug "no-such-vendor"/);
    expect((await upload('merchant.tsv', 'vendor=Bad Slug!', cookie)).statusCode).toBe(400);
    const noUrl = await t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: vendorSlug } });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().error).toMatch(/has no feed url configured/);
    const badSource = await t.app.inject({ method: 'POST', url: '/api/admin/feeds/ingest', headers: { cookie }, payload: { vendor: vendorSlug, source: 'file:///etc/passwd' } });
    expect(badSource.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/feeds/runs/999999', headers: { cookie } })).statusCode).toBe(404);
  });

  describe('the CLI', () => {
    let dataDir: string;
    let baseUrl: string;
    let withdraw: () => Promise<void>;
    // A vendor of its own: the API tests above gave the shared one a larger full run, against which this
    // three-item feed would be held as a shrunk one.
    let cliVendorSlug: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-feeds-cli-'));
      cliVendorSlug = (await makeVendor(t.db)).slug;
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      ({ withdraw } = await publishAdminHandover({ db: t.db, dataDir, url: baseUrl, signCookie: (v) => t.app.signCookie(v) }));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    // No DATABASE_URL: the embedded-database path, which hands the run to the server.
    const env = () => ({ DATA_DIR: dataDir });

    it('publishes the handover file for its owner only', () => {
      expect(statSync(handoverPath(dataDir)).mode & 0o777).toBe(0o600);
    });

    it('hands a file to the running server, shows progress and a summary', async () => {
      const io = capture();
      const code = await runIngestCommand(['--vendor', cliVendorSlug, fixturePath('merchant.tsv')], env(), io);
      expect(io.output()).toContain(`through the running server at ${baseUrl}`);
      expect(code).toBe(0);
      expect(io.output()).toMatch(new RegExp(`Run #\\d+  ${cliVendorSlug}  SUCCEEDED  \\(tsv, full feed, cli\\)`));
      expect(io.output()).toContain('3 read, 2 matched, 1 to review, 0 rejected');
      const [listing] = await t.db.select().from(listings).where(eq(listings.vendorSku, 'TS-1'));
      expect(listing).toMatchObject({ priceCents: 1310 });
      // Audited as the CLI, which has no operator account.
      const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ actor: 'feeds-cli', operatorId: null, action: 'feed.uploaded', entity: 'feed_run' });
    });

    it('prints rejections and exits 1 when a run fails', async () => {
      const io = capture();
      expect(await runIngestCommand(['--vendor', cliVendorSlug, fixturePath('bad-rows.tsv'), '--partial'], env(), io)).toBe(0);
      expect(io.output()).toContain('rejected   line 2 (id BR-1): price is missing');
      const broken = path.join(dataDir, 'broken.xml');
      writeFileSync(broken, '<rss><channel><item><g:id>X</g:id>');
      const failed = capture();
      expect(await runIngestCommand(['--vendor', cliVendorSlug, broken], env(), failed)).toBe(1);
      expect(failed.output()).toMatch(/FAILED[\s\S]*error +line 1: the XML ends early/);
    });

    it('feeds:status lists runs, one run in detail, and the review queue', async () => {
      const io = capture();
      expect(await runStatusCommand(['--vendor', cliVendorSlug], env(), io)).toBe(0);
      expect(io.output()).toMatch(/run\s+vendor\s+status\s+format\s+fetch\s+started/);
      expect(io.output()).toMatch(new RegExp(`#\\d+\\s+${cliVendorSlug}\\s+failed`));
      expect(io.output()).toMatch(/Review queue: \d+ open items? /);
      const runId = /#(\d+)\s+\S+\s+succeeded/.exec(io.output())![1];
      const detail = capture();
      expect(await runStatusCommand(['--run', runId!], env(), detail)).toBe(0);
      expect(detail.output()).toContain(`Run #${runId}`);
    });

    // The test server answers as an embedded-database server only on PGlite runs.
    it.skipIf(process.env.DATABASE_URL)('refuses to open the embedded database while a server without a handover answers on PORT', async () => {
      const empty = mkdtempSync(path.join(os.tmpdir(), 'pitlane-feeds-unannounced-'));
      try {
        const io = capture();
        const port = new URL(baseUrl).port;
        expect(await runIngestCommand(['--vendor', cliVendorSlug, fixturePath('merchant.tsv')], { DATA_DIR: empty, PORT: port }, io)).toBe(1);
        expect(io.output()).toMatch(new RegExp(`answers on port ${port} but published no handover`));
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    });

    it('explains usage and unreachable servers', async () => {
      const io = capture();
      expect(await runIngestCommand([fixturePath('merchant.tsv')], env(), io)).toBe(2);
      expect(io.output()).toContain('Usage: npm run feeds:ingest');
      expect(await runIngestCommand(['--vendor', cliVendorSlug, '--format', 'json', 'x'], env(), capture())).toBe(2);

      const silent = mkdtempSync(path.join(os.tmpdir(), 'pitlane-feeds-silent-'));
      try {
        // A live process (this one) that does not answer at the recorded url.
        writeFileSync(handoverPath(silent), JSON.stringify({ url: 'http://127.0.0.1:9', pid: process.pid, cookie: 'x=y', sessionId: 'none' }));
        const unreachable = capture();
        expect(await runIngestCommand(['--vendor', cliVendorSlug, fixturePath('merchant.tsv')], { DATA_DIR: silent }, unreachable)).toBe(1);
        expect(unreachable.output()).toMatch(/is using .* but does not answer/);
      } finally {
        rmSync(silent, { recursive: true, force: true });
      }
    });

    it('hands over a local operator session, not a gate session, that works from loopback only', async () => {
      const { cookie } = JSON.parse(readFileSync(handoverPath(dataDir), 'utf8')) as { cookie: string };
      expect(cookie).toMatch(/^pitlane_operator=/);
      // Not a shopper session: the shop's data stays closed to it while the gate is on.
      expect((await t.app.inject({ method: 'GET', url: '/api/makes', headers: { cookie } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/feeds/runs', headers: { cookie } })).statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: '/api/admin/feeds/runs', headers: { cookie }, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(401);
      // An editor's rights: not the operators' accounts.
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/operators', headers: { cookie } })).statusCode).toBe(403);
    });

    it('withdraws the handover on shutdown: file gone, session dead', async () => {
      const before = JSON.parse(readFileSync(handoverPath(dataDir), 'utf8')) as { cookie: string };
      await withdraw();
      expect(existsSync(handoverPath(dataDir))).toBe(false);
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/feeds/runs', headers: { cookie: before.cookie } });
      expect(response.statusCode).toBe(401);
    });
  });

  it('runs in-process on the embedded database when no server is running (stale handover ignored)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-feeds-embedded-'));
    try {
      // The run's migrated template when there is one (PGlite runs); a fresh migration otherwise.
      const template = process.env.DATABASE_URL ? null : inject('templateDataDir');
      if (template) cpSync(template, dataDir, { recursive: true });
      const setup = await openDatabase({ dataDir });
      if (!template) await setup.migrate();
      const category = await makeCategory(setup.db);
      await makePart(setup.db, category.id, { brand: 'Mann-Filter', partNumber: 'HU 816 X' });
      const vendor = await makeVendor(setup.db);
      await setup.close();
      // Left behind by a server that died: its pid is gone.
      writeFileSync(handoverPath(dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', pid: 2 ** 22 + 12345, cookie: 'x=y', sessionId: 'old' }));

      const io = capture();
      // PORT: where a server would answer; nothing listens on the discard port.
      const code = await runIngestCommand(['--vendor', vendor.slug, fixturePath('merchant-atom.xml')], { DATA_DIR: dataDir, PORT: '9' }, io);
      expect(io.output()).toContain(`through the embedded database in ${dataDir}`);
      expect(code).toBe(0);
      expect(io.output()).toContain('(xml, full feed, cli)');

      const check = await openDatabase({ dataDir });
      try {
        const [row] = await check.db.select().from(listings).where(eq(listings.vendorSku, 'AT-1'));
        expect(row).toMatchObject({ priceCents: 1175, source: 'feed' });
      } finally {
        await check.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('ranks offers whose price is past the freshness age after fresh ones, at the age the database was opened with', async () => {
    // An offer seen 72 hours ago is stale at the default 48 hours and fresh at 96.
    const offersInOrder = async (app: TestApp) => {
      const category = await makeCategory(app.db);
      const part = await makePart(app.db, category.id, { slug: 'freshness-test-part' });
      const stale = await makeListing(app.db, part.id, (await makeVendor(app.db)).id, { priceCents: 1000, lastSeenAt: new Date(Date.now() - 72 * 3600_000) });
      const fresh = await makeListing(app.db, part.id, (await makeVendor(app.db)).id, { priceCents: 1500 });
      const { cookie } = await app.login();
      const page = await app.app.inject({ method: 'GET', url: '/api/parts/slug/freshness-test-part', headers: { cookie } });
      const freshness = await app.app.inject({ method: 'GET', url: '/api/feeds/freshness', headers: { cookie } });
      const ids = (page.json() as { listings: { id: number }[] }).listings.map((l) => l.id);
      return { order: ids.map((id) => (id === stale.id ? 'older' : id === fresh.id ? 'newer' : id)), freshness: freshness.json() };
    };

    expect(await offersInOrder(t)).toEqual({ order: ['newer', 'older'], freshness: { maxAgeHours: 48 } });
    const longer = await createTestApp({ database: await createTestDatabase({ freshnessMaxAgeHours: 96 }) });
    try {
      expect(await offersInOrder(longer)).toEqual({ order: ['older', 'newer'], freshness: { maxAgeHours: 96 } });
    } finally {
      await longer.close();
      await longer.database.close();
    }
  });
});
