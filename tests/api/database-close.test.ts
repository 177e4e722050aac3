import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf } from '../support/database';

describe('closing the database', () => {
  it('lets work that is still running finish first, its next query included', async () => {
    const database = await createTestDatabase();
    // A request handler whose client hung up: the server no longer waits for it, but it goes on.
    const handler = async () => {
      await database.db.execute(sql`select pg_sleep(0.3)`);
      return rowsOf<{ answer: number }>(database.db, sql`select 42 as answer`);
    };
    const running = handler();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = database.close();
    expect((await running)[0]!.answer).toBe(42);
    await closing;
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
