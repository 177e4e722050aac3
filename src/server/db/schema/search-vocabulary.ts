import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shopper words and what the catalog calls them: a query naming `term` also finds any of
 * `alternatives` ("rotors" finds brake discs). Terms and alternatives are lower case without accents;
 * a relation that runs both ways is two rows. Operators edit them; search reads them afresh.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique(),
  alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
