import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL and returns its rows. `db.execute` is typed loosely for the shared PGlite/PostgreSQL
 * database type; both drivers answer with `{ rows }`, and this is the one place that says so.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
