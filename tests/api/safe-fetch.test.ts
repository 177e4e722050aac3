/**
 * The outbound fetch against real HTTP servers on loopback: an allow-listed server that redirects
 * to every kind of refused address (each refused, the target never even connected to), servers
 * that never answer, stall, or send too much, and the generic errors callers see.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, SafeFetchError, type SafeFetcher } from '../../src/server/http/safe-fetch';

interface Loopback {
  port: number;
  origin: string;
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<Loopback> {
  const server = http.createServer(handler);
  const state = { connections: 0 };
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function failure(work: Promise<unknown>): Promise<string> {
  try {
    const result = await work;
    if (result && typeof result === 'object' && 'body' in result) {
      for await (const chunk of (result as { body: AsyncIterable<Uint8Array> }).body) void chunk;
    }
  } catch (err) {
    expect(err).toBeInstanceOf(SafeFetchError);
    return (err as Error).message;
  }
  throw new Error('expected the fetch to fail');
}

describe('safe outbound fetch', () => {
  /** Allow-listed: answers /feed, redirects /to?url=…, counts its hops on /loop. */
  let front: Loopback;
  /** Not allow-listed: a service inside that must never be reached. */
  let inside: Loopback;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    inside = await listen((_req, res) => res.end('secret'));
    front = await listen((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/feed') return res.end('<rss/>');
      if (url.pathname === '/to') return res.writeHead(302, { location: url.searchParams.get('url')! }).end();
      if (url.pathname === '/loop') return res.writeHead(301, { location: `/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` }).end();
      if (url.pathname === '/missing') return res.writeHead(404).end('not here: internal detail');
      if (url.pathname === '/silent') return; // never answers
      if (url.pathname === '/stall') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.write('<rss>');
        return; // then nothing more
      }
      if (url.pathname === '/declared-large') return res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
      if (url.pathname === '/endless') {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'.repeat(1024)), 1);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.writeHead(500).end();
    });
    fetcher = createSafeFetcher({ allowedHosts: [`127.0.0.1:${front.port}`, `localhost:${front.port}`] });
  });
  afterAll(async () => {
    await fetcher?.close();
    await front?.close();
    await inside?.close();
  });

  it('fetches from an allow-listed host', async () => {
    const { text, response } = await fetcher.text(`${front.origin}/feed`);
    expect(text).toBe('<rss/>');
    expect(response.status).toBe(200);
    expect((await fetcher.text(`http://localhost:${front.port}/feed`)).text).toBe('<rss/>');
  });

  it('refuses loopback and private targets that are not allow-listed (another port of an allowed host too), without connecting', async () => {
    const before = inside.connections;
    const targets = [
      inside.origin,
      `http://localhost:${inside.port}/`,
      `http://127.1:${inside.port}/`,
      `http://2130706433:${inside.port}/`,
      `http://0x7f000001:${inside.port}/`,
      `http://[::1]:${inside.port}/`,
      `http://[::ffff:127.0.0.1]:${inside.port}/`,
      `http://0.0.0.0:${inside.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.0.1:8080/',
      'http://[fd00::1]/',
    ];
    for (const target of targets) expect(await failure(fetcher.fetch(target)), target).toBe('could not fetch: refused address');
    expect(inside.connections).toBe(before);
  });

  it('checks every redirect hop: an allowed host cannot send the fetch inside', async () => {
    const before = inside.connections;
    const hops = [
      inside.origin,
      `http://localhost:${inside.port}/`,
      `http://[::1]:${inside.port}/`,
      `http://[::ffff:7f00:1]:${inside.port}/`,
      `http://2130706433:${inside.port}/`,
      'http://169.254.169.254/latest/meta-data/iam/',
      'http://172.17.0.1:6379/',
      'http://[fe80::1]/',
    ];
    for (const hop of hops) {
      const url = `${front.origin}/to?url=${encodeURIComponent(hop)}`;
      expect(await failure(fetcher.fetch(url)), hop).toBe('could not fetch: refused address');
      // A redirect through another allowed hop is checked again at the end.
      const twice = `${front.origin}/to?url=${encodeURIComponent(`http://localhost:${front.port}/to?url=${encodeURIComponent(hop)}`)}`;
      expect(await failure(fetcher.fetch(twice)), `via localhost: ${hop}`).toBe('could not fetch: refused address');
    }
    for (const scheme of ['file:///etc/passwd', 'ftp://127.0.0.1/x', 'gopher://127.0.0.1:6379/_INFO', 'data:text/plain,hi']) {
      expect(await failure(fetcher.fetch(`${front.origin}/to?url=${encodeURIComponent(scheme)}`)), scheme).toBe('could not fetch: refused url');
      expect(await failure(fetcher.fetch(scheme)), scheme).toBe('could not fetch: refused url');
    }
    expect(inside.connections).toBe(before);
  });

  it('follows at most five redirects', async () => {
    expect(await failure(fetcher.fetch(`${front.origin}/loop`))).toBe('could not fetch: too many redirects');
    const five = `${front.origin}/to?url=${encodeURIComponent(`${front.origin}/to?url=${encodeURIComponent(`${front.origin}/feed`)}`)}`;
    expect((await fetcher.text(five)).text).toBe('<rss/>');
  });

  it('tells a closed port, a refused connection and an HTTP error apart from nothing inside', async () => {
    const closed = await listen(() => {});
    const closedPort = closed.port;
    await closed.close();
    const open = createSafeFetcher({ allowedHosts: [`127.0.0.1:${closedPort}`, `127.0.0.1:${front.port}`] });
    try {
      expect(await failure(open.fetch(`http://127.0.0.1:${closedPort}/`))).toBe('could not fetch: unreachable');
      const missing = await failure(open.fetch(`${front.origin}/missing`));
      expect(missing).toBe('could not fetch: HTTP 404');
      expect(missing).not.toContain('internal detail');
    } finally {
      await open.close();
    }
  });

  it('gives up on a server that never answers, or stalls half-way, with "timed out"', async () => {
    const started = Date.now();
    expect(await failure(fetcher.fetch(`${front.origin}/silent`, { firstByteTimeoutMs: 300 }))).toBe('could not fetch: timed out');
    expect(await failure(fetcher.fetch(`${front.origin}/stall`, { idleTimeoutMs: 300 }))).toBe('could not fetch: timed out');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a body larger than the limit, declared or not', async () => {
    expect(await failure(fetcher.fetch(`${front.origin}/declared-large`, { maxBytes: 1000 }))).toBe('could not fetch: too large');
    expect(await failure(fetcher.fetch(`${front.origin}/endless`, { maxBytes: 64 * 1024 }))).toBe('could not fetch: too large');
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = fetcher.fetch(`${front.origin}/silent`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    await expect(pending).rejects.toThrow('cancelled');
  });
});
