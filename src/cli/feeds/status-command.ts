/**
 * `npm run feeds:status -- [--vendor <slug>] [--limit N] [--run <id>]`
 *
 * The latest feed runs (all vendors, or one) with their counters and errors, and the open review
 * queue; `--run` shows one run with its rejections (line and reason).
 */
import { parseArgs } from 'node:util';
import { CliError, connectBackend } from './backend';
import { formatReviewQueue, formatRunSummary, formatRunsTable } from './format-run';
import { loadCommandEnv } from '../config';
import { processIo, type CommandIo } from '../io';

export const STATUS_USAGE = `Usage: npm run feeds:status -- [--vendor <slug>] [--limit N] [--run <id>]`;

const REVIEW_ITEMS_SHOWN = 10;

export async function runStatusCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CommandIo = processIo): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: { vendor: { type: 'string' }, limit: { type: 'string', default: '20' }, run: { type: 'string' }, help: { type: 'boolean' } },
    }).values;
  } catch (err) {
    io.err.write(`${(err as Error).message}\n${STATUS_USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.out.write(`${STATUS_USAGE}\n`);
    return 0;
  }
  const limit = Number(values.limit);
  const runId = values.run === undefined ? undefined : Number(values.run);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200 || (runId !== undefined && !(Number.isInteger(runId) && runId > 0))) {
    io.err.write(`${STATUS_USAGE}\n`);
    return 2;
  }

  const config = loadCommandEnv(env, io, 'feeds:status: ');
  if (!config) return 1;
  let backend;
  try {
    backend = await connectBackend(config);
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`feeds:status: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  try {
    if (runId !== undefined) {
      const run = await backend.run(runId);
      io.out.write(`${formatRunSummary(run, run.rejections, run.rejections.length)}\n`);
      return 0;
    }
    const runs = await backend.runs({ vendor: values.vendor, limit });
    const queue = await backend.unmatched({ vendor: values.vendor, limit: REVIEW_ITEMS_SHOWN });
    io.out.write(`${formatRunsTable(runs)}\n\n${formatReviewQueue(queue.items, queue.total)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      io.err.write(`feeds:status: ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await backend.close();
  }
}
