import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

/** A raw query answered with a row its schema does not describe: a bug in the SQL or the schema, never bad input. */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}

/**
 * A row whose columns the caller reads itself (SQL text handed over by another component, say): only
 * checked to be a row.
 */
export const AnyRow = z.record(z.string(), z.unknown());

/**
 * Runs raw SQL and returns its rows, each checked against `rowSchema`. Raw SQL is the one place the
 * compiler cannot see what comes back, and the two drivers disagree on some types (node-postgres
 * hands `bigint` and `numeric` over as strings, PGlite may hand over numbers), so rows are checked
 * here at the edge rather than trusted to a type parameter. A column of the wrong type fails loudly
 * at the query instead of surfacing later as a string where a number was meant.
 *
 * `db.execute` is typed loosely (`unknown`) for the shared PGlite/PostgreSQL database type; both
 * drivers answer with `{ rows }`, and this is the one place that says so.
 *
 * Callers define their schemas once, at module level: this runs on hot paths (each search request,
 * the index load at start), where building a schema per call would be work thrown away each time.
 */
export async function queryRows<S extends z.ZodType>(db: Database, rowSchema: S, query: SQL): Promise<z.infer<S>[]> {
  const { rows } = (await db.execute(query)) as { rows: unknown[] };
  const parsed: z.infer<S>[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const result = rowSchema.safeParse(rows[i]);
    if (!result.success) {
      throw new RowShapeError(`Row-shape mismatch: row ${i} of a raw query does not match its row schema:\n${z.prettifyError(result.error)}`, {
        cause: result.error,
      });
    }
    parsed[i] = result.data;
  }
  return parsed;
}
