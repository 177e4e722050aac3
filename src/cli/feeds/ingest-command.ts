/**
 * `npm run feeds:ingest -- --vendor <slug> [--format <format>] [--partial] [--force] <file or http(s) url>`
 * `npm run feeds:ingest -- --accept-held <run>`
 *
 * Runs one ingestion where the database can be reached (see backend.ts), shows a progress line and
 * prints the run's summary. Exit status: 0 succeeded or not modified (304), 1 failed or refused, 2 bad
 * arguments, 3 held (the shrink guard: nothing applied until an operator accepts it).
 */
import { parseArgs } from 'node:util';
import { FEED_FORMATS, MERCHANT_FORMATS, NETWORK_FORMATS, type FeedFormat } from '@shared/schemas/feed-formats';
import type { FeedRun } from '@shared/schemas/feeds';
import { CliError, connectBackend, isUrl, type FeedsBackend } from './backend';
import { formatRunSummary } from './format-run';
import { loadCommandEnv } from '../config';
import { processIo, type CommandIo } from '../io';
import { createProgressBar } from './progress-bar';

export const INGEST_USAGE = `Usage: npm run feeds:ingest -- --vendor <slug> [--format ${FEED_FORMATS.join('|')}] [--partial] [--force] <file or http(s) url>
       npm run feeds:ingest -- --accept-held <run>

  --vendor   the vendor's slug (required)
  --format   the feed's format (Merchant ${MERCHANT_FORMATS.join(', ')}; a network's ${NETWORK_FORMATS.join(', ')});
             detected from the content when omitted. Plain or gzip-compressed.
  --partial  a partial (delta) feed: listings missing from it keep their stock status
  --force    read the vendor's feed url even when unchanged: the stored ETag / Last-Modified
             are not sent, so the answer is never a 304 "not modified"
  --accept-held <run>
             apply a held run's feed (held: far fewer items than the vendor's last run)

Exit status: 0 applied (or not modified), 1 failed or refused, 2 bad arguments, 3 held.

With DATABASE_URL the run goes straight to PostgreSQL. On the embedded database it is handed to the
running server (which owns DATA_DIR), or runs in this process when no server is running.`;

export async function runIngestCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CommandIo = processIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { vendor: { type: 'string' }, 'accept-held': { type: 'string' }, format: { type: 'string' }, partial: { type: 'boolean', default: false }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    });
  } catch (err) {
    io.err.write(`${(err as Error).message}\n\n${INGEST_USAGE}\n`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.out.write(`${INGEST_USAGE}\n`);
    return 0;
  }
  const format = values.format as FeedFormat | undefined;
  const acceptHeld = values['accept-held'];
  if (acceptHeld !== undefined) {
    const runId = /^\d{1,9}$/.test(acceptHeld.replace(/^#/, '')) ? Number(acceptHeld.replace(/^#/, '')) : null;
    if (runId === null || positionals.length > 0 || values.vendor) {
      io.err.write(`${INGEST_USAGE}\n`);
      return 2;
    }
    return withBackend(env, io, 'feeds:ingest', async (backend) => {
      io.err.write(`Applying held run #${runId} through ${backend.describe}\n`);
      return report(backend, await backend.acceptHeld(runId), io);
    });
  }
  if (!values.vendor || positionals.length !== 1 || (format && !FEED_FORMATS.includes(format))) {
    io.err.write(`${INGEST_USAGE}\n`);
    return 2;
  }

  const source = positionals[0]!;
  const vendor = values.vendor;
  return withBackend(env, io, 'feeds:ingest', async (backend) => {
    io.err.write(`Ingesting ${isUrl(source) ? source : `file ${source}`} for ${vendor} through ${backend.describe}\n`);
    const bar = createProgressBar(io.err);
    // Stopped whatever happens: the bar's timer would keep the command from exiting.
    const run = await backend
      .ingest({ vendor, source, format, full: !values.partial, force: values.force }, (state) => bar.update(state))
      .finally(() => bar.done());
    return report(backend, run, io);
  });
}

/** Prints the run's summary (and, for a held run, how to accept it); the exit status from its outcome. */
async function report(backend: FeedsBackend, run: FeedRun, io: CommandIo): Promise<number> {
  const detail = run.rejected > 0 ? await backend.run(run.id) : { rejections: [] };
  io.out.write(`${formatRunSummary(run, detail.rejections)}\n`);
  if (run.status === 'held') {
    io.out.write(`held: ${run.error}; nothing was changed. Apply it with: npm run feeds:ingest -- --accept-held ${run.id}\n`);
    return 3;
  }
  return run.status === 'succeeded' || run.status === 'not_modified' ? 0 : 1;
}

/** Connects where the database can be reached, runs the work, closes; a CliError is a one-line message and status 1. */
async function withBackend(env: NodeJS.ProcessEnv, io: CommandIo, command: string, work: (backend: FeedsBackend) => Promise<number>): Promise<number> {
  const config = loadCommandEnv(env, io);
  if (!config) return 2;
  let backend: FeedsBackend;
  try {
    backend = await connectBackend(config);
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`${command}: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  try {
    return await work(backend);
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`\n${command}: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await backend.close();
  }
}
