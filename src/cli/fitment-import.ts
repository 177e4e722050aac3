/**
 * `npm run fitment:import -- <file.csv>`: adds a retailer's or manufacturer's fitment list to the
 * catalog (columns: part_number, brand, make, model, generation, years, engine, position, note).
 * Prints what it added and every refused row with its line, and records the run for the console;
 * exits 1 when any row was refused or the file could not be used, 2 on bad usage. On the embedded
 * database, stop the server first. A row with an engine and no model fits every car with that engine.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { processAlive, readAdminHandover } from '../server/modules/feeds';
import { loadCommandEnv } from './config';
import { processIo, type CommandIo } from './io';
import { FITMENT_CSV_COLUMNS, importFitmentsAsRun } from '../server/modules/fitment';

export const FITMENT_IMPORT_USAGE = `Usage: npm run fitment:import -- <file.csv>
  The file's header names the columns: ${FITMENT_CSV_COLUMNS.join(', ')}
  (part_number, brand, make and years are required, and a model or an engine: a row with an engine
  and no model fits every car of the make with that engine; years is 2016 or 2014-2018).`;

export async function runFitmentImport(argv: string[], io: CommandIo = processIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let file: string | undefined;
  try {
    const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new Error('name one CSV file');
    file = positionals[0];
  } catch (err) {
    io.err.write(`${(err as Error).message}\n\n${FITMENT_IMPORT_USAGE}\n`);
    return 2;
  }
  const config = loadCommandEnv(env, io);
  if (!config) return 2;
  let text: string;
  try {
    text = await readFile(file!, 'utf8');
  } catch (err) {
    io.err.write(`Cannot read ${file}: ${(err as Error).message}\n`);
    return 1;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    const handover = readAdminHandover(dataDir);
    if (handover && processAlive(handover.pid)) {
      io.err.write(`A Pitlane server (pid ${handover.pid}) is using the embedded database in ${dataDir}. Stop it first.\n`);
      return 1;
    }
  }
  const database = await openDatabase({
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir }),
    freshnessMaxAgeHours: config.FRESHNESS_MAX_AGE_HOURS,
  });
  try {
    await database.migrate();
    const outcome = await importFitmentsAsRun(database.db, path.basename(file!), text);
    if (outcome.status === 'failed') {
      io.err.write(`${file}${outcome.line ? ` line ${outcome.line}` : ''}: ${outcome.error}. Nothing was written (run ${outcome.runId}).\n`);
      for (const r of outcome.rejected) io.err.write(`  line ${r.line}: ${r.reason}\n`);
      return 1;
    }
    const { report } = outcome;
    io.out.write(`${file}: ${report.rows} rows, ${report.added} fitments added, ${report.unchanged} already known, ${report.rejected.length} refused (run ${outcome.runId})\n`);
    for (const r of report.rejected) io.out.write(`  line ${r.line}: ${r.reason}\n`);
    return report.rejected.length ? 1 : 0;
  } finally {
    await database.close();
  }
}
