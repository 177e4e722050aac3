/**
 * A vendor's feed server on loopback, with the sources the feed tests need:
 *   /feed.xml         a small valid Merchant feed (one item, mpn HU816X)
 *   /endless.xml      a feed that never ends: an item every 20 ms, forever
 *   /stall.xml        the first bytes of a feed, then silence
 *   /to?url=…         a redirect to any url
 *   /table.csv        a table that is not a product feed (id, name, password)
 *   /internal.xml     XML that is not a product feed
 * `open` counts the connections whose response has not ended (the endless ones included).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FEED_ITEM = (id: string) =>
  `<item><g:id>${id}</g:id><g:title>Oil Filter ${id}</g:title><g:link>https://shop.example/p/${id}</g:link>` +
  `<g:price>12.00 USD</g:price><g:availability>in_stock</g:availability><g:mpn>HU816X</g:mpn></item>\n`;
const FEED_HEAD = '<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n';
const FEED_TAIL = '</channel></rss>\n';

export interface FeedServer {
  origin: string;
  port: number;
  /** Responses still being written (an endless feed someone is reading). */
  readonly open: number;
  /** Requests received, by path. */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const state = { open: 0, hits: new Map<string, number>() };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    state.hits.set(url.pathname, (state.hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/feed.xml':
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(FEED_HEAD + FEED_ITEM('F-1') + FEED_TAIL);
      case '/endless.xml': {
        state.open++;
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.write(FEED_HEAD);
        let n = 0;
        const timer = setInterval(() => res.write(FEED_ITEM(`E-${n++}`)), 20);
        res.on('close', () => {
          clearInterval(timer);
          state.open--;
        });
        return;
      }
      case '/stall.xml':
        state.open++;
        res.on('close', () => state.open--);
        return res.writeHead(200, { 'content-type': 'application/xml' }).write(FEED_HEAD);
      case '/to':
        return res.writeHead(302, { location: url.searchParams.get('url')! }).end();
      case '/table.csv':
        return res.writeHead(200, { 'content-type': 'text/csv' }).end('id,name,password\n1,admin,hunter2-secret\n2,ops,tr0ub4dor\n');
      case '/internal.xml':
        return res.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?>\n<internalSecrets><key>s3cr3t</key></internalSecrets>\n');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    get open() {
      return state.open;
    },
    hits: state.hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `check` is true, polling every 20 ms; rejects after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
