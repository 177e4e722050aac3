import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { models } from './catalog';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { AliasSource } from '../../../shared/rules/vehicle-aliases';

/**
 * Every name a car goes by, to the catalog generation it means and the model years it means it for:
 * the model's own name, chassis code and variants, NHTSA vPIC's model names, well-known nicknames
 * (all derived, rebuilt from the catalog), and names operators add in the console. Search, suggestions,
 * the assistant and VIN decoding read it. `alias_key` is the folded form it is looked up by ("rcf").
 */
export const vehicleAliases = pgTable(
  'vehicle_aliases',
  {
    id: serial('id').primaryKey(),
    aliasKey: text('alias_key').notNull(),
    /** As written: "RC F", "335xi", "Godzilla". */
    alias: text('alias').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    /** Null: as long as the model is made. */
    yearTo: integer('year_to'),
    source: text('source').$type<AliasSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_aliases_key_model_idx').on(t.aliasKey, t.modelId),
    index('vehicle_aliases_model_idx').on(t.modelId),
    check('vehicle_aliases_source_check', sql`${t.source} in ('model', 'generation', 'variant', 'vpic', 'nickname', 'console')`),
    check('vehicle_aliases_years', sql`${t.yearTo} is null or ${t.yearFrom} <= ${t.yearTo}`),
  ],
);
