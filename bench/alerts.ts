/**
 * `npm run bench:alerts`: how long after a feed run lowers a watched part's price its alert mail
 * reaches the shopper's SMTP server. The product promise is within 60 s.
 *
 * An in-memory PGlite database (or the empty PostgreSQL database at BENCH_DATABASE_URL), a real SMTP
 * server on loopback (`smtp-server`), and the server's own alert worker on its real timer
 * (ALERT_TICK_MS). Each round: a new part listed at $100 by a Google
 * Merchant feed, a confirmed address watching it with a $90 target, a random pause so the change
 * lands at any point of the worker's cycle, then a feed run at $80. The delay is measured from the
 * moment the feed run's transaction has committed (ingestFeed returned) to the moment the SMTP
 * server has received the whole message. Prints each round and the min / median / max.
 *
 * Options: --rounds N (default 10).
 */
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { ALERT_TICK_MS, startAlertJobs } from '../src/server/modules/alerts';
import { smtpSender } from '../src/server/modules/mail';
import { createAlertsService } from '../src/server/modules/alerts/alerts.service';
import { ingestFeed } from '../src/server/modules/feeds/run/ingest';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '10' } } });
const rounds = Number(values.rounds);
const PUBLIC_URL = 'http://localhost:5000';
const TARGET_MS = 60_000;

interface Received {
  subject: string;
  text: string;
  at: number;
}

/** An SMTP server on loopback that stamps each whole message with the time it was received. */
async function startSmtp(onMail: (mail: Received) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const at = performance.now();
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            onMail({ subject: parsed.subject ?? '', text: parsed.text ?? '', at });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const feed = (sku: string, mpn: string, price: string) =>
  `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n` +
  `<item><g:id>${sku}</g:id><g:title>Bench part</g:title><g:link>https://shop.example/p/${sku}</g:link><g:price>${price} USD</g:price>` +
  `<g:shipping><g:price>0 USD</g:price></g:shipping><g:availability>in_stock</g:availability><g:mpn>${mpn}</g:mpn></item>\n</channel></rss>\n`;

const median = (sorted: number[]) => (sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2);

async function main(): Promise<void> {
  const handle = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await handle.migrate();
  const { db } = handle;
  const mails: Received[] = [];
  const waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  const smtp = await startSmtp((mail) => {
    mails.push(mail);
    for (const waiter of waiters.filter((w) => w.match(mail))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  });
  const waitForMail = (match: (m: Received) => boolean) =>
    new Promise<Received>((resolve) => {
      const seen = mails.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });

  const jobs = startAlertJobs({ db, sender: smtpSender(smtp.url), from: 'Pitlane <alerts@pitlane.example>', publicUrl: PUBLIC_URL });
  const alerts = createAlertsService(db, { publicUrl: PUBLIC_URL });
  const [category] = await db.insert(schema.categories).values({ name: 'Bench', slug: 'bench-alerts' }).returning();
  const [vendor] = await db.insert(schema.vendors).values({ name: 'Bench Shop', slug: 'bench-shop', website: 'https://shop.example' }).returning();
  const ingest = (sku: string, mpn: string, price: string) =>
    ingestFeed(db, { vendor: vendor!.slug, full: false, source: { kind: 'stream', stream: Readable.from([Buffer.from(feed(sku, mpn, price))]), label: 'bench' }, trigger: 'cli' });
  const email = 'bench@example.com';

  console.log(`alert worker tick: ${ALERT_TICK_MS} ms; ${rounds} rounds; target: mail within ${TARGET_MS / 1000} s of the feed run's commit`);
  const delays: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const mpn = `BENCHALERT${round}`;
      const [part] = await db
        .insert(schema.parts)
        .values({ slug: `bench-alert-${round}`, name: `Bench Alert Part ${round}`, brand: 'Bosch', partNumber: mpn, partNumberNormalized: mpn, categoryId: category!.id })
        .returning();
      await ingest(`sku-${round}`, mpn, '100.00');
      await alerts.create({ partId: part!.id, email, targetPrice: 90 });
      if (round === 0) {
        // The first alert of an address asks to confirm it: confirm from the mail, as a shopper would.
        const confirm = await waitForMail((m) => m.subject.startsWith('Confirm'));
        const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirm.text)![1]!;
        await alerts.confirm(token);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ALERT_TICK_MS));
      const run = await ingest(`sku-${round}`, mpn, '80.00');
      const committed = performance.now();
      if (run.status !== 'succeeded') throw new Error(`feed run ${run.status}`);
      const mail = await waitForMail((m) => m.subject.includes(part!.name));
      const delay = mail.at - committed;
      delays.push(delay);
      console.log(`round ${String(round + 1).padStart(2)}: feed run committed → mail received in ${(delay / 1000).toFixed(2)} s`);
    }
  } finally {
    await jobs.stop();
    await smtp.close();
    await handle.close();
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`delay min ${s(sorted[0]!)}, median ${s(median(sorted))}, max ${s(sorted.at(-1)!)} (target < ${TARGET_MS / 1000} s: ${sorted.at(-1)! < TARGET_MS ? 'met' : 'MISSED'})`);
}

await main();
