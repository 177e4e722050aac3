import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { rowsOf } from '../database';

const statements = new WeakMap<Database, Promise<SQL>>();

/** One statement over every table of the schema, built once per database. */
async function fingerprintStatement(db: Database): Promise<SQL> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const perTable = tables.map(
    ({ table_name: name }) =>
      sql`select ${name} || ':' || count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as line from ${sql.identifier(name)} t`,
  );
  return sql`select string_agg(line, E'\n' order by line) as fingerprint from (${sql.join(perTable, sql` union all `)}) lines`;
}

/**
 * One text that changes whenever any row of any table changes: per table its row count and an md5 of
 * its rows. Cheap on the small databases tests build; compared before and after a rejected request.
 */
export async function dataFingerprint(db: Database): Promise<string> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = fingerprintStatement(db)));
  const [row] = await rowsOf<{ fingerprint: string }>(db, await statement);
  return row!.fingerprint;
}
