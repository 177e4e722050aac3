import { sql, type SQL } from 'drizzle-orm';

/**
 * How fast an offer arrives, as one sortable number: 0 same-day shipping, 1 next-day delivery, else the
 * minimum delivery days (7 when the vendor does not say). `listing` names the listings relation.
 * A file of its own because both the derived part columns and the part_search rows rank offers this
 * way, and derived.ts calls part-search.ts: the rule sits below both.
 */
export function deliveryRank(listing: string): SQL {
  const column = (name: string) => sql.raw(`${listing}.${name}`);
  return sql`CASE WHEN ${column('has_same_day_shipping')} THEN 0 WHEN ${column('has_next_day_delivery')} THEN 1 ELSE coalesce(${column('delivery_days_min')}, 7) END`;
}
