import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-owned settings that must survive restarts and be shared by instances (gate hash, secrets). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site-gate sessions. The cookie carries the id; logout deletes the row, so it is dead everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expiry_idx').on(t.expiresAt)],
);
