/**
 * `npm run admin:create -- --email <address> [--role admin|editor|analyst]`
 *
 * Creates an operator of the console (or, for an existing address, sets its role and password),
 * asking for the password: hidden on a terminal, typed twice; read from the first line of standard
 * input otherwise (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email …`). The change is
 * audited as made by this command. Works on PostgreSQL (DATABASE_URL) while the server runs; the
 * embedded database belongs to its server while it runs, so stop that server first (or set
 * ADMIN_EMAIL / ADMIN_PASSWORD and restart it). Exit status: 0 done, 1 failed, 2 bad arguments.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { operatorEmailSchema, operatorPasswordSchema, operatorRoleSchema, type OperatorRole } from '@shared/schemas/operators';
import { openDatabase } from '../server/db/client';
import { processAlive, readAdminHandover } from '../server/modules/feeds';
import { ensureOperator } from '../server/modules/operators';
import { loadCommandEnv } from './config';
import { processIo, type CommandIo } from './io';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email <address> [--role admin|editor|analyst]

  --email   the operator's email address (required)
  --role    admin (default), editor or analyst

Asks for the password (at least 12 characters). An existing operator gets the role and password given.`;

/** How the command is named in the audit log. */
export const ADMIN_CREATE_ACTOR = { id: null, email: 'admin:create (command line)' } as const;

/** Reads the password: asks twice without echo on a terminal, else takes the first line of stdin. */
export type PasswordReader = () => Promise<string>;

function ask(question: string, muted: boolean): Promise<string> {
  let silent = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!silent || !muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (muted) process.stdout.write('\n');
      resolve(answer);
    });
    silent = true;
  });
}

export const terminalPasswordReader: PasswordReader = async () => {
  if (!process.stdin.isTTY) return ask('', false);
  const first = await ask('Password: ', true);
  const second = await ask('Repeat the password: ', true);
  if (first !== second) throw new Error('the two passwords differ');
  return first;
};

export async function runAdminCreate(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CommandIo = processIo,
  readPassword: PasswordReader = terminalPasswordReader,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, help: { type: 'boolean' } } }));
  } catch (err) {
    io.err.write(`${(err as Error).message}\n\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.out.write(`${ADMIN_CREATE_USAGE}\n`);
    return 0;
  }
  const email = operatorEmailSchema.safeParse(values.email ?? '');
  const role = operatorRoleSchema.safeParse(values.role);
  if (!values.email || !email.success || !role.success) {
    const problem = !values.email ? '--email is required' : !email.success ? `--email ${email.error.issues[0]!.message}` : '--role must be admin, editor or analyst';
    io.err.write(`${problem}\n\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }

  const config = loadCommandEnv(env, io);
  if (!config) return 2;
  const dataDir = path.resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    const handover = readAdminHandover(dataDir);
    if (handover && processAlive(handover.pid)) {
      io.err.write(
        `A Pitlane server (pid ${handover.pid}) is using the embedded database in ${dataDir}. Stop it first, ` +
          `or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it.\n`,
      );
      return 1;
    }
  }

  let password;
  try {
    password = await readPassword();
  } catch (err) {
    io.err.write(`${(err as Error).message}\n`);
    return 1;
  }
  const checked = operatorPasswordSchema.safeParse(password);
  if (!checked.success) {
    io.err.write(`The password ${checked.error.issues[0]!.message}.\n`);
    return 1;
  }

  const database = await openDatabase({
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir }),
    freshnessMaxAgeHours: config.FRESHNESS_MAX_AGE_HOURS,
  });
  try {
    await database.migrate();
    const result = await ensureOperator(database.db, { email: email.data, password: checked.data, role: role.data as OperatorRole, forceRole: true }, ADMIN_CREATE_ACTOR);
    const what = { created: 'created', updated: 'updated', unchanged: 'already up to date' }[result];
    io.out.write(`Operator ${email.data} (${role.data}) ${what}. Sign in at /admin.\n`);
    return 0;
  } finally {
    await database.close();
  }
}
