/**
 * Set-based inserts: each statement sends a chunk of rows as ONE JSON parameter and expands it with
 * json_to_recordset, so a few thousand rows cost one round trip and one plan, on PGlite and PostgreSQL
 * alike (no per-row parameters, no 65,535-parameter limit, no driver-specific array encoding).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from './sql-rows';

/** A column as Postgres should read it from the JSON: name and SQL type ("int", "text", "jsonb", ...). */
export interface BulkColumn<Row> {
  name: string;
  type: string;
  value: (row: Row) => unknown;
}

export interface InsertSqlOptions {
  /** Columns to return from each inserted row (match rows by a unique column, not by position). */
  returning?: string[];
  /** Skip rows that violate a unique constraint: lets reference data be topped up idempotently. */
  onConflictDoNothing?: boolean;
}

export interface BulkInsertOptions extends InsertSqlOptions {
  /** Rows per statement. */
  chunkSize?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  // Table and column names come from this codebase, never from input; still, refuse anything odd.
  if (!IDENTIFIER.test(name)) throw new Error(`Refusing to use "${name}" as an SQL identifier`);
  return `"${name}"`;
}

function serialize(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export function chunksOf<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** INSERT INTO table (...) SELECT ... FROM json_to_recordset(rows): one statement, not yet executed. */
export function insertFromJson<Row>(table: string, columns: readonly BulkColumn<Row>[], rows: readonly Row[], options: InsertSqlOptions = {}): SQL {
  const names = columns.map((column) => identifier(column.name)).join(', ');
  const definitions = columns.map((column) => `${identifier(column.name)} ${column.type}`).join(', ');
  const conflict = options.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : '';
  const returning = options.returning?.length ? ` RETURNING ${options.returning.map(identifier).join(', ')}` : '';
  const payload = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column) => [column.name, serialize(column.value(row))]))));
  return sql`${sql.raw(`INSERT INTO ${identifier(table)} (${names}) SELECT ${names} FROM json_to_recordset(`)}${payload}${sql.raw(
    `::json) AS r(${definitions})${conflict}${returning}`,
  )}`;
}

/** Inserts rows in chunks; returns the `returning` columns of every inserted row. */
export async function bulkInsert<Row>(
  db: Database,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  options: BulkInsertOptions = {},
): Promise<Record<string, unknown>[]> {
  const returned: Record<string, unknown>[] = [];
  for (const chunk of chunksOf(rows, options.chunkSize ?? 500)) {
    const result = await db.execute(insertFromJson(table, columns, chunk, options));
    if (options.returning?.length) returned.push(...rowsOf<Record<string, unknown>>(result));
  }
  return returned;
}
