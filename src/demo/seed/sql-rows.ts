/**
 * `db.execute` is typed loosely for the shared PGlite/PostgreSQL database type; both drivers return an
 * object with `rows`. This is the one place that narrows it.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
