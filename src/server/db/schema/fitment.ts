import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { models, parts } from './catalog';

/**
 * A shopper's "Report wrong fitment": the part, the vehicle they had, and what they say. Operators
 * see open reports in the console's review queue and close them.
 */
export const fitmentReports = pgTable(
  'fitment_reports',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    modelId: integer('model_id').references(() => models.id, { onDelete: 'set null' }),
    year: integer('year'),
    variant: text('variant'),
    engine: text('engine'),
    /** The verdict the site showed when the report was made: fits, does-not-fit, check. */
    shownVerdict: text('shown_verdict'),
    note: text('note').notNull(),
    /** open until an operator resolves or dismisses it. */
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('fitment_reports_status_idx').on(t.status, t.createdAt)],
);
