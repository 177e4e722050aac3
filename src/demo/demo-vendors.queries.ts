import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/query';

/** Every vendor with its connector config, for configuration at start. */
export async function findVendorConnectors(db: Database): Promise<{ id: number; slug: string; connector: unknown }[]> {
  return queryRows<{ id: number; slug: string; connector: unknown }>(db, sql`select id, slug, connector from vendors order by sort_order, id`);
}

/** Writes many vendors' connector configs in one statement. */
export async function setVendorConnectors(db: Database, configs: { id: number; connector: unknown }[]): Promise<void> {
  if (configs.length === 0) return;
  await db.execute(sql`
    update vendors set connector = x.connector
    from json_to_recordset(${JSON.stringify(configs)}::json) as x(id int, connector jsonb)
    where vendors.id = x.id
  `);
}
