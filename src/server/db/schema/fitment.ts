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

/**
 * One fitment import (a retailer's or manufacturer's CSV list), recorded like a feed run: the row is
 * written before the import's transaction and finished after it, so a failed import is visible
 * although its fitments rolled back. `succeeded` imports may have refused rows (see rejections).
 */
export const fitmentImportRuns = pgTable(
  'fitment_import_runs',
  {
    id: serial('id').primaryKey(),
    /** The file name the command or the console sent. */
    source: text('source').notNull(),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    rowsRead: integer('rows_read').notNull().default(0),
    added: integer('added').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Why the whole import failed; null when it succeeded. */
    error: text('error'),
  },
  (t) => [index('fitment_import_runs_time_idx').on(t.startedAt)],
);

/** Rows an import refused, with their line in the file. */
export const fitmentImportRejections = pgTable(
  'fitment_import_rejections',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => fitmentImportRuns.id, { onDelete: 'cascade' }),
    /** Line of the file (1-based). */
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('fitment_import_rejections_run_idx').on(t.runId, t.line)],
);
