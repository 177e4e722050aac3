import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/query';

/** `vendors.connector` is a jsonb object of per-connector settings, or null before one is set. */
const VendorConnectorRow = z.object({ id: z.number(), slug: z.string(), connector: z.record(z.string(), z.unknown()).nullable() });
export type VendorConnectorRow = z.infer<typeof VendorConnectorRow>;

/** Every vendor with its connector config, for configuration at start. */
export async function findVendorConnectors(db: Database): Promise<VendorConnectorRow[]> {
  return queryRows(db, VendorConnectorRow, sql`select id, slug, connector from vendors order by sort_order, id`);
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
