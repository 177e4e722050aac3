/**
 * A feed source that never ends, an upload that trickles in, a client that hangs up: none of
 * them holds the database. While such a run is in progress the site keeps answering (`/api/health`
 * within a second, on PGlite's single connection as on PostgreSQL), and the run can be cancelled by
 * an operator or by its client going away, recorded as cancelled with nothing changed. Uploads
 * refused before they are read (no session, too large) are answered at once and their connection closed.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRuns, listings } from '../../src/server/db/schema';
import { allowListEntry } from '../../src/server/http/address-policy';
import { failAbandonedRuns } from '../../src/server/modules/feeds/feeds.queries';
import { activeRunIds } from '../../src/server/modules/feeds/run/active-runs';
import { createTestApp, type TestApp } from '../support/app';
import { FEED_ITEM, startFeedServer, until, type FeedServer } from '../support/feed-server';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const MAX_BYTES = 1024 * 1024;
const HEALTH_WITHIN_MS = 1000;

describe('slow and endless feed sources', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await createTestApp({ allowedHosts: [allowListEntry(feeds.origin)], feedMaxBytes: MAX_BYTES });
    const category = await makeCategory(t.db);
    await makePart(t.db, category.id, { brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    // The gate's session for the shop's data, an editor's operator session for the feed endpoints.
    cookie = `${(await t.login()).cookie}; ${(await t.loginOperator('editor')).cookie}`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  const runningRun = async (vendorId: number) =>
    (await t.db.select().from(feedRuns).where(and(eq(feedRuns.vendorId, vendorId), eq(feedRuns.status, 'running'))))[0];

  /** Ten probes of /api/health and of a data route while the run is in progress, each answered within a second. */
  async function expectSiteAnswers() {
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      const healthMs = performance.now() - started;
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      expect(healthMs, `health probe ${i}`).toBeLessThan(HEALTH_WITHIN_MS);
      const vendorsStarted = performance.now();
      expect((await fetch(`http://127.0.0.1:${port}/api/vendors`, { headers: { cookie } })).status).toBe(200);
      expect(performance.now() - vendorsStarted, `data probe ${i}`).toBeLessThan(HEALTH_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('keeps answering while a feed that never ends downloads; an operator cancels it', async () => {
    const vendor = await makeVendor(t.db);
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/admin/feeds/ingest',
      headers: { cookie },
      payload: { vendor: vendor.slug, source: `${feeds.origin}/endless.xml` },
    });
    await until(async () => feeds.open > 0 && (await runningRun(vendor.id)) !== undefined, 'the endless download to start');
    await expectSiteAnswers();

    const run = (await runningRun(vendor.id))!;
    // Its own process never takes it for abandoned, however old its heartbeat looks.
    await t.db.update(feedRuns).set({ heartbeatAt: new Date(0) }).where(eq(feedRuns.id, run.id));
    expect(await failAbandonedRuns(t.db, { staleAfterMs: 1000, alive: activeRunIds(t.db) })).toBe(0);
    expect((await runningRun(vendor.id))?.id).toBe(run.id);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/feeds/runs/${run.id}/cancel`, headers: { cookie } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ id: run.id, status: 'cancelled', error: 'cancelled by an operator; nothing was changed' });
    const answer = await pending;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: run.id, status: 'cancelled' });
    await until(() => feeds.open === 0, 'the download to be closed');
    expect(await t.db.select().from(listings).where(eq(listings.vendorId, vendor.id))).toEqual([]);

    // A finished run cannot be cancelled; an unknown one is not found.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/feeds/runs/${run.id}/cancel`, headers: { cookie } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/feeds/runs/999999/cancel', headers: { cookie } })).statusCode).toBe(404);
  });

  it('cancels the run when the client that asked for it hangs up', async () => {
    const vendor = await makeVendor(t.db);
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/admin/feeds/ingest`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ vendor: vendor.slug, source: `${feeds.origin}/endless.xml` }),
      signal: client.signal,
    }).catch((err: unknown) => err);
    await until(async () => (await runningRun(vendor.id)) !== undefined, 'the run to start');
    const run = (await runningRun(vendor.id))!;
    client.abort();
    expect(await request).toBeInstanceOf(Error);
    await until(async () => (await t.db.select().from(feedRuns).where(eq(feedRuns.id, run.id)))[0]!.status !== 'running', 'the run to stop');
    const [after] = await t.db.select().from(feedRuns).where(eq(feedRuns.id, run.id));
    expect(after).toMatchObject({ status: 'cancelled', error: 'cancelled: the client that asked for the run went away; nothing was changed' });
  });

  it('keeps answering while an upload trickles in, and takes the upload once it is complete', async () => {
    const vendor = await makeVendor(t.db);
    const body = new PassThrough();
    const feed = `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${FEED_ITEM('U-1')}</channel></rss>\n`;
    body.write(feed.slice(0, 30));
    const pending = t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/upload?vendor=${vendor.slug}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: body,
    });
    await until(async () => (await runningRun(vendor.id)) !== undefined, 'the upload to start');
    await expectSiteAnswers();
    body.end(feed.slice(30));
    expect((await pending).json()).toMatchObject({ status: 'succeeded', itemsRead: 1, matched: 1 });
  });

  describe('uploads refused before they are read', () => {
    /** Sends an upload's head and a first piece of a much longer body, then reads the answer; the socket stays open for writing. */
    function startUpload(headers: string[]): Promise<{ status: number; closedWithinMs: number }> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        let answeredAt = 0;
        const trickle = setInterval(() => socket.writable && socket.write('x'.repeat(1024)), 50);
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
          answeredAt ||= performance.now();
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(trickle);
          if (!answer) return reject(new Error('closed without an answer'));
          resolve({ status: Number(answer.split(' ')[1]), closedWithinMs: performance.now() - answeredAt });
        });
        socket.write([`POST /api/admin/feeds/upload?vendor=whatever HTTP/1.1`, `host: 127.0.0.1:${port}`, 'content-type: application/octet-stream', ...headers, '', ''].join('\r\n'));
        socket.write('<?xml version="1.0"?>');
      });
    }

    it('answers an upload without a session at once and closes its connection, however much is still to come', async () => {
      const { status, closedWithinMs } = await startUpload([`content-length: ${100 * 1024 * 1024}`]);
      expect(status).toBe(401);
      // Drained for a moment (so the client reads the answer), then closed: not after 100 MB.
      expect(closedWithinMs).toBeLessThan(5000);
    });

    it('refuses an upload declared larger than FEED_MAX_BYTES with 413 before reading it', async () => {
      const { status } = await startUpload([`content-length: ${MAX_BYTES + 1}`, `cookie: ${cookie}`]);
      expect(status).toBe(413);
    });

    it('stops an upload of undeclared length at FEED_MAX_BYTES: the run fails, nothing changed', async () => {
      const vendor = await makeVendor(t.db);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('error', () => {});
        socket.on('close', () => (text ? resolve(text) : reject(new Error('closed without an answer'))));
        socket.write(
          [`POST /api/admin/feeds/upload?vendor=${vendor.slug} HTTP/1.1`, `host: 127.0.0.1:${port}`, `cookie: ${cookie}`,
            'content-type: application/octet-stream', 'transfer-encoding: chunked', '', ''].join('\r\n'),
        );
        const chunk = 'x'.repeat(64 * 1024);
        // Twice the limit, in chunks, as fast as the socket takes them; the server stops reading at the limit.
        let sent = 0;
        const more = () => {
          while (sent <= 2 * MAX_BYTES && socket.writable) {
            sent += chunk.length;
            if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return socket.once('drain', more);
          }
        };
        more();
      });
      expect(answer.split(' ')[1]).toBe('200');
      expect(answer).toMatch(/connection: close/i);
      const json = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as { status: string; error: string };
      expect(json).toMatchObject({ status: 'failed', error: 'the feed is larger than 1,048,576 bytes (FEED_MAX_BYTES)' });
      expect(await t.db.select().from(listings).where(eq(listings.vendorId, vendor.id))).toEqual([]);
    });
  });
});
