import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';

const statements = new WeakMap<Database, Promise<SQL>>();

/** One statement over every table of the schema, built once per database. */
async function fingerprintStatement(db: Database): Promise<SQL> {
  const tables = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `)) as unknown as { rows: { table_name: string }[] };
  const perTable = tables.rows.map(
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
  const result = (await db.execute(await statement)) as unknown as { rows: { fingerprint: string }[] };
  return result.rows[0]!.fingerprint;
}
