import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text vector; written only by a generated column, read only inside SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Binary content (bytea): Buffer in, and whatever view of the bytes the driver gives out (Buffer on `pg`, Uint8Array on PGlite). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});
