import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text vector; written only by a generated column, read only inside SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
