import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { parts } from './catalog';

/**
 * The GTINs (EAN, UPC) a part is sold under, each as 14 digits (shorter codes padded with leading
 * zeros, so an EAN-13 and the UPC-12 of the same box are one key). A feed item's GTIN is matched
 * here before any part number.
 */
export const partGtins = pgTable(
  'part_gtins',
  {
    gtin: text('gtin').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('part_gtins_part_idx').on(t.partId)],
);
