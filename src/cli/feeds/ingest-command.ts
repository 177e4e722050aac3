/**
 * `npm run feeds:ingest -- --vendor <slug> [--format xml|tsv|csv|awin|avantlink|cj|ebay] [--partial] [--force] <file or http(s) url>`
 *
 * Runs one ingestion where the database can be reached (see backend.ts), shows a progress line and
 * prints the run's summary. Exit status: 0 succeeded or not modified (304), 1 failed or refused, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { FEED_FORMATS, type FeedFormat } from '@shared/schemas/feeds';
import { CliError, connectBackend, isUrl } from './backend';
import { formatRunSummary } from './format-run';
import { loadCommandEnv } from '../config';
import { processIo, type CommandIo } from '../io';
import { createProgressBar } from './progress-bar';

export const INGEST_USAGE = `Usage: npm run feeds:ingest -- --vendor <slug> [--format xml|tsv|csv|awin|avantlink|cj|ebay] [--partial] [--force] <file or http(s) url>

  --vendor   the vendor's slug (required)
  --format   the feed's format (Merchant xml, tsv, csv; a network's awin, avantlink, cj, ebay);
             detected from the content when omitted. Plain or gzip-compressed.
  --partial  a partial (delta) feed: listings missing from it keep their stock status
  --force    read the vendor's feed url even when unchanged: the stored ETag / Last-Modified
             are not sent, so the answer is never a 304 "not modified"

With DATABASE_URL the run goes straight to PostgreSQL. On the embedded database it is handed to the
running server (which owns DATA_DIR), or runs in this process when no server is running.`;

export async function runIngestCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CommandIo = processIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { vendor: { type: 'string' }, format: { type: 'string' }, partial: { type: 'boolean', default: false }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
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
  if (!values.vendor || positionals.length !== 1 || (format && !FEED_FORMATS.includes(format))) {
    io.err.write(`${INGEST_USAGE}\n`);
    return 2;
  }

  const config = loadCommandEnv(env, io);
  if (!config) return 2;

  const source = positionals[0]!;
  let backend;
  try {
    backend = await connectBackend(config);
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`feeds:ingest: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  try {
    io.err.write(`Ingesting ${isUrl(source) ? source : `file ${source}`} for ${values.vendor} through ${backend.describe}\n`);
    const bar = createProgressBar(io.err);
    // Stopped whatever happens: the bar's timer would keep the command from exiting.
    const run = await backend
      .ingest({ vendor: values.vendor, source, format, full: !values.partial, force: values.force }, (state) => bar.update(state))
      .finally(() => bar.done());
    const detail = run.rejected > 0 ? await backend.run(run.id) : { rejections: [] };
    io.out.write(`${formatRunSummary(run, detail.rejections)}\n`);
    return run.status === 'succeeded' || run.status === 'not_modified' ? 0 : 1;
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`\nfeeds:ingest: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await backend.close();
  }
}
