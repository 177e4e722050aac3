import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { PartWordKind } from '../seed/data/part-words';

/**
 * Shopper words and what the catalog calls them: a query naming `term` also finds any of
 * `alternatives` ("rotors" finds brake discs). Terms and alternatives are lower case without accents;
 * a relation that runs both ways is two rows. Operators edit them; search reads them afresh.
 * A term that names a kind of part carries the catalog part types it names (`part_types`, ids of
 * shared/part-types.ts) and what kind of word it is: search lists parts of those types first.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique(),
  alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
  partTypes: text('part_types').array().notNull().default([]),
  /** name, synonym, acronym, trade or regional word; null for a plain synonym. */
  kind: text('kind').$type<PartWordKind>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
