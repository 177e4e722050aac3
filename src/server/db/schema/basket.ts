import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parts } from './catalog';

/** One shopper's basket, found by the random token in its cookie; no account. */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('baskets_updated_idx').on(t.updatedAt)],
);

/** A part in a basket and how many; saved for later lines are kept but not priced. */
export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.partId] }), check('basket_lines_quantity_range', sql`${t.quantity} between 1 and 99`)],
);
